import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export type Confirmation = { title: string; message: string; confirm: string; onConfirm: () => void };

/** A yes/no question before an action that changes a deal. */
export function ConfirmDialog({ question, onClose }: { question: Confirmation | null; onClose: () => void }) {
  return (
    <Dialog open={question !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{question?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question?.message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            question?.onConfirm();
          }}
        >
          {question?.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
