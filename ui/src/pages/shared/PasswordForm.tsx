import { useState, type FormEvent } from 'react';
import { Button, IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { hasProblems, passwordProblems, passwordRule, type PasswordProblems } from '../../identity/password';

type Props = {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (password: string) => void;
};

/** New password and its confirmation, shared by the reset and activation screens. Enter submits. */
export function PasswordForm({ submitLabel, pendingLabel, pending, onSubmit }: Props) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [visible, setVisible] = useState(false);
  const [problems, setProblems] = useState<PasswordProblems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordProblems(password, confirmation);
    setProblems(found);
    if (!hasProblems(found)) onSubmit(password);
  };

  const toggle = (
    <InputAdornment position="end">
      <IconButton onClick={() => setVisible((v) => !v)} aria-label={visible ? 'Hide password' : 'Show password'} edge="end">
        {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
    </InputAdornment>
  );

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={submitLabel}>
      <TextField
        label="New password"
        type={visible ? 'text' : 'password'}
        name="new-password"
        autoComplete="new-password"
        required
        autoFocus
        fullWidth
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(problems.password)}
        helperText={problems.password ?? passwordRule}
        slotProps={{ input: { endAdornment: toggle } }}
      />
      <TextField
        label="Confirm new password"
        type={visible ? 'text' : 'password'}
        name="confirm-password"
        autoComplete="new-password"
        required
        fullWidth
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={Boolean(problems.confirmation)}
        helperText={problems.confirmation ?? ' '}
      />
      <Button type="submit" variant="contained" size="large" disabled={pending} fullWidth>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </Stack>
  );
}
