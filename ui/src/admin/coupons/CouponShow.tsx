import { DateField, ReferenceField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { DurationField, ExpiryField, PercentField, PlansField } from './CouponFields';
import type { CouponRecord } from './types';

const CouponTitle = () => {
  const record = useRecordContext<CouponRecord>();
  return <span>{record ? `Coupon ${record.id}` : 'Coupon'}</span>;
};

export const CouponShow = ({ id }: { id?: string }) => (
  <Show id={id} title={<CouponTitle />}>
    <SimpleShowLayout>
      <TextField source="id" label="Code" />
      <PercentField label="Discount" />
      <DurationField label="Duration" />
      <PlansField label="Plans" />
      <ExpiryField label="Expires" />
      <DateField source="at" label="Created" showTime />
      <ReferenceField source="by" reference="users" label="Created by" link="show">
        <TextField source="email" />
      </ReferenceField>
    </SimpleShowLayout>
  </Show>
);
