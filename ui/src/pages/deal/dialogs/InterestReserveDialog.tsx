import { useMemo, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Stack, Typography } from '@mui/material';
import { timeUnits } from '@dealbook/domain/catalog/options';
import { formatCurrency, monthsInWords } from '@dealbook/domain/calc/display';
import { isAmountAsPercent } from '@dealbook/domain/calc/financing';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import type { FieldSpec } from '../../../deals/fields';
import { listItemNames } from '../../../deals/labels';
import {
  RESERVE_RESET_TOAST,
  applyReserve,
  cappedPeriod,
  derivedReserve,
  loanAt,
  reserveNeedsPrompt,
  resetReserve,
  withLoan,
  type LoanItem,
  type ReserveList,
} from '../../../calc/reserve';
import { useToast } from '../../shared/toast';
import { FieldInput } from '../FieldInput';

/** The principal as the item enters it (a percent of capitalization, or its dollar override), then the reserve inputs. */
const fieldsOf = (loan: LoanItem): FieldSpec[] => [
  isAmountAsPercent(loan)
    ? { key: 'amount_percent', label: 'Loan to value (% of capitalization)', kind: 'number' }
    : { key: 'amount_dollar', label: 'Loan amount ($)', kind: 'number' },
  { key: 'interest_rate', label: 'Interest rate (% a year)', kind: 'number' },
  {
    key: 'reserves_average_balance_percent',
    label: 'Average balance (%)',
    kind: 'number',
    help: 'Share of the loan outstanding on average; default 65.',
  },
  { key: 'reserves_period', label: 'Reserve period', kind: 'number', help: 'Default: the construction period.' },
  { key: 'reserves_period_time_units', label: 'Reserve period units', kind: 'select', options: timeUnits },
  { key: 'reserves', label: 'Interest reserve ($)', kind: 'number' },
];

type Props = {
  deal: Partial<Deal>;
  list: ReserveList;
  index: number;
  readOnly: boolean;
  onClose: () => void;
  onApply: (deal: Partial<Deal>) => void;
};

/** One loan item's debt interest reserve, derived on the whole deal by the engine. */
export function InterestReserveDialog({ deal, list, index, readOnly, onClose, onApply }: Props) {
  const notify = useToast();
  const [loan, setLoan] = useState<LoanItem>(() => loanAt(deal, list, index) ?? ({ item_id: '' } as LoanItem));
  const reserve = useMemo(() => derivedReserve(deal, list, index, loan, new Date()), [deal, list, index, loan]);
  const prompt = reserve !== null && reserve.alert === null && reserveNeedsPrompt(loan, reserve);
  const capped = reserve && !reserve.alert ? cappedPeriod(loan, reserve) : null;
  const name = loan.name?.trim() || `${listItemNames[list] ?? 'Loan'} ${index + 1}`;
  const titleId = `reserve-title-${list}-${index}`;
  const done = (next: LoanItem) => {
    onApply(withLoan(deal, list, index, next));
    onClose();
  };
  const edit = (key: string, value: unknown) =>
    setLoan({
      ...loan,
      [key]: value,
      ...(key === 'amount_percent' ? { amount_as_percent: true } : key === 'amount_dollar' ? { amount_as_percent: false } : {}),
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Debt interest reserve: {name}</DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={1.5}>
          {fieldsOf(loan).map((spec) => (
            <Grid key={spec.key} size={{ xs: 12, sm: 6 }}>
              <FieldInput
                spec={spec}
                idPrefix={`reserve-${list}-${index}-`}
                value={(loan as Record<string, unknown>)[spec.key]}
                onChange={(value) => edit(spec.key, value)}
                readOnly={readOnly}
              />
            </Grid>
          ))}
        </Grid>
        {reserve?.alert ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            <AlertTitle>{reserve.alert.title}</AlertTitle>
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
              {capped !== null && (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  The {monthsInWords(capped)} entered is capped at the maximum reserve period.
                </Typography>
              )}
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
        <Button onClick={onClose}>{readOnly ? 'Close' : 'Cancel'}</Button>
        {!readOnly && reserve && !reserve.alert && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            {prompt ? (
              <>
                <Button variant="outlined" onClick={() => done(applyReserve(loan, reserve, false))}>
                  No, Keep Original Values
                </Button>
                <Button variant="contained" onClick={() => done(applyReserve(loan, reserve, true))}>
                  Yes, Please Update Values
                </Button>
              </>
            ) : (
              <Button variant="contained" onClick={() => done(applyReserve(loan, reserve, true))}>
                Apply
              </Button>
            )}
          </Stack>
        )}
      </DialogActions>
    </Dialog>
  );
}
