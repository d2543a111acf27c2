import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';

/**
 * The contract's bound on a reason (1–500 characters after trimming). The server checks it too; it belongs
 * in domain/ once the files capability exports it.
 */
export const DENY_REASON_MAX = 500;

type Props = {
  /** The requester's address; the dialog is open while one is set. */
  email: string | null;
  busy: boolean;
  onClose: () => void;
  onDeny: (reason: string) => void;
};

function DenyForm({ email, busy, onClose, onDeny, titleId }: Props & { email: string; titleId: string }) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const valid = trimmed.length > 0 && trimmed.length <= DENY_REASON_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !busy) onDeny(trimmed);
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>Deny access</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>Request from {email}</DialogContentText>
        <DialogContentText sx={{ mb: 2 }}>Why? The requester is told this reason.</DialogContentText>
        <TextField
          autoFocus
          required
          multiline
          minRows={3}
          fullWidth
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          helperText={`${reason.length}/${DENY_REASON_MAX}`}
          slotProps={{ htmlInput: { maxLength: DENY_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" color="error" disabled={!valid || busy}>
          Deny
        </Button>
      </DialogActions>
    </form>
  );
}

/** Turns a pending request down with a reason the requester is mailed. */
export function DenyDialog(props: Props) {
  const titleId = useId();
  return (
    <Dialog open={props.email !== null} onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      {props.email !== null && <DenyForm {...props} email={props.email} titleId={titleId} />}
    </Dialog>
  );
}
