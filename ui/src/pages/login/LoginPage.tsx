import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { authProvider, safeRedirect } from '../../providers/authProvider';
import { signInFailure } from '../../identity/failures';
import { AuthCard } from '../shared/AuthCard';
import { PublicLayout } from '../shared/PublicLayout';
import { useRedirectWhenSignedIn } from '../shared/session';
import { LoginFailedDialog, type LoginFailure } from './LoginFailedDialog';

const emailFrom = (state: unknown) => {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
};

export const LoginPage = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const target = safeRedirect(search.get('redirect'), search.get('params'));
  const [email, setEmail] = useState(() => emailFrom(location.state));
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  useRedirectWhenSignedIn(target);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await authProvider.login({ email: email.trim(), password });
      navigate(target, { replace: true });
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      setFailure({ message: signInFailure(error), lockedOut: status === 429 });
      setPending(false);
    }
  };

  const tryAgain = () => {
    setFailure(null);
    setPassword('');
  };

  return (
    <PublicLayout actions={<span />}>
      <AuthCard title="Sign in">
        {search.get('redirect')?.startsWith('/admin') && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Sign in with an administrator or auditor account to open the admin area.
          </Alert>
        )}
        {/* A real form, so Enter in either field submits. */}
        <Stack component="form" spacing={2} onSubmit={submit} aria-label="Sign in">
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            required
            autoFocus={email === ''}
            fullWidth
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            autoFocus={email !== ''}
            fullWidth
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" variant="contained" size="large" disabled={pending} fullWidth>
            {pending ? 'Signing in…' : 'Sign in'}
          </Button>
          <Link component={RouterLink} to="/recovery" state={{ email: email.trim() }} variant="body2" sx={{ alignSelf: 'center' }}>
            Forgot your password or lost the activation email?
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            New to Dealbook?{' '}
            <Link component={RouterLink} to="/#register">
              Create an account
            </Link>
          </Typography>
        </Stack>
      </AuthCard>
      <LoginFailedDialog
        failure={failure}
        onReset={() => navigate('/recovery', { state: { email: email.trim() } })}
        onTryAgain={tryAgain}
      />
    </PublicLayout>
  );
};

LoginPage.path = '/login';
