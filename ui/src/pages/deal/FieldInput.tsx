import { Box, Checkbox, FormControlLabel, IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import type { FieldSpec } from '../../deals/fields';
import { NumberInput } from './NumberInput';

type Props = {
  spec: FieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  error?: string;
  readOnly?: boolean;
  /** Opens this field's own history; absent for a deal that was never saved. */
  onHistory?: () => void;
  /** Unique id prefix (components repeat the same keys). */
  idPrefix?: string;
  /** A text's limit: longer input is refused as typed, and a counter shows how much is used. */
  maxLength?: number;
};

/**
 * A typed or pasted text cut at `max` (the input's maxLength does so in browsers; this covers the rest). A
 * longer value kept from before is left to be shortened rather than cut on the first keystroke.
 */
const limited = (raw: string, before: string, max: number | undefined) =>
  max === undefined || raw.length <= max || raw.length < before.length ? raw : raw.slice(0, Math.max(max, before.length));

/** A helper text with the count of characters used on its right, red past the limit. */
const Counted = ({ text, used, max }: { text?: string; used: number; max: number }) => (
  <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
    <span>{text}</span>
    <Box component="span" sx={{ flexShrink: 0, color: used > max ? 'error.main' : undefined }}>
      {used}/{max}
    </Box>
  </Box>
);

/** One input of the entry screen, with its history button beside it. */
export function FieldInput({ spec, value, onChange, onBlur, error, readOnly, onHistory, idPrefix = '', maxLength }: Props) {
  const id = `${idPrefix}${spec.key}`;
  const history = onHistory && (
    <Tooltip title={`History of ${spec.label}`}>
      <IconButton aria-label={`History of ${spec.label}`} onClick={onHistory} size="small" sx={{ mt: spec.kind === 'flag' ? 0 : 1 }}>
        <HistoryIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
  if (spec.kind === 'flag') {
    return (
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <FormControlLabel
          sx={{ flexGrow: 1 }}
          control={
            <Checkbox
              id={id}
              checked={value === true}
              disabled={readOnly}
              onChange={(event) => onChange(event.target.checked)}
              onBlur={onBlur}
            />
          }
          label={spec.label}
        />
        {history}
      </Stack>
    );
  }
  if (spec.kind === 'number') {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <NumberInput id={id} spec={spec} value={value} onChange={onChange} onBlur={onBlur} error={error} readOnly={readOnly} />
        {history}
      </Stack>
    );
  }
  const text = value === null || value === undefined ? '' : String(value);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <TextField
        id={id}
        fullWidth
        size="small"
        label={spec.label}
        value={spec.kind === 'date' ? text.slice(0, 10) : text}
        select={spec.kind === 'select'}
        type={spec.kind === 'date' ? 'date' : 'text'}
        error={Boolean(error)}
        helperText={
          maxLength === undefined ? (error ?? spec.help) : <Counted text={error ?? spec.help} used={text.length} max={maxLength} />
        }
        onChange={(event) => {
          const raw = limited(event.target.value, text, maxLength);
          onChange(raw === '' ? null : raw);
        }}
        onBlur={onBlur}
        slotProps={{
          input: { readOnly },
          htmlInput: maxLength === undefined ? undefined : { maxLength },
          inputLabel: spec.kind === 'date' ? { shrink: true } : undefined,
          select: { onClose: () => onBlur?.() },
        }}
      >
        {spec.kind === 'select' && [
          <MenuItem key="" value="">
            <em>Not set</em>
          </MenuItem>,
          ...(spec.options ?? []).map((option) => (
            <MenuItem key={option.code} value={option.code}>
              {option.label}
            </MenuItem>
          )),
        ]}
      </TextField>
      {history}
    </Stack>
  );
}
