import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { formatTypedNumber, readTypedNumber, usesShorthand } from '@dealbook/domain/shared/typed-number';
import { groupsThousands } from '../../deals/bounds';
import type { FieldSpec } from '../../deals/fields';
import { useReportUnreadable } from './unreadable';

type Props = {
  id: string;
  spec: FieldSpec;
  value: unknown;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  /** Outside the field's bounds, from the form. */
  error?: string;
  readOnly?: boolean;
};

/**
 * A number as dealmakers type it (`24.5M`, `850k`, `$24,500,000`, `6.25%`): read as it is typed, shown
 * grouped in thousands once left. Text that is not a number stays on screen with its error at the field,
 * and the form is told (unreadable.tsx), so nothing saves the number it last held in its place.
 */
export function NumberInput({ id, spec, value, onChange, onBlur, error, readOnly }: Props) {
  const report = useReportUnreadable();
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typeof value === 'number' ? formatTypedNumber(value, spec.grouped ?? groupsThousands(spec.key)) : '';
  const read = typed === null ? null : readTypedNumber(typed);
  const unreadable = read && !read.ok ? read.message : undefined;
  useEffect(() => () => report(id, null), [id, report]);

  const readAs = read?.ok && read.value !== null && typed !== null && usesShorthand(typed) ? `Read as ${shown}` : undefined;
  return (
    <TextField
      id={id}
      fullWidth
      size="small"
      label={spec.label}
      value={typed ?? shown}
      error={Boolean(error ?? unreadable)}
      helperText={error ?? unreadable ?? readAs ?? spec.help}
      onFocus={() => setTyped(typed ?? shown)}
      onChange={(event) => {
        const text = event.target.value;
        setTyped(text);
        const next = readTypedNumber(text);
        if (!next.ok) return report(id, { label: spec.label, message: next.message });
        report(id, null);
        onChange(next.value);
      }}
      onBlur={() => {
        if (unreadable) return;
        setTyped(null);
        onBlur?.();
      }}
      slotProps={{ input: { readOnly }, htmlInput: { inputMode: 'decimal', 'aria-invalid': Boolean(error ?? unreadable) } }}
    />
  );
}
