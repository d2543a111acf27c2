import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Rating } from '@mui/material';

type Props = {
  /** The company rated; the dialog is open while set. */
  company: string | null;
  current: number;
  onRate: (rating: number) => void;
  onClose: () => void;
};

/** The requirements dialogs: "Rating: 1 to 5 stars, titled to rate the matched capital provider as a match". */
export function RateDialog({ company, current, onRate, onClose }: Props) {
  const titleId = useId();
  const [value, setValue] = useState<number | null>(null);
  const chosen = value ?? (current > 0 ? current : null);
  const close = () => {
    setValue(null);
    onClose();
  };
  return (
    <Dialog open={company !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Rate {company} as a match</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>How good a match is this capital provider for your deal?</DialogContentText>
        <Rating name={`rating-${titleId}`} value={chosen} size="large" onChange={(_, next) => setValue(next)} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap-reverse', gap: 1, px: 2, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          disabled={chosen === null || chosen < 1}
          onClick={() => {
            if (chosen !== null && chosen >= 1) onRate(Math.min(5, Math.round(chosen)));
            close();
          }}
        >
          Save rating
        </Button>
      </DialogActions>
    </Dialog>
  );
}
