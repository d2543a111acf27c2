import { DateField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { MailTextField, OutcomeField } from './OutboxFields';
import type { OutboxMail } from './types';

const OutboxTitle = () => <span>{useRecordContext<OutboxMail>()?.subject ?? 'Mail'}</span>;

export const OutboxShow = () => (
  <Show title={<OutboxTitle />}>
    <SimpleShowLayout>
      <TextField source="to" label="To" />
      <TextField source="subject" />
      <TextField source="category" />
      <OutcomeField label="Outcome" />
      <DateField source="at" label="At" showTime />
      <MailTextField label="Text (secret links redacted)" />
      <TextField source="id" label="Mail job id" />
    </SimpleShowLayout>
  </Show>
);
