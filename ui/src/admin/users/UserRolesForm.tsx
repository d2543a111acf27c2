import { useId, useState, type FormEvent } from 'react';
import { Box, Button, Divider, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, type HttpError } from 'react-admin';
import { roleOf, type Role } from '../../providers/authProvider';
import type { DealbookDataProvider } from '../../providers/dataProvider';
import { roleChoices, roleLabel, type UserRecord } from './types';

/** The body of `PUT /api/admin/users/{id}/roles`: the roles the account has afterwards; a dealmaker has none. */
const rolesBody = (role: Role) => ({ roles: role === 'dealmaker' ? [] : [role] });

const RolesChoice = ({ user }: { user: UserRecord }) => {
  const current = roleOf(user);
  const [role, setRole] = useState<Role>(current);
  const labelId = useId();
  const dataProvider = useDataProvider<DealbookDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (next: Role) => dataProvider.command(`/api/admin/users/${encodeURIComponent(user.id)}/roles`, rolesBody(next), 'PUT'),
    onSuccess: (_result, next) => {
      notify(`${user.email} is now ${next === 'dealmaker' ? 'a dealmaker' : `an ${roleLabel(next).toLowerCase()}`}`, { type: 'success' });
      refresh();
    },
    onError: (error: HttpError) => notify(error.message || 'The roles could not be saved.', { type: 'error' }),
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    mutate(role);
  };
  return (
    <Stack component="form" onSubmit={save} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <FormControl>
        <FormLabel id={labelId}>Change roles</FormLabel>
        <RadioGroup aria-labelledby={labelId} value={role} onChange={(event) => setRole(event.target.value as Role)}>
          {roleChoices.map((choice) => (
            <FormControlLabel
              key={choice.id}
              value={choice.id}
              // Named by the role alone; what it means is its description.
              control={<Radio slotProps={{ input: { 'aria-label': choice.name, 'aria-describedby': `${labelId}-${choice.id}` } }} />}
              label={
                <Box sx={{ py: 0.5 }}>
                  <Typography variant="body1">{choice.name}</Typography>
                  <Typography id={`${labelId}-${choice.id}`} variant="body2" color="text.secondary">
                    {choice.meaning}
                  </Typography>
                </Box>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Button type="submit" variant="contained" disabled={isPending || role === current}>
        Save roles
      </Button>
    </Stack>
  );
};

/** Admins give and take the admin and auditor roles here; the server has the last word (no admin drops their own). */
export const UserRolesForm = () => {
  const record = useRecordContext<UserRecord>();
  const { canAccess } = useCanAccess({ resource: 'users.roles', action: 'edit' });
  // An erased account is closed for good: it has no roles left to give.
  if (!record || !canAccess || record.erased) return null;
  return (
    <>
      <Divider />
      <Box sx={{ p: 2 }}>
        {/* A new key once the saved role comes back, so the choice starts from what the server holds. */}
        <RolesChoice key={roleOf(record)} user={record} />
      </Box>
    </>
  );
};
