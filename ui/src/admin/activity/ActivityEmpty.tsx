import { Stack, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';

export const ActivityEmpty = () => (
  <Stack spacing={1} sx={{ alignItems: 'center', py: 8, px: 2, textAlign: 'center', width: '100%' }}>
    <HistoryIcon color="disabled" sx={{ fontSize: 56 }} />
    <Typography variant="h6">No activity yet</Typography>
    <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480 }}>
      Every change recorded in Dealbook (sign-ups, deal edits, shares, admin actions) will appear here, newest first, with who made it and
      when.
    </Typography>
  </Stack>
);
