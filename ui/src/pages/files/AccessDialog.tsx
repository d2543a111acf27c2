import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { DATAROOM } from '../../deals/file-access-api';
import { looksLikeEmail } from '../../identity/registration';
import { MessageDialog } from '../shared/MessageDialog';
import { AccessPeople } from './AccessPeople';
import { InviteFromFile } from './InviteFromFile';
import { useAccess } from './useAccess';

/** Whose list: the data room (`id` `dataroom`) or one attachment. */
export type AccessTarget = { id: string; name: string };
type Props = { dealId: string; target: AccessTarget | null; onClose: () => void };

function Access({ dealId, target }: { dealId: string; target: AccessTarget }) {
  const access = useAccess(dealId, target.id);
  const [email, setEmail] = useState('');
  const { list, invite, setBadEmail } = access;
  const busy = access.restrict.isPending || invite.isPending || access.inviteMany.isPending || access.remove.isPending;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!looksLikeEmail(trimmed)) return setBadEmail(true);
    invite.mutate(trimmed, { onSuccess: () => setEmail('') });
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
      <AccessPeople
        people={list.permissioned_users}
        requests={list.requested_access}
        busy={busy}
        onRemove={(person) => access.remove.mutate(person)}
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
      <MessageDialog text={access.failure} onClose={access.clearFailure} />
    </Stack>
  );
}

/** Who may open the data room or one attachment (spec 3 sections 2, 5 and 8); full screen on phones. */
export function AccessDialog({ dealId, target, onClose }: Props) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={target !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {target?.id === DATAROOM ? 'Data room access' : `Who can open ${target?.name ?? ''}`}
      </DialogTitle>
      <DialogContent dividers>{target && <Access dealId={dealId} target={target} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
