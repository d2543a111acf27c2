import { Link as RouterLink, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { Box, Button, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { AuthCard } from '../shared/AuthCard';
import { PublicLayout } from '../shared/PublicLayout';
import { confirmations, isConfirmKind, type Confirmation } from './confirmations';

const emailFrom = (state: unknown) => {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email ? email : null;
};

/** The four `/confirm/{kind}/complete` screens: what happened, and the next step. */
export const ConfirmPage = () => {
  const { kind } = useParams();
  const [search] = useSearchParams();
  const email = emailFrom(useLocation().state);
  if (!isConfirmKind(kind)) return <Navigate to="/" replace />;
  const confirmation = confirmations[kind];

  // After activation the sign-in keeps the link's redirect and params (spec §2).
  const path = (target: Confirmation['action']['to']) => {
    if (target === 'recovery') return '/recovery';
    if (target === 'home') return '/';
    const redirect = search.get('redirect');
    if (!redirect) return '/login';
    const params = search.get('params');
    return `/login?${new URLSearchParams({ redirect, ...(params ? { params } : {}) }).toString()}`;
  };
  const Icon = kind === 'registration' || kind === 'recovery' ? MarkEmailReadOutlinedIcon : CheckCircleOutlineIcon;

  return (
    <PublicLayout>
      <AuthCard title={confirmation.title} icon={<Icon color="success" sx={{ fontSize: 48 }} aria-hidden />}>
        <Stack spacing={2}>
          <Typography>{confirmation.lead(email)}</Typography>
          <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
            {confirmation.steps.map((step) => (
              <Typography component="li" key={step} color="text.secondary">
                {step}
              </Typography>
            ))}
          </Box>
          <Button
            component={RouterLink}
            to={path(confirmation.action.to)}
            state={email ? { email } : undefined}
            variant="contained"
            size="large"
            fullWidth
          >
            {confirmation.action.label}
          </Button>
          {confirmation.secondary && (
            <Button component={RouterLink} to={path(confirmation.secondary.to)} state={email ? { email } : undefined} fullWidth>
              {confirmation.secondary.label}
            </Button>
          )}
        </Stack>
      </AuthCard>
    </PublicLayout>
  );
};

ConfirmPage.path = '/confirm/:kind/complete';
