import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Divider, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { looksLikeEmail } from '../../identity/registration';
import { MessageDialog } from '../shared/MessageDialog';
import { AccessPeople } from './AccessPeople';
import { AccessRequests } from './AccessRequests';
import { DenyDialog } from './DenyDialog';
import { InviteFromFile } from './InviteFromFile';
import { useAccess } from './useAccess';

/** The list as it is now, with its controls: restrict, remove, grant or deny a request, invite. */
export function LiveAccess({ dealId, target }: { dealId: string; target: string }) {
  const access = useAccess(dealId, target);
  const [email, setEmail] = useState('');
  const [denying, setDenying] = useState<string | null>(null);
  const { list, invite, deny, setBadEmail } = access;
  const busy = access.restrict.isPending || invite.isPending || access.inviteMany.isPending || access.remove.isPending || deny.isPending;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!looksLikeEmail(trimmed)) return setBadEmail(true);
    invite.mutate(trimmed, { onSuccess: () => setEmail('') });
  };
  const refuse = (reason: string) => {
    if (denying) deny.mutate({ email: denying, reason }, { onSettled: () => setDenying(null) });
  };

  if (access.query.isPending) return <CircularProgress aria-label="Loading the access list" size={28} />;
  if (access.query.isError || !list) return <Alert severity="error">The access list could not be loaded.</Alert>;
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch checked={list.restricted_access} disabled={busy} onChange={(event) => access.restrict.mutate(event.target.checked)} />
        }
        label="Restricted: only the people below may open it"
      />
      {!list.restricted_access && (
        <Typography variant="body2" color="text.secondary">
          Open: everyone the deal is shared with may open it. The list below applies once it is restricted.
        </Typography>
      )}
      <AccessPeople people={list.permissioned_users} busy={busy} onRemove={(person) => access.remove.mutate(person)} />
      <AccessRequests
        requests={list.requested_access}
        denied={list.denied_access ?? []}
        busy={busy}
        onGrant={(person) => invite.mutate(person)}
        onDeny={setDenying}
      />
      <Divider />
      <Stack component="form" onSubmit={add} noValidate spacing={1}>
        <Typography variant="subtitle2" component="h3">
          Invite
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            size="small"
            type="email"
            label="Email"
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setBadEmail(false);
            }}
            error={access.badEmail}
            helperText={access.badEmail ? 'Enter a valid email address.' : ' '}
            sx={{ flexGrow: 1 }}
          />
          <Button type="submit" variant="contained" disabled={busy} sx={{ flexShrink: 0, mt: { sm: 0.25 } }}>
            Add
          </Button>
        </Stack>
      </Stack>
      <InviteFromFile
        members={list.permissioned_users.map((p) => p.email)}
        busy={busy}
        onInvite={(emails) => access.inviteMany.mutateAsync(emails)}
        onRefused={access.setFailureText}
      />
      <DenyDialog email={denying} busy={deny.isPending} onClose={() => setDenying(null)} onDeny={refuse} />
      <MessageDialog text={access.failure} onClose={access.clearFailure} />
    </Stack>
  );
}
