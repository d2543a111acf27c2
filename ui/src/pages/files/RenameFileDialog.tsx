import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { FILE_NAME_MAX_LENGTH } from '@dealbook/domain/files/names';
import type { FileView } from '../../deals/files-api';

type Props = { file: FileView | null; busy: boolean; onClose: () => void; onRename: (name: string) => void };

const extensionOf = (name: string) => /\.[A-Za-z0-9]{1,8}$/.exec(name)?.[0] ?? '';

/** Renames an attachment; a name without an extension keeps the file's own (the server adds it). */
export function RenameFileDialog({ file, busy, onClose, onRename }: Props) {
  const [value, setValue] = useState('');
  useEffect(() => setValue(file?.file_name ?? ''), [file]);
  const trimmed = value.trim();
  const valid = trimmed.length > 0 && trimmed !== file?.file_name;
  const ext = file ? extensionOf(file.file_name) : '';
  return (
    <Dialog open={file !== null} onClose={onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !busy) onRename(trimmed);
        }}
      >
        <DialogTitle>Rename attachment</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="File name"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            slotProps={{ htmlInput: { maxLength: FILE_NAME_MAX_LENGTH } }}
            helperText={ext ? `Without an extension the file keeps its own (${ext}).` : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!valid || busy}>
            Rename
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
