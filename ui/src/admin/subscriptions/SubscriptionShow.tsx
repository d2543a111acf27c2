import { DateField, FunctionField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { DiscountField, PriceField, SubscriberField, SubscriptionStatusField } from './SubscriptionFields';
import { termLabel, type SubscriptionRecord } from './types';

const SubscriptionTitle = () => {
  const record = useRecordContext<SubscriptionRecord>();
  return <span>{record ? `Subscription · ${record.email ?? record.user_id}` : 'Subscription'}</span>;
};

export const SubscriptionShow = ({ id }: { id?: string }) => (
  <Show id={id} title={<SubscriptionTitle />}>
    <SimpleShowLayout>
      <SubscriberField label="Subscriber" />
      <SubscriptionStatusField label="Status" />
      <TextField source="plan_name" label="Plan" emptyText="—" />
      <TextField source="plan_id" label="Plan id" emptyText="—" />
      <FunctionField<SubscriptionRecord> source="term" label="Term" render={(record) => termLabel(record.term)} />
      <PriceField label="Price" />
      <DiscountField label="Coupon / referral" />
      <DateField source="started_at" label="Started" showTime />
      <DateField source="trial_end" label="Trial end" showTime emptyText="—" />
      <DateField source="current_period_end" label="Period end" showTime emptyText="—" />
      <DateField source="canceled_at" label="Cancelled at" showTime emptyText="—" />
      <DateField source="updated_at" label="Updated" showTime />
      <TextField source="user_id" label="User id" />
      <TextField source="id" label="Subscription id" />
    </SimpleShowLayout>
  </Show>
);
