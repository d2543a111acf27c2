import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { restrictedTitle } from './failures';

type Props = {
  /** The server's message; the dialog is open while it is set. */
  message: string | null;
  busy: boolean;
  onRequest: () => void;
  onRetry: () => void;
};

/** A 405 on the public link opens 'Restricted Access', offering Request Access or Try Again. */
export function RestrictedDialog({ message, busy, onRequest, onRetry }: Props) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={message !== null} onClose={onRetry} aria-labelledby={titleId} aria-describedby={messageId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{restrictedTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message} Request access with this address, or try another one.</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap-reverse', gap: 1, px: 2, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onRetry} disabled={busy}>
          Try Again
        </Button>
        <Button onClick={onRequest} variant="contained" autoFocus disabled={busy}>
          Request Access
        </Button>
      </DialogActions>
    </Dialog>
  );
}
