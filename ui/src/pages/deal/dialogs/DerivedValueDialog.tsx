import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { formatCurrency, formatPercent } from '@dealbook/domain/calc/display';
import { projectAreaFactors } from '@dealbook/domain/calc/area';
import type { SubPropertyInput } from '@dealbook/domain/calc/input';
import {
  applyPatch,
  derivedValue,
  dialogTargets,
  inputsPatch,
  needsPrompt,
  resetPatch,
  typedValue,
  type DialogKind,
} from '../../../calc/dialogs';
import { incomeBreakdown, withInput } from '../../../calc/income';
import { useToast } from '../../shared/toast';
import { DialogInputs } from './DialogInputs';
import { IncomeBreakdown } from './IncomeBreakdown';
import { dialogSections, emptyOverrides } from './dialogFields';

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

function AreaFactors({ c }: { c: SubProperty }) {
  const { load, loss } = projectAreaFactors(c as SubPropertyInput);
  return (
    <Typography variant="body2" color="text.secondary">
      Load factor {formatPercent(load)} · loss factor {formatPercent(loss)}
    </Typography>
  );
}

/**
 * A dialog that feeds a derived value: its inputs, the value the engine derives from them,
 * and, when a value was typed that differs, the choice to update it or keep it.
 */
export function DerivedValueDialog({ kind, component, index, readOnly, onClose, onApply }: Props) {
  const notify = useToast();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Mounted on opening, so the draft starts from the component as it is then.
  const [draft, setDraft] = useState<SubProperty>(component);
  const target = dialogTargets[kind];
  const named = target.label.toLowerCase().replace('noi', 'NOI');
  const derived = derivedValue(kind, draft);
  const typed = typedValue(kind, draft);
  const prompt = needsPrompt(kind, draft);
  // An override switched on and left empty would be applied as 0%: Apply waits for it.
  const unset = emptyOverrides(dialogSections[kind], draft as Record<string, unknown>);
  const noiKind = kind === 'stabilized_noi' ? 'stabilized' : kind === 'interim_noi' ? 'interim' : null;
  const apply = (update: boolean) => {
    onApply({ ...inputsPatch(kind, component, draft), ...applyPatch(kind, draft, update) } as Partial<SubProperty>);
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
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {target.title}: {component.name || `Component ${index + 1}`}
      </DialogTitle>
      <DialogContent dividers>
        <DialogInputs
          sections={dialogSections[kind]}
          draft={draft as Record<string, unknown>}
          idPrefix={`d${index}-`}
          readOnly={readOnly}
          onChange={(key, value) => setDraft(withInput(draft, key, value))}
        />
        <Box role="status" aria-label={`Calculated ${target.label}`} sx={{ mt: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
            Calculated {named}
            {noiKind && ' (annual)'}
          </Typography>
          {noiKind && <IncomeBreakdown breakdown={incomeBreakdown(noiKind, draft)} />}
          {kind === 'area' && <AreaFactors c={draft} />}
          <Typography variant="h6">{show(kind, derived, draft)}</Typography>
          {typed !== null && (
            <Typography variant="body2" color="text.secondary">
              Entered: {show(kind, typed, draft)}
            </Typography>
          )}
        </Box>
        {unset.length > 0 && !readOnly && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            Enter the {unset.join(' and ')} override, or switch it off, before applying.
          </Alert>
        )}
        {prompt && !readOnly && (
          <Alert severity="info" sx={{ mt: 2 }}>
            The entered {named} differs from the calculated one. Update it with the calculated value?
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {!readOnly && (
          <Button color="warning" onClick={reset} sx={{ mr: 'auto' }}>
            Reset inputs
          </Button>
        )}
        <Stack
          direction={{ xs: prompt ? 'column' : 'row', sm: 'row' }}
          spacing={1}
          sx={{ width: { xs: prompt ? '100%' : 'auto', sm: 'auto' } }}
        >
          <Button onClick={onClose}>{readOnly ? 'Close' : 'Cancel'}</Button>
          {!readOnly &&
            (prompt ? (
              <>
                <Button variant="outlined" onClick={() => apply(false)} disabled={unset.length > 0}>
                  No, Keep Original Values
                </Button>
                <Button variant="contained" onClick={() => apply(true)} disabled={unset.length > 0}>
                  Yes, Please Update Values
                </Button>
              </>
            ) : (
              <Button variant="contained" onClick={() => apply(true)} disabled={unset.length > 0}>
                Apply
              </Button>
            ))}
        </Stack>
      </DialogActions>
    </Dialog>
  );
}
