import { Link as RouterLink } from 'react-router';
import { Link, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { isRunning, statusLabels } from '../../account/subscription';
import { subscriptionApi, subscriptionKeys } from '../../account/subscription-api';

/** The profile's subscription section: the plan label, and the way to the plan choice. */
export function SubscriptionSection() {
  const query = useQuery({ queryKey: subscriptionKeys.view, queryFn: subscriptionApi.retrieve });
  const view = query.data;
  const status = view && isRunning(view) ? statusLabels[view.status] : null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {view ? (
        <Typography>
          Your plan: <strong>{view.label}</strong>
          {status && ` (${status})`}
        </Typography>
      ) : query.isError ? (
        <Typography color="text.secondary">Your plan could not be loaded.</Typography>
      ) : (
        <Skeleton width={220} aria-label="Loading your plan" />
      )}
      <Link component={RouterLink} to="/app/subscription">
        Manage subscription
      </Link>
    </Stack>
  );
}
