import type { ReactNode } from 'react';
import { Box, Button, Paper, Stack, Tooltip, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import EventIcon from '@mui/icons-material/Event';
import { PHONE_BAR_HEIGHT } from './rail/FiguresRail';

type Props = {
  /** 'All changes saved', 'Unsaved changes', 'Draft autosaved' … */
  status: string;
  dirty: boolean;
  /** the saved deal's Versions and As of… (absent for a deal not saved yet) */
  onVersions?: () => void;
  onAsOf?: () => void;
  /** the main button ('Save and Calculate', 'Calculate'…); absent while a past state is shown */
  primary?: ReactNode;
};

/** A button whose text gives way to its icon on a phone; its name stays the same. */
const Compact = ({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) => (
  <Tooltip title={label}>
    <Button variant="outlined" onClick={onClick} aria-label={label} sx={{ minWidth: 0, px: { xs: 1, sm: 1.5 } }}>
      {icon}
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, ml: 1 }}>
        {label}
      </Box>
    </Button>
  </Tooltip>
);

/** The entry page's actions, kept in reach at the bottom of the screen (above the figures bar on a phone). */
export function ActionBar({ status, dirty, onVersions, onAsOf, primary }: Props) {
  return (
    <Paper
      role="toolbar"
      aria-label="Deal actions"
      variant="outlined"
      sx={{
        position: 'sticky',
        bottom: { xs: PHONE_BAR_HEIGHT + 8, md: 8 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        px: { xs: 1, sm: 2 },
        py: 1,
        boxShadow: 4,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography
          variant="body2"
          role="status"
          color={dirty ? 'warning.main' : 'text.secondary'}
          sx={{ flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {status}
        </Typography>
        {onVersions && <Compact label="Versions" icon={<HistoryIcon fontSize="small" />} onClick={onVersions} />}
        {onAsOf && <Compact label="As of…" icon={<EventIcon fontSize="small" />} onClick={onAsOf} />}
        {primary}
      </Stack>
    </Paper>
  );
}
