import { Link as RouterLink } from 'react-router';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { componentTypes } from '@dealbook/domain/catalog/components';
import { formatValue } from '../../deals/labels';
import type { DraftDeal } from './useDealForm';

export const summaryPath = (dealId: string) => `/app/deals/${encodeURIComponent(dealId)}/summary`;

/**
 * What opens after a save: the saved deal in a few words, with the way on to its full summary (budget, pro
 * forma and returns) or back to editing.
 */
export function SummaryDialog({ deal, dealId, onClose }: { deal: DraftDeal | null; dealId: string | null; onClose: () => void }) {
  const components = deal?.sub_properties ?? [];
  return (
    <Dialog open={deal !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="summary-title">
      <DialogTitle id="summary-title">Deal summary: {deal?.project_name || 'Untitled project'}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5}>
          <Alert severity="success">Deal saved. This save is kept as a version you can compare and restore.</Alert>
          <Typography>
            {formatValue('mandate', deal?.mandate)} · {formatValue('asset_type', deal?.asset_type)} ·{' '}
            {formatValue('project_type', deal?.project_type)}
          </Typography>
          <Typography component="div">
            {components.length} programming component{components.length === 1 ? '' : 's'}
            <ul>
              {components.map((c) => (
                <li key={c.item_id}>
                  {c.name} ({c.type ? componentTypes[c.type].title : '—'}), quantity {c.quantity ?? 1}
                </li>
              ))}
            </ul>
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button component={RouterLink} to="/app/console">
          Back to console
        </Button>
        <Button onClick={onClose}>Keep editing</Button>
        {dealId && (
          <Button variant="contained" component={RouterLink} to={summaryPath(dealId)}>
            Open summary
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
