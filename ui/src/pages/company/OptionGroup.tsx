import { memo } from 'react';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Typography } from '@mui/material';
import type { StrategyOption } from '@dealbook/domain/matching/selection';

type Props = {
  /** The group's key, passed back with each toggle (so one stable handler serves every group). */
  name: string;
  label: string;
  options: StrategyOption[];
  onToggle: (name: string, value: string) => void;
  readOnly: boolean;
  /** A smaller legend, for a group inside a group (the horizons per asset class). */
  nested?: boolean;
};

/**
 * One group of a strategy as checkboxes under its label; nothing checked states no preference. Memoized: an
 * edit re-renders only the group whose options changed.
 */
export const OptionGroup = memo(function OptionGroup({ name, label, options, onToggle, readOnly, nested = false }: Props) {
  const none = options.every((o) => !o.selected);
  return (
    <FormControl component="fieldset" sx={{ minWidth: 0, width: '100%' }}>
      <FormLabel
        component="legend"
        sx={{ color: 'text.primary', fontWeight: nested ? 400 : 600, fontSize: nested ? '0.9rem' : undefined, mb: 0.5 }}
      >
        {label}
        {none && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            · no preference
          </Typography>
        )}
      </FormLabel>
      <FormGroup row sx={{ columnGap: 1 }}>
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            sx={{ mr: 1, minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
            control={<Checkbox size="small" checked={o.selected} disabled={readOnly} onChange={() => onToggle(name, o.value)} />}
            label={o.label}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
});
