import { useMemo, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Stack, Typography } from '@mui/material';
import { timeUnits } from '@dealbook/domain/catalog/options';
import { formatCurrency, monthsInWords } from '@dealbook/domain/calc/display';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import type { FieldSpec } from '../../../deals/fields';
import { newItemId } from '../../../deals/form';
import {
  RESERVE_RESET_TOAST,
  applyReserve,
  derivedReserve,
  reserveNeedsPrompt,
  resetReserve,
  seniorLoanOf,
  withSeniorLoan,
  type SeniorLoan,
} from '../../../calc/reserve';
import { useToast } from '../../shared/toast';
import { FieldInput } from '../FieldInput';

const fields: FieldSpec[] = [
  { key: 'amount_percent', label: 'Loan to value (% of capitalization)', kind: 'number' },
  { key: 'interest_rate', label: 'Interest rate (% a year)', kind: 'number' },
  { key: 'reserves_average_balance_percent', label: 'Average balance outstanding (%, default 65)', kind: 'number' },
  { key: 'reserves_period', label: 'Reserve period', kind: 'number', help: 'Default: the construction period.' },
  { key: 'reserves_period_time_units', label: 'Reserve period units', kind: 'select', options: timeUnits },
  { key: 'reserves', label: 'Interest reserve ($)', kind: 'number' },
];

type Props = { deal: Partial<Deal>; readOnly: boolean; onClose: () => void; onApply: (deal: Partial<Deal>) => void };

/** The senior loan's debt interest reserve (spec 2 section 2), derived on the whole deal by the engine. */
export function InterestReserveDialog({ deal, readOnly, onClose, onApply }: Props) {
  const notify = useToast();
  const [loan, setLoan] = useState<SeniorLoan>(() => seniorLoanOf(deal, newItemId));
  const reserve = useMemo(() => derivedReserve(deal, loan, new Date()), [deal, loan]);
  const prompt = reserve !== null && reserve.alert === null && reserveNeedsPrompt(loan, reserve);
  const done = (next: SeniorLoan) => {
    onApply(withSeniorLoan(deal, next));
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reserve-title">
      <DialogTitle id="reserve-title">Debt interest reserve: senior loan</DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={1.5}>
          {fields.map((spec) => (
            <Grid key={spec.key} size={{ xs: 12, sm: 6 }}>
              <FieldInput
                spec={spec}
                idPrefix="reserve-"
                value={(loan as Record<string, unknown>)[spec.key]}
                onChange={(value) =>
                  setLoan({ ...loan, [spec.key]: value, ...(spec.key === 'amount_percent' ? { amount_as_percent: true } : {}) })
                }
                readOnly={readOnly}
              />
            </Grid>
          ))}
        </Grid>
        {reserve?.alert ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {reserve.alert.message}
          </Alert>
        ) : (
          reserve && (
            <Box role="status" aria-label="Calculated interest reserve" sx={{ mt: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
              <Typography variant="caption" color="text.secondary">
                Calculated interest reserve
              </Typography>
              <Typography variant="h6">{formatCurrency(reserve.amount)}</Typography>
              <Typography variant="body2" color="text.secondary">
                Max loan {formatCurrency(reserve.max_loan)} × {reserve.average_balance_percent}% average balance, over{' '}
                {monthsInWords(reserve.period_months)} (at most {monthsInWords(reserve.max_period_months)}).
              </Typography>
            </Box>
          )
        )}
        {prompt && !readOnly && (
          <Alert severity="info" sx={{ mt: 2 }}>
            The entered interest reserve differs from the calculated one. Update it with the calculated value?
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {!readOnly && (
          <Button
            color="warning"
            sx={{ mr: 'auto' }}
            onClick={() => {
              notify(RESERVE_RESET_TOAST, 'success');
              done(resetReserve(loan));
            }}
          >
            Reset inputs
          </Button>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          <Button onClick={onClose}>{readOnly ? 'Close' : 'Cancel'}</Button>
          {!readOnly && reserve && !reserve.alert && prompt && (
            <>
              <Button variant="outlined" onClick={() => done(applyReserve(loan, reserve, false))}>
                No, Keep Original Values
              </Button>
              <Button variant="contained" onClick={() => done(applyReserve(loan, reserve, true))}>
                Yes, Please Update Values
              </Button>
            </>
          )}
          {!readOnly && reserve && !reserve.alert && !prompt && (
            <Button variant="contained" onClick={() => done(applyReserve(loan, reserve, true))}>
              Apply
            </Button>
          )}
        </Stack>
      </DialogActions>
    </Dialog>
  );
}
