import { DateField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { AnswerDetailField, SurveyStatusField } from './SurveyFields';

export const SurveyShow = () => (
  <Show title="Provider survey">
    <SimpleShowLayout>
      <TextField source="email" label="Provider email" />
      <ReferenceField source="provider_id" reference="users" label="Provider account" link="show" emptyText="none linked" />
      <SurveyStatusField label="Status" />
      <DateField source="created_at" label="Invited" showTime />
      <DateField source="clicked_at" label="First visit" showTime emptyText="not yet" />
      <DateField source="answered_at" label="Answered" showTime emptyText="not yet" />
      <AnswerDetailField label="Programming components" />
    </SimpleShowLayout>
  </Show>
);
