import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Stack, Typography } from '@mui/material';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { formatCurrency } from '@dealbook/domain/calc/display';
import {
  applyPatch,
  derivedValue,
  dialogTargets,
  needsPrompt,
  resetPatch,
  typedValue,
  type DialogKind,
  type Patch,
} from '../../../calc/dialogs';
import { useToast } from '../../shared/toast';
import { FieldInput } from '../FieldInput';
import { dialogFields } from './dialogFields';

type Props = {
  kind: DialogKind;
  component: SubProperty;
  index: number;
  readOnly: boolean;
  onClose: () => void;
  onApply: (patch: Partial<SubProperty>) => void;
};

const show = (kind: DialogKind, value: number, c: SubProperty) =>
  kind === 'area'
    ? `${value.toLocaleString('en-US')} ${c.project_size_units && c.project_size_units !== 'units' ? c.project_size_units : 'SF'}`
    : formatCurrency(value);

/**
 * A dialog that feeds a derived value (spec 2 section 2): its inputs, the value the engine derives from them,
 * and, when a value was typed that differs, the choice to update it or keep it.
 */
export function DerivedValueDialog({ kind, component, index, readOnly, onClose, onApply }: Props) {
  const notify = useToast();
  // Mounted on opening, so the draft starts from the component as it is then.
  const [draft, setDraft] = useState<SubProperty>(component);
  const target = dialogTargets[kind];
  const derived = derivedValue(kind, draft);
  const typed = typedValue(kind, draft);
  const prompt = needsPrompt(kind, draft);
  const inputs = (): Patch => Object.fromEntries(dialogFields[kind].map((f) => [f.key, (draft as Record<string, unknown>)[f.key] ?? null]));
  const apply = (update: boolean) => {
    onApply({ ...inputs(), ...applyPatch(kind, draft, update) } as Partial<SubProperty>);
    onClose();
  };
  const reset = () => {
    const { patch, toast } = resetPatch(kind, draft);
    notify(toast, patch ? 'success' : 'warning');
    if (!patch) return;
    onApply(patch as Partial<SubProperty>);
    onClose();
  };
  const titleId = `derived-${kind}-title`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {target.title}: {component.name || `Component ${index + 1}`}
      </DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={1.5}>
          {dialogFields[kind].map((spec) => (
            <Grid key={spec.key} size={{ xs: 12, sm: 6 }}>
              <FieldInput
                spec={spec}
                idPrefix={`d${index}-`}
                value={(draft as Record<string, unknown>)[spec.key]}
                onChange={(value) => setDraft({ ...draft, [spec.key]: value })}
                readOnly={readOnly}
              />
            </Grid>
          ))}
        </Grid>
        <Box role="status" aria-label={`Calculated ${target.label}`} sx={{ mt: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography variant="caption" color="text.secondary">
            Calculated {target.label.toLowerCase()}
          </Typography>
          <Typography variant="h6">{show(kind, derived, draft)}</Typography>
          {typed !== null && (
            <Typography variant="body2" color="text.secondary">
              Entered: {show(kind, typed, draft)}
            </Typography>
          )}
        </Box>
        {prompt && !readOnly && (
          <Alert severity="info" sx={{ mt: 2 }}>
            The entered {target.label.toLowerCase()} differs from the calculated one. Update it with the calculated value?
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {!readOnly && (
          <Button color="warning" onClick={reset} sx={{ mr: 'auto' }}>
            Reset inputs
          </Button>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          <Button onClick={onClose}>{readOnly ? 'Close' : 'Cancel'}</Button>
          {!readOnly &&
            (prompt ? (
              <>
                <Button variant="outlined" onClick={() => apply(false)}>
                  No, Keep Original Values
                </Button>
                <Button variant="contained" onClick={() => apply(true)}>
                  Yes, Please Update Values
                </Button>
              </>
            ) : (
              <Button variant="contained" onClick={() => apply(true)}>
                Apply
              </Button>
            ))}
        </Stack>
      </DialogActions>
    </Dialog>
  );
}
