import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { usePlanCatalogue } from './plans';
import { durationText, percentText, plansText, type CouponRecord } from './types';
import { formatDateTime } from '@dealbook/domain/shared/dates';

/** `label` is read by react-admin's layouts (SimpleShowLayout) to title the field. */
type FieldProps = { label?: string };

const Text = ({ children, muted = false }: { children: string; muted?: boolean }) => (
  <Typography component="span" variant="body2" color={muted ? 'text.secondary' : 'text.primary'}>
    {children}
  </Typography>
);

export const PercentField = (_props: FieldProps) => {
  const record = useRecordContext<CouponRecord>();
  return record ? <Text>{percentText(record)}</Text> : null;
};

export const DurationField = (_props: FieldProps) => {
  const record = useRecordContext<CouponRecord>();
  return record ? <Text>{durationText(record)}</Text> : null;
};

/** The plans by name once the catalogue has answered (their ids until then). */
export const PlansField = (_props: FieldProps) => {
  const record = useRecordContext<CouponRecord>();
  const { data } = usePlanCatalogue();
  return record ? <Text>{plansText(record.plans ?? [], data?.plans)}</Text> : null;
};

const when = (iso: string) => formatDateTime(iso);

/** 'never', or the time, marked once it has passed: an expired code is refused at checkout. */
export const ExpiryField = (_props: FieldProps) => {
  const record = useRecordContext<CouponRecord>();
  if (!record) return null;
  if (!record.expires_at) return <Text muted>never</Text>;
  const expired = Date.parse(record.expires_at) <= Date.now();
  return (
    <Typography component="span" variant="body2" color={expired ? 'error' : 'text.primary'}>
      {expired ? `${when(record.expires_at)} · expired` : when(record.expires_at)}
    </Typography>
  );
};
