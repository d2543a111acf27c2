import { useState, type MouseEvent } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import CopyIcon from '@mui/icons-material/ContentCopy';
import DoneIcon from '@mui/icons-material/Done';
import { shortId } from './ids';

/**
 * A long id (stream id, event id, hash) cut to its first characters, the whole value in a tooltip and a
 * button that copies it. A click on either stays here: in a list row it must not also open the line.
 */
export function ShortId({ value, label = 'id' }: { value: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const short = shortId(value);
  const copy = (event: MouseEvent) => {
    event.stopPropagation();
    void navigator.clipboard?.writeText(value).then(() => setCopied(true));
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap', maxWidth: '100%' }}>
      <Tooltip title={value}>
        <Box component="code" aria-label={value} sx={{ fontFamily: 'monospace', fontSize: '0.85em' }}>
          {short}
        </Box>
      </Tooltip>
      <Tooltip title={copied ? 'Copied' : `Copy ${label}`} onClose={() => setCopied(false)}>
        <IconButton size="small" aria-label={`Copy ${label}`} onClick={copy} sx={{ p: 0.25, ml: 0.25 }}>
          {copied ? <DoneIcon sx={{ fontSize: 14 }} /> : <CopyIcon sx={{ fontSize: 14 }} />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}
