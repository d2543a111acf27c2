import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { Uploading } from './useUpload';

/** The upload under way: its name, a bar with the percentage sent, and the way to cancel it. */
export function UploadProgress({ uploading, onCancel }: { uploading: Uploading; onCancel: () => void }) {
  const { fileName, percent } = uploading;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }} role="status">
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap title={fileName}>
          Uploading {fileName}… {percent}%
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-label={`Upload progress of ${fileName}`} sx={{ mt: 0.5 }} />
      </Box>
      <Button size="small" onClick={onCancel} sx={{ flexShrink: 0 }}>
        Cancel upload
      </Button>
    </Stack>
  );
}
