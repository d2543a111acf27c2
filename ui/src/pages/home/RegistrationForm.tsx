import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { ACTIVATION_TOKEN_TTL_MS } from '@dealbook/domain/identity/limits';
import { identityApi, type AccountType, type IdentityApi } from '../../identity/api';
import { registrationFailure } from '../../identity/failures';
import {
  accountTypes,
  emptyRegistration,
  policies,
  registrationPayload,
  registrationProblems,
  type PolicyKey,
  type RegistrationForm as Form,
  type RegistrationProblems,
} from '../../identity/registration';
import { MessageDialog } from '../shared/MessageDialog';

const activationDays = ACTIVATION_TOKEN_TTL_MS / (24 * 60 * 60 * 1000);

/** The sign-up form of the home page (spec §2, §5, §8). */
export function RegistrationForm({ api = identityApi }: { api?: Pick<IdentityApi, 'register'> }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(emptyRegistration);
  const [problems, setProblems] = useState<RegistrationProblems>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<DialogText | null>(null);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => ({ ...current, [key]: value }));
  const consent = (key: PolicyKey, value: boolean) => set('consents', { ...form.consents, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = registrationProblems(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const payload = registrationPayload(form);
    try {
      await api.register(payload);
      navigate('/confirm/registration/complete', { state: { email: payload.email } });
    } catch (error) {
      setFailure(registrationFailure(error));
      setPending(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Create your account">
      <Stack spacing={2}>
        <TextField
          label="Work email"
          type="email"
          name="email"
          autoComplete="email"
          required
          fullWidth
          value={form.email}
          onChange={(event) => set('email', event.target.value)}
          error={Boolean(problems.email)}
          helperText={problems.email}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="First name"
            name="first_name"
            autoComplete="given-name"
            fullWidth
            value={form.first_name}
            onChange={(event) => set('first_name', event.target.value)}
          />
          <TextField
            label="Last name"
            name="last_name"
            autoComplete="family-name"
            fullWidth
            value={form.last_name}
            onChange={(event) => set('last_name', event.target.value)}
          />
        </Stack>
        <TextField
          select
          label="I am a…"
          name="type"
          fullWidth
          value={form.type}
          onChange={(event) => set('type', event.target.value as AccountType)}
          helperText={accountTypes.find((t) => t.value === form.type)?.description}
        >
          {accountTypes.map((type) => (
            <MenuItem key={type.value} value={type.value} disabled={type.disabled}>
              {type.label}
              {type.disabled ? ' (coming later)' : ''}
            </MenuItem>
          ))}
        </TextField>
        <FormControl component="fieldset" error={Boolean(problems.consents)} variant="standard">
          <FormLabel component="legend" sx={{ mb: 0.5, fontSize: '0.875rem' }}>
            To create an account, I agree to Dealbook’s:
          </FormLabel>
          {policies.map((policy) => (
            <FormControlLabel
              key={policy.key}
              control={
                <Checkbox
                  checked={form.consents[policy.key]}
                  onChange={(event) => consent(policy.key, event.target.checked)}
                  name={policy.key}
                  size="small"
                />
              }
              label={<Typography variant="body2">{policy.label}</Typography>}
            />
          ))}
          {problems.consents && <FormHelperText>{problems.consents}</FormHelperText>}
        </FormControl>
        <Button type="submit" variant="contained" size="large" disabled={pending} fullWidth>
          {pending ? 'Creating your account…' : 'Create account'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          We will email you a link to set your password; it is valid for {activationDays} days. Already registered?{' '}
          <Link component={RouterLink} to="/login">
            Sign in
          </Link>
        </Typography>
      </Stack>
      <MessageDialog text={failure} onClose={() => setFailure(null)} state={{ email: form.email.trim() }} />
    </Box>
  );
}
