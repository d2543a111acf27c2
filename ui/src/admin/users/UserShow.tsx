import { Link as RouterLink } from 'react-router';
import { Button } from '@mui/material';
import { BooleanField, DateField, Show, SimpleShowLayout, TextField, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { NameField, RolesField, StatusField, TypeField } from './UserFields';
import { UserAccountButtons } from './UserAccountButtons';
import { UserRolesForm } from './UserRolesForm';
import type { UserRecord } from './types';

/** The user's trail in the activity log: what an admin looks at next when asked about an account. */
const ActivityButton = () => {
  const record = useRecordContext<UserRecord>();
  const createPath = useCreatePath();
  if (!record) return null;
  const filter = encodeURIComponent(JSON.stringify({ stream_id: `user-${record.id}` }));
  return (
    <Button size="small" component={RouterLink} to={`${createPath({ resource: 'activity', type: 'list' })}?filter=${filter}`}>
      Account history
    </Button>
  );
};

/** The account's facts, read from the record in context. */
export const UserDetails = () => (
  <SimpleShowLayout>
    <TextField source="email" />
    <NameField label="Name" />
    <TypeField label="Account type" />
    <StatusField label="Status" />
    <RolesField label="Roles" emptyText="None" />
    <BooleanField source="ghost" label="Created as ghost" />
    <DateField source="created_at" label="Registered" showTime />
    <DateField source="activated_at" label="Activated" showTime emptyText="not yet" />
    <DateField source="last_sign_in_at" label="Last sign-in" showTime emptyText="never" />
    <TextField source="id" label="User id" />
  </SimpleShowLayout>
);

export const UserShow = () => (
  <Show
    actions={
      <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <ActivityButton />
        <UserAccountButtons />
      </TopToolbar>
    }
  >
    <UserDetails />
    <UserRolesForm />
  </Show>
);
