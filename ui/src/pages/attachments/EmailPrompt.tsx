import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { looksLikeEmail } from './failures';

type Props = {
  busy: boolean;
  /** The server's verdict on the last address sent, e.g. "This email address is not valid." */
  error: string | null;
  onSubmit: (email: string) => void;
  initial?: string;
  submitLabel?: string;
};

/** The required email prompt of a restricted file or data room (the requirements "Data-room email prompt is required"). */
export function EmailPrompt({ busy, error, onSubmit, initial = '', submitLabel = 'Continue' }: Props) {
  const [email, setEmail] = useState(initial);
  const [local, setLocal] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (value === '') return setLocal('Enter your email address.');
    if (!looksLikeEmail(value)) return setLocal('This email address is not valid.');
    setLocal(null);
    onSubmit(value);
  };
  const shown = local ?? error;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        required
        fullWidth
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={shown !== null}
        helperText={shown ?? 'The address the deal’s owner gave access to.'}
        slotProps={{ htmlInput: { maxLength: 320 } }}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
