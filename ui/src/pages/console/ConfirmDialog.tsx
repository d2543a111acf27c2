import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export type Confirmation = {
  title: string;
  message: string;
  confirm: string;
  onConfirm: () => void;
  /** The button that keeps things as they are; 'Cancel' unless that would read as the action. */
  dismiss?: string;
};

/** A yes/no question before an action that changes a deal, a plan or a subscription. */
export function ConfirmDialog({ question, onClose }: { question: Confirmation | null; onClose: () => void }) {
  return (
    <Dialog open={question !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{question?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question?.message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onClose}>{question?.dismiss ?? 'Cancel'}</Button>
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
