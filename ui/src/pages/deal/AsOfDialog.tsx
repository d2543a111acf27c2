import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';

/** `2025-03-31T14:05:09` in the user's time zone, as a datetime-local input shows it to the second. */
export const localInputValue = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

/** Asks for a date and time at which to show the deal read-only, as it was then. */
export function AsOfDialog({ open, onClose, onShow }: { open: boolean; onClose: () => void; onShow: (at: Date) => void }) {
  const [value, setValue] = useState('');
  useEffect(() => {
    if (open) setValue(localInputValue(new Date()));
  }, [open]);
  // The input names a whole second: what was saved during it (at 14:05:09.600) belongs to the deal shown.
  const at = value ? new Date(new Date(value).getTime() + 999) : null;
  const valid = at !== null && !Number.isNaN(at.getTime());
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onShow(at);
        }}
      >
        <DialogTitle>Show the deal as of</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>The deal is shown read-only, exactly as it stood at that moment.</DialogContentText>
          <TextField
            fullWidth
            type="datetime-local"
            label="Date and time"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!valid}>
            Show
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
