import { Link as RouterLink } from 'react-router';
import { Button, Stack, Typography } from '@mui/material';

/** Behind the invalid-token dialog: the card says the same, so the page is never blank. */
export const DeadLink = ({ what }: { what: string }) => (
  <Stack spacing={2}>
    <Typography color="text.secondary">This {what} link cannot be used any more. You can ask for a new one by email.</Typography>
    <Button component={RouterLink} to="/recovery" variant="outlined" fullWidth>
      Request a new link
    </Button>
  </Stack>
);
