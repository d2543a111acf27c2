import type { MouseEvent } from 'react';
import { Button, Chip, IconButton, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import LockIcon from '@mui/icons-material/Lock';
import { fileHref, type AttachmentView } from '../../deals/files-api';
import { downloadNameOf } from '@dealbook/domain/files/names';

/** What a row may do about its file's lock: download through the app (to show a refusal), request access. */
export type LockActions = {
  onDownload: (file: AttachmentView) => void;
  /** The id of the file being downloaded. */
  downloading: string | null;
  /** Absent when the page does not know who is asking. */
  onRequest?: (file: AttachmentView) => void;
  requesting: string | null;
};

// A click with a modifier (new tab, save as) is left to the browser and the link.
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Download, unless the file is locked for the caller; fetched by the app so a 403 opens a dialog. */
export function DownloadButton({ file, lock }: { file: AttachmentView; lock?: LockActions }) {
  if (file.is_locked) return null;
  return (
    <IconButton
      component="a"
      href={fileHref(file)}
      download={downloadNameOf(file.file_name, file.content_type)}
      aria-label={`Download ${file.file_name}`}
      title="Download"
      disabled={lock?.downloading === file.id}
      onClick={(event: MouseEvent) => {
        if (!lock || !plainClick(event)) return;
        event.preventDefault();
        lock.onDownload(file);
      }}
    >
      <DownloadIcon fontSize="small" />
    </IconButton>
  );
}

/** A locked file: "Restricted", then "Request access", or "Request pending" once asked. */
export function LockNote({ file, lock }: { file: AttachmentView; lock?: LockActions }) {
  if (!file.is_locked) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <LockIcon fontSize="small" aria-hidden data-testid="locked" />
        <Typography variant="body2">Restricted</Typography>
      </Stack>
      {file.requested ? (
        <Chip size="small" label="Request pending" />
      ) : (
        lock?.onRequest && (
          <Button
            size="small"
            variant="outlined"
            disabled={lock.requesting === file.id}
            onClick={() => lock.onRequest?.(file)}
            aria-label={`Request access to ${file.file_name}`}
          >
            Request access
          </Button>
        )
      )}
    </Stack>
  );
}
