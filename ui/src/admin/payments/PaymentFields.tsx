import type { MouseEvent } from 'react';
import { Box, Chip, Link, Typography } from '@mui/material';
import { LinkBase, useCreatePath, useRecordContext } from 'react-admin';
import { amountText, payerOf, paymentStatus, statusFilters, type PaymentRecord } from './types';
import { StatusChips } from '../StatusChips';

/** `label` is read by react-admin's layouts to title the field. */
type FieldProps = { label?: string };

/** An account's email opening it; the click must not also act on the row. */
function AccountLink({ id, email }: { id: string; email: string | null }) {
  const createPath = useCreatePath();
  return (
    <Link
      component={LinkBase}
      to={createPath({ resource: 'users', id, type: 'show' })}
      onClick={(e: MouseEvent) => e.stopPropagation()}
      variant="body2"
    >
      {email ?? id}
    </Link>
  );
}

export const HolderField = (_props: FieldProps) => {
  const record = useRecordContext<PaymentRecord>();
  return record ? <AccountLink id={record.user_id} email={record.email} /> : null;
};

/** The payer, only when someone else paid (a team plan); a dash otherwise. */
export const PayerField = (_props: FieldProps) => {
  const record = useRecordContext<PaymentRecord>();
  if (!record) return null;
  return payerOf(record) ? (
    <AccountLink id={record.paid_by} email={record.paid_by_email} />
  ) : (
    <Typography component="span" variant="body2" color="text.secondary">
      —
    </Typography>
  );
};

export const AmountField = (_props: FieldProps) => {
  const record = useRecordContext<PaymentRecord>();
  return record ? (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {amountText(record.amount)}
    </Typography>
  ) : null;
};

/** Paid or Failed; a failed charge says why under its chip. */
export const PaymentStatusField = (_props: FieldProps) => {
  const record = useRecordContext<PaymentRecord>();
  if (!record) return null;
  const status = paymentStatus[record.status] ?? { label: record.status, color: 'default' as const };
  return (
    <Box>
      <Chip size="small" label={status.label} color={status.color} variant={record.status === 'paid' ? 'outlined' : 'filled'} />
      {record.status === 'failed' && record.message && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          {record.message}
        </Typography>
      )}
    </Box>
  );
};

/** One click narrows the list to paid or failed charges; "All" shows every one again. */
export const PaymentStatusFilters = () => <StatusChips choices={statusFilters} />;
