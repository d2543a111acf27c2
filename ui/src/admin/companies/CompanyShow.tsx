import { Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { ConfirmCompanyButton, useCanConfirmCompanies } from './ConfirmCompanyButton';
import { CompanyStatusField, HeadquartersField, MembersField } from './CompanyFields';
import type { CompanyRecord } from './types';

const CompanyTitle = () => <span>{useRecordContext<CompanyRecord>()?.name ?? 'Company'}</span>;

// A confirmed company has nothing to act on, nor has an auditor, and an empty toolbar would only take room.
const CompanyActions = () => {
  const record = useRecordContext<CompanyRecord>();
  const canConfirm = useCanConfirmCompanies();
  if (!record?.company_ghost || !canConfirm) return null;
  return (
    <TopToolbar>
      <ConfirmCompanyButton size="medium" />
    </TopToolbar>
  );
};

export const CompanyShow = () => (
  <Show title={<CompanyTitle />} actions={<CompanyActions />}>
    <SimpleShowLayout>
      <TextField source="name" label="Company" />
      <CompanyStatusField label="Status" />
      <TextField source="legal_entity_dba" label="Legal entity / DBA" emptyText="not given" />
      <TextField source="headquarters_address" label="Headquarters address" emptyText="not given" />
      <HeadquartersField label="Headquarters (city, state, country)" />
      <MembersField label="People who name it" />
      <TextField source="id" label="Company id" />
    </SimpleShowLayout>
  </Show>
);
