import { useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';

type Props = {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  readOnly: boolean;
  error?: boolean;
  helperText?: string;
  placeholder?: string;
};

const shown = (value: number | null) => (value === null ? '' : value.toLocaleString('en-US'));

/** Whole dollars, shown with thousands separators; empty is `null`. Anything but digits is dropped as typed. */
export const readDollars = (text: string): number | null => {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
};

/**
 * While typing, the text stays as typed (no caret jumps from inserted commas); it is shown formatted otherwise,
 * and whenever the value changes from outside (a revert), since the typed text then no longer reads as it.
 */
export function MoneyField({ label, value, onChange, readOnly, error, helperText, placeholder }: Props) {
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed !== null && readDollars(typed) === value ? typed : shown(value);
  return (
    <TextField
      label={label}
      value={text}
      onChange={(e) => {
        // Only what an amount is written with stays: digits, separators and the dollar sign.
        const kept = e.target.value.replace(/[^\d,$\s]/g, '');
        setTyped(kept);
        onChange(readDollars(kept));
      }}
      onBlur={() => setTyped(null)}
      error={error}
      helperText={helperText}
      placeholder={placeholder}
      fullWidth
      slotProps={{
        input: { readOnly, startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 20 },
      }}
    />
  );
}
