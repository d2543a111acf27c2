import type { MouseEvent } from 'react';
import { Chip, Link, Typography } from '@mui/material';
import { LinkBase, useCreatePath, useRecordContext } from 'react-admin';
import { discountText, priceText, statusFilters, subscriptionStatus, type SubscriptionRecord } from './types';
import { StatusChips } from '../StatusChips';

/** `label` is read by react-admin's layouts (SimpleShowLayout) to title the field. */
type FieldProps = { label?: string };

export const SubscriptionStatusField = (_props: FieldProps) => {
  const record = useRecordContext<SubscriptionRecord>();
  if (!record) return null;
  const status = subscriptionStatus[record.status] ?? { label: record.status, color: 'default' as const, meaning: undefined };
  const color = status.color ?? 'default';
  return (
    <Chip size="small" label={status.label} title={status.meaning} color={color} variant={color === 'default' ? 'outlined' : 'filled'} />
  );
};

/** The subscriber's email, opening their account; the click must not also open the row. */
export const SubscriberField = (_props: FieldProps) => {
  const record = useRecordContext<SubscriptionRecord>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link
      component={LinkBase}
      to={createPath({ resource: 'users', id: record.user_id, type: 'show' })}
      onClick={(e: MouseEvent) => e.stopPropagation()}
      variant="body2"
    >
      {record.email ?? record.user_id}
    </Link>
  );
};

export const PriceField = (_props: FieldProps) => {
  const record = useRecordContext<SubscriptionRecord>();
  return record ? (
    <Typography component="span" variant="body2">
      {priceText(record)}
    </Typography>
  ) : null;
};

export const DiscountField = (_props: FieldProps) => {
  const record = useRecordContext<SubscriptionRecord>();
  if (!record) return null;
  const text = discountText(record);
  return (
    <Typography component="span" variant="body2" color={text ? 'text.primary' : 'text.secondary'}>
      {text || '—'}
    </Typography>
  );
};

/** One click narrows the list to a status; "All" shows every subscription again. */
export const StatusQuickFilters = () => (
  <StatusChips
    choices={statusFilters.map((f) => ({ ...f, title: f.status ? subscriptionStatus[f.status].meaning : 'Every subscription' }))}
  />
);
