import { Link as RouterLink } from 'react-router';
import { Alert, AlertTitle, Box, LinearProgress, Link, Typography } from '@mui/material';
import { modelMessages, SUBSCRIPTION_PATH, type BuildFailure } from './failures';
import type { ModelQuota } from './model-api';

/** A refused build (or the limit, known from the status), with the way to a plan with more models. */
export function RefusalAlert({ failure }: { failure: BuildFailure }) {
  return (
    <Alert severity={failure.severity}>
      {failure.title && <AlertTitle>{failure.title}</AlertTitle>}
      {failure.message}
      {failure.upgrade && (
        <>
          {' '}
          <Link component={RouterLink} to={SUBSCRIPTION_PATH}>
            Upgrade your plan
          </Link>
        </>
      )}
    </Alert>
  );
}

export const limitReached: BuildFailure = {
  title: modelMessages.limitTitle,
  message: modelMessages.limitReached,
  severity: 'warning',
  upgrade: true,
};

/** What a build by the plan's quota leaves. */
export const QuotaLine = ({ quota }: { quota: ModelQuota }) => (
  <Typography variant="body2" color="text.secondary">
    {quota.left} of {quota.limit} models left this billing cycle
  </Typography>
);

/** The build under way (the message while queued). */
export const ModelProgress = ({ version }: { version?: number }) => (
  <Box role="status">
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {modelMessages.queued}
    </Typography>
    {version !== undefined && (
      <Typography variant="body2" color="text.secondary">
        Building the model of version {version}; it will also appear among the attachments.
      </Typography>
    )}
    <LinearProgress aria-label="Model build progress" sx={{ mt: 1 }} />
  </Box>
);
