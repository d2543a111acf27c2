import { Checkbox, FormControlLabel, IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import type { FieldSpec } from '../../deals/fields';

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
};

const toNumber = (raw: string) => (raw.trim() === '' ? null : Number(raw));

/** One input of the entry screen, with its history button beside it. */
export function FieldInput({ spec, value, onChange, onBlur, error, readOnly, onHistory, idPrefix = '' }: Props) {
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
        type={spec.kind === 'number' ? 'number' : spec.kind === 'date' ? 'date' : 'text'}
        error={Boolean(error)}
        helperText={error ?? spec.help}
        onChange={(event) => {
          const raw = event.target.value;
          if (spec.kind === 'number') onChange(toNumber(raw));
          else onChange(raw === '' ? null : raw);
        }}
        onBlur={onBlur}
        slotProps={{
          input: { readOnly },
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
