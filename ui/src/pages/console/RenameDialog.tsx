import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { PROJECT_NAME_MAX_LENGTH } from '@dealbook/domain/catalog/constants';

type Props = { name: string | null; onClose: () => void; onRename: (name: string) => void };

/** Renames a deal; the project name is 1 to 25 characters. */
export function RenameDialog({ name, onClose, onRename }: Props) {
  const [value, setValue] = useState('');
  useEffect(() => setValue(name ?? ''), [name]);
  const trimmed = value.trim();
  const valid = trimmed.length > 0 && trimmed.length <= PROJECT_NAME_MAX_LENGTH;
  return (
    <Dialog open={name !== null} onClose={onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onRename(trimmed);
        }}
      >
        <DialogTitle>Rename deal</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Project name"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            slotProps={{ htmlInput: { maxLength: PROJECT_NAME_MAX_LENGTH } }}
            helperText={`${value.length}/${PROJECT_NAME_MAX_LENGTH} characters`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!valid}>
            Rename
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
