import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { DATAROOM } from '../../deals/file-access-api';
import { AsOfControl, PastAccessView } from './AsOfAccess';
import { activityLink } from './paths';
import { LiveAccess } from './LiveAccess';

/** Whose list: the data room (`id` `dataroom`) or one attachment. */
export type AccessTarget = { id: string; name: string };
type Props = { dealId: string; target: AccessTarget | null; onClose: () => void };

/** The live list and its controls, or, once a past moment is picked, who could open it then. */
function Access({ dealId, target }: { dealId: string; target: AccessTarget }) {
  const [asOf, setAsOf] = useState<string | null>(null);
  return (
    <Stack spacing={2}>
      <AsOfControl shown={asOf} onShow={setAsOf} onNow={() => setAsOf(null)} />
      <Divider />
      {asOf ? <PastAccessView dealId={dealId} target={target.id} asOf={asOf} /> : <LiveAccess dealId={dealId} target={target.id} />}
    </Stack>
  );
}

/** Who may open the data room or one attachment; full screen on phones. */
export function AccessDialog({ dealId, target, onClose }: Props) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={target !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {target?.id === DATAROOM ? 'Data room access' : `Who can open ${target?.name ?? ''}`}
      </DialogTitle>
      <DialogContent dividers>{target && <Access key={target.id} dealId={dealId} target={target} />}</DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {target && (
          <Button component={RouterLink} to={activityLink(target.id)} onClick={onClose} sx={{ mr: 'auto' }}>
            Who opened it
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
