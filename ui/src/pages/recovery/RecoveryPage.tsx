import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Button, Link, Stack, TextField } from '@mui/material';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { identityApi } from '../../identity/api';
import { forgotPasswordFailure } from '../../identity/failures';
import { looksLikeEmail } from '../../identity/registration';
import { AuthCard } from '../shared/AuthCard';
import { MessageDialog } from '../shared/MessageDialog';
import { PublicLayout } from '../shared/PublicLayout';

const emailFrom = (state: unknown) => {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
};

/** One form for both a forgotten password and a lost activation email: the server sends whichever fits. */
export const RecoveryPage = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState(() => emailFrom(location.state));
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<DialogText | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!looksLikeEmail(trimmed)) {
      setProblem(trimmed === '' ? 'Enter the email address of your account.' : 'Enter a complete email address, like name@company.com.');
      return;
    }
    setProblem(null);
    setPending(true);
    try {
      await identityApi.forgotPassword(trimmed);
      navigate('/confirm/recovery/complete', { state: { email: trimmed } });
    } catch (error) {
      setFailure(forgotPasswordFailure(error));
      setPending(false);
    }
  };

  return (
    <PublicLayout>
      <AuthCard
        title="Reset password or activate"
        intro="Enter the email address of your account. If it is active, we will send you a link to choose a new password (valid for 1 hour). If you never activated it, we will send a new activation link instead."
      >
        <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Request a reset or activation email">
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            autoFocus
            fullWidth
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={problem !== null}
            helperText={problem ?? ' '}
          />
          <Button type="submit" variant="contained" size="large" disabled={pending} fullWidth>
            {pending ? 'Sending…' : 'Send me a link'}
          </Button>
          <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
            Back to sign in
          </Link>
        </Stack>
      </AuthCard>
      <MessageDialog text={failure} onClose={() => setFailure(null)} />
    </PublicLayout>
  );
};

RecoveryPage.path = '/recovery';
