import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { fileMessages } from '@dealbook/domain/files/messages';
import { viewPath } from '../attachments/failures';
import { useToast } from '../shared/toast';

/**
 * The public page of a file or of the data room (`key` `dataroom`), as an address to paste into a mail. The page
 * still asks a visitor for an address where the item is restricted, so the link gives away no more than its list.
 */
export const publicLink = (dealId: string, key: string, origin = window.location.origin) => `${origin}${viewPath(dealId, 'link', key)}`;

/** Shows the link to copy by hand where the browser refuses the clipboard (a page served over plain http). */
function ManualCopy({ link, onClose }: { link: string | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={link !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Copy the link</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{fileMessages.linkNotCopied}</DialogContentText>
        <TextField
          fullWidth
          size="small"
          label="Link"
          value={link ?? ''}
          slotProps={{ htmlInput: { readOnly: true } }}
          onFocus={(event) => event.target.select()}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Copies an item's public link and says so in a toast, or shows it to copy by hand. */
export function useCopyLink(dealId: string) {
  const notify = useToast();
  const [manual, setManual] = useState<string | null>(null);
  const copy = (key: string) => {
    const link = publicLink(dealId, key);
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return setManual(link);
    clipboard.writeText(link).then(
      () => notify(fileMessages.linkCopied),
      () => setManual(link),
    );
  };
  return { copy, dialog: <ManualCopy link={manual} onClose={() => setManual(null)} /> };
}
