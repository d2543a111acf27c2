import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { ModelPanel } from './ModelPanel';

/** The summary's "Excel Model" button: the files page's model panel in a dialog (full screen on a phone). */
export function ModelButton({ dealId }: { dealId: string }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Excel Model
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>Excel Model</DialogTitle>
        <DialogContent>{open && <ModelPanel dealId={dealId} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
