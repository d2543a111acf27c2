import { Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import { DataTable, DateField, List, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { roleOf } from '../../providers/authProvider';
import { NameField, RolesField, StatusField, TypeField } from './UserFields';
import { accountStatus, fullName, roleLabel, userTypeLabels, type UserRecord } from './types';

/**
 * A filter with no input: adding it from "Add filter" sets its `source` to `defaultValue`, and its chip
 * says so. The server filters `admin`, `auditor` and `deactivated` as booleans.
 */
const QuickFilter = ({ label }: { label: string; source: string; defaultValue: boolean }) => <Chip label={label} sx={{ mb: 1 }} />;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search email or name" />,
  <SelectInput
    key="type"
    source="type"
    label="Account type"
    choices={[
      { id: 'D', name: userTypeLabels.D },
      { id: 'PI', name: userTypeLabels.PI },
    ]}
  />,
  <QuickFilter key="admin" source="admin" label="Admins" defaultValue />,
  <QuickFilter key="auditor" source="auditor" label="Auditors" defaultValue />,
  <QuickFilter key="deactivated" source="deactivated" label="Deactivated" defaultValue />,
];

const roleText = (record: UserRecord) => {
  const role = roleOf(record);
  return role === 'dealmaker' ? '' : roleLabel(role);
};

const UsersEmpty = () => (
  <Stack spacing={1} sx={{ alignItems: 'center', py: 8, px: 2, textAlign: 'center', width: '100%' }}>
    <PeopleOutlineIcon color="disabled" sx={{ fontSize: 56 }} />
    <Typography variant="h6">No accounts yet</Typography>
    <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480 }}>
      Accounts appear here as people register on the home page or are invited to a deal, with their type, whether they have activated, and
      when they last signed in.
    </Typography>
  </Stack>
);

/** Read-only: accounts change through their own flows, so the admin sees them without edit buttons. */
export const UserList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Users"
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      empty={<UsersEmpty />}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList<UserRecord>
          primaryText={(record) => record.email}
          // No tertiary text: beside a long email it would overlap on a phone.
          secondaryText={(record) =>
            [fullName(record), userTypeLabels[record.type], accountStatus(record).label, roleText(record)].filter(Boolean).join(' · ')
          }
          rowClick="show"
        />
      ) : (
        <DataTable<UserRecord> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="email" />
          <DataTable.Col source="last_name" label="Name">
            <NameField />
          </DataTable.Col>
          <DataTable.Col source="type" label="Type">
            <TypeField />
          </DataTable.Col>
          <DataTable.Col source="active" label="Status" disableSort>
            <StatusField />
          </DataTable.Col>
          <DataTable.Col source="admin" label="Roles" disableSort>
            <RolesField />
          </DataTable.Col>
          <DataTable.Col source="created_at" label="Registered">
            <DateField source="created_at" showTime />
          </DataTable.Col>
          <DataTable.Col source="last_sign_in_at" label="Last sign-in">
            <DateField source="last_sign_in_at" showTime emptyText="never" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
