import { industries } from '@dealbook/domain/catalog/sourcing';
import { DateField, FunctionField, NumberField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { DivisionCompanyField, strategyFields } from './DivisionFields';
import type { DivisionRecord } from './types';

const DivisionTitle = () => {
  const record = useRecordContext<DivisionRecord>();
  return <span>{record ? `${record.company_name} · ${record.name}` : 'Sourcing division'}</span>;
};

const industryName = (id: string) => industries.find((i) => i.id === id)?.name ?? id;

/** A division's sourcing profile as the matcher reads it: what each group selects, or no preference. */
export const DivisionShow = ({ id }: { id?: string }) => (
  <Show id={id} title={<DivisionTitle />}>
    <SimpleShowLayout>
      <DivisionCompanyField label="Company" />
      <TextField source="name" label="Division" />
      <FunctionField<DivisionRecord> label="Industry" render={(record) => industryName(record.industry_id)} />
      <NumberField source="selected" label="Options chosen" />
      <DateField source="updated_at" label="Updated" showTime />
      {strategyFields()}
      <TextField source="company_id" label="Company id" />
      <TextField source="id" label="Division id" />
    </SimpleShowLayout>
  </Show>
);
