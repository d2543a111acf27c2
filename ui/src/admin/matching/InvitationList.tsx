import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInboxOutlined';
import {
  AutocompleteInput,
  DataTable,
  DateField,
  List,
  NumberField,
  ReferenceInput,
  SearchInput,
  SimpleList,
  TextInput,
} from 'react-admin';
import { GroupQuickFilters, InvitationStatusField } from './InvitationFields';
import { statusLabel, type InvitationRecord } from './types';
import { formatDateTime } from '@dealbook/domain/shared/dates';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search company" />,
  // Wide enough for a whole deal id (a uuid).
  <TextInput key="deal_id" source="deal_id" label="Deal id" sx={{ minWidth: { sm: 380 } }} />,
  // The users list searches email and name with `q`, which the autocomplete sends as it is typed.
  <ReferenceInput key="user_id" source="user_id" reference="users" label="Invited person">
    <AutocompleteInput label="Invited person" optionText="email" sx={{ minWidth: { sm: 300 } }} />
  </ReferenceInput>,
];

const InvitationsEmpty = () => (
  <Stack spacing={1} sx={{ alignItems: 'center', py: 8, px: 2, textAlign: 'center', width: '100%' }}>
    <ForwardToInboxIcon color="disabled" sx={{ fontSize: 56 }} />
    <Typography variant="h6">No invitations yet</Typography>
    <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480 }}>
      When a deal team contacts the capital providers its deal matched, each person invited appears here with their company, the match
      score, and how far they got: opened the mail, viewed the deal, accepted or declined.
    </Typography>
  </Stack>
);

const when = (iso: string) => formatDateTime(iso);

/** Every invitation to a matched provider, with its answer; the answers belong to the providers, so nothing here changes them. */
export const InvitationList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Invitations"
      filters={filters}
      sort={{ field: 'status_at', order: 'DESC' }}
      perPage={25}
      empty={<InvitationsEmpty />}
      exporter={false}
    >
      <GroupQuickFilters />
      {isSmall ? (
        <SimpleList<InvitationRecord>
          primaryText={(record) => record.company_name}
          secondaryText={(record) => `${statusLabel(record.status)} · score ${record.score}`}
          tertiaryText={(record) => when(record.status_at)}
          rowClick="show"
        />
      ) : (
        <DataTable<InvitationRecord> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="company_name" label="Company" />
          <DataTable.Col source="status" label="Status">
            <InvitationStatusField />
          </DataTable.Col>
          <DataTable.Col source="score" label="Score">
            <NumberField source="score" />
          </DataTable.Col>
          <DataTable.Col source="invited_at" label="Invited">
            <DateField source="invited_at" showTime />
          </DataTable.Col>
          <DataTable.Col source="status_at" label="Last change">
            <DateField source="status_at" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
