import { CircularProgress, Stack, Typography } from '@mui/material';

/** A link's token being checked before its form appears. */
export const Checking = ({ what }: { what: string }) => (
  <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }} role="status">
    <CircularProgress aria-hidden />
    <Typography color="text.secondary">{what}</Typography>
  </Stack>
);
