import { Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import { DataTable, DateField, List, RecordContextProvider, SelectInput, SimpleList, useRecordContext } from 'react-admin';
import { ResolveRequestButtons } from './ResolveRequestButtons';
import { personOf, statusLabels, type CompanyRequestRecord } from './types';
import { formatDate } from '@dealbook/domain/shared/dates';

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    choices={Object.entries(statusLabels).map(([id, name]) => ({ id, name }))}
  />,
];

const RequestsEmpty = () => (
  <Stack spacing={1} sx={{ alignItems: 'center', py: 8, px: 2, textAlign: 'center', width: '100%' }}>
    <GroupAddIcon color="disabled" sx={{ fontSize: 56 }} />
    <Typography variant="h6">No requests to join a company</Typography>
    <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480 }}>
      Someone who names an existing company on their profile asks to join it. Its managers answer on their profile; you can answer any
      request here.
    </Typography>
  </Stack>
);

const StatusField = () => {
  const record = useRecordContext<CompanyRequestRecord>();
  if (!record) return null;
  const color = record.status === 'pending' ? 'warning' : record.status === 'approved' ? 'success' : 'default';
  const by = record.answered_as ? ` by ${record.answered_as === 'domain' ? 'verified domain' : record.answered_as}` : '';
  return (
    <Chip size="small" color={color} variant={color === 'default' ? 'outlined' : 'filled'} label={`${statusLabels[record.status]}${by}`} />
  );
};

const PersonField = () => {
  const record = useRecordContext<CompanyRequestRecord>();
  if (!record) return null;
  return (
    <Stack sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {personOf(record)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {record.email}
      </Typography>
    </Stack>
  );
};

const phoneSummary = (r: CompanyRequestRecord) => [r.company_name, statusLabels[r.status], formatDate(r.requested_at)].join(' · ');

/** Every request to join a company, newest first; pending ones carry Approve and Decline for admins. */
export const CompanyRequestList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Company requests"
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'requested_at', order: 'DESC' }}
      perPage={25}
      empty={<RequestsEmpty />}
      exporter={false}
      actions={false}
    >
      {isSmall ? (
        <SimpleList<CompanyRequestRecord>
          primaryText={personOf}
          secondaryText={phoneSummary}
          rightIcon={(record) => (
            <RecordContextProvider value={record}>
              <ResolveRequestButtons />
            </RecordContextProvider>
          )}
          linkType={false}
        />
      ) : (
        <DataTable<CompanyRequestRecord> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col label="Person" disableSort>
            <PersonField />
          </DataTable.Col>
          <DataTable.Col source="company_name" label="Company" />
          <DataTable.Col source="status" label="Status">
            <StatusField />
          </DataTable.Col>
          <DataTable.Col source="requested_at" label="Asked">
            <DateField source="requested_at" showTime />
          </DataTable.Col>
          <DataTable.Col label="" disableSort>
            <ResolveRequestButtons />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
