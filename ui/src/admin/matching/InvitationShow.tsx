import { DateField, NumberField, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { InvitationLinks, InvitationStatusField } from './InvitationFields';
import { groupOf, type InvitationRecord } from './types';

const InvitationTitle = () => {
  const record = useRecordContext<InvitationRecord>();
  return <span>{record ? `Invitation · ${record.company_name}` : 'Invitation'}</span>;
};

const GroupField = (_props: { label?: string }) => {
  const record = useRecordContext<InvitationRecord>();
  return record ? <span>{groupOf(record)?.name ?? record.group}</span> : null;
};

export const InvitationShow = ({ id }: { id?: string }) => (
  <Show
    id={id}
    title={<InvitationTitle />}
    actions={
      <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <InvitationLinks />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="company_name" label="Company" />
      <InvitationStatusField label="Status" />
      <GroupField label="Group" />
      <NumberField source="score" label="Match score" />
      <DateField source="invited_at" label="Invited" showTime />
      <DateField source="status_at" label="Last change" showTime />
      <ReferenceField source="user_id" reference="users" label="Invited person" link="show">
        <TextField source="email" />
      </ReferenceField>
      <ReferenceField source="owner_id" reference="users" label="Deal owner" link="show">
        <TextField source="email" />
      </ReferenceField>
      <TextField source="deal_id" label="Deal id" />
      <NumberField source="deal_version" label="Deal version matched" />
      <TextField source="match_id" label="Match id" />
      <TextField source="id" label="Invitation id" />
    </SimpleShowLayout>
  </Show>
);
