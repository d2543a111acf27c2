import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { DataTable, DateField, List, SearchInput, SelectInput, SimpleList, TextInput } from 'react-admin';
import { OutcomeField } from './OutboxFields';
import { categoryChoices, outcomeChoices, type OutboxMail } from './types';
import { formatDateTime } from '@dealbook/domain/shared/dates';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search recipient or subject" />,
  <SelectInput key="outcome" source="outcome" label="Outcome" alwaysOn choices={outcomeChoices} />,
  // The server matches any part of the address, whatever its case.
  <TextInput key="to" source="to" label="Recipient" alwaysOn />,
  <SelectInput key="category" source="category" label="Category" alwaysOn choices={categoryChoices} />,
];

const OutboxEmpty = () => (
  <Stack spacing={1} sx={{ alignItems: 'center', py: 8, px: 2, textAlign: 'center', width: '100%' }}>
    <MailOutlineIcon color="disabled" sx={{ fontSize: 56 }} />
    <Typography variant="h6">No mail yet</Typography>
    <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480 }}>
      Every mail the platform sends, or decides not to send, appears here with its recipient, subject and outcome, its links cut short so
      nobody reads a secret from this page.
    </Typography>
  </Stack>
);

/** What the mail workers did: sent, dropped by the recipient's preferences, or expired before it could go. */
export const OutboxList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List title="Mail outbox" filters={filters} sort={{ field: 'at', order: 'DESC' }} perPage={25} empty={<OutboxEmpty />} exporter={false}>
      {isSmall ? (
        <SimpleList<OutboxMail>
          primaryText={(record) => record.subject}
          secondaryText={(record) => `${record.to} · ${record.outcome}`}
          tertiaryText={(record) => formatDateTime(record.at)}
          rowClick="show"
        />
      ) : (
        <DataTable<OutboxMail> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="to" label="To" />
          <DataTable.Col source="subject" />
          <DataTable.Col source="category" />
          <DataTable.Col source="outcome">
            <OutcomeField />
          </DataTable.Col>
          <DataTable.Col source="at" label="At">
            <DateField source="at" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
