import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { looksLikeEmail } from '../../identity/registration';
import { sharingKeys, sharingApi, type Collaborator, type DealAccess, type Grants, type Invitee, type SharingApi } from '../../sharing/api';
import { SHARE_DIALOG_PAGE_SIZE } from '../../sharing/collaborators';
import { emailPasses } from '../../sharing/emailCheck';
import { shareFailure, sharedMessage } from '../../sharing/failures';
import { MessageDialog } from '../shared/MessageDialog';
import { usePremiumFeature } from '../shared/PremiumFeature';
import { CollaboratorList } from './CollaboratorList';

type Props = {
  open: boolean;
  dealId: string;
  dealName: string;
  collaborators: readonly Collaborator[];
  access: DealAccess;
  onClose: () => void;
  api?: Pick<SharingApi, 'checkEmail' | 'share'>;
};

const emptyInvitee: Invitee = { email: '', first_name: '', last_name: '' };
type Flags = Partial<Record<keyof Invitee, boolean>>;
type Sent = { invitee: Invitee; grants: Grants };

/** What is wrong before anything is sent: all three names are required and the email must look like one. */
const problemsOf = (invitee: Invitee): Flags => ({
  email: !looksLikeEmail(invitee.email),
  first_name: invitee.first_name.trim() === '',
  last_name: invitee.last_name.trim() === '',
});

/**
 * Shares the deal with a colleague by email and name, offering only the flags the caller
 * holds. The address is checked first; a refused email, by the check or by the server, only
 * flags the field; a plan without sharing (403 DISTRIBUTION_NOT_IN_PLAN) closes it for the Premium Feature dialog;
 * other refusals and the confirmation open a message.
 */
export function ShareDialog({ open, dealId, dealName, collaborators, access, onClose, api = sharingApi }: Props) {
  const queryClient = useQueryClient();
  const [invitee, setInvitee] = useState<Invitee>(emptyInvitee);
  const [grants, setGrants] = useState<Grants>({});
  const [flags, setFlags] = useState<Flags>({});
  const [message, setMessage] = useState<DialogText | null>(null);
  const premium = usePremiumFeature('viewDistribution');

  const share = useMutation({
    // Null when the check refused the address. A check that could not be made does not stop the share: the server checks again.
    mutationFn: async ({ invitee, grants }: Sent) => {
      const check = await api.checkEmail(invitee.email).catch(() => null);
      if (check && !emailPasses(check)) return null;
      return api.share(dealId, invitee, grants);
    },
    onSuccess: (result, sent) => {
      if (!result) {
        setFlags({ email: true });
        return;
      }
      setMessage(sharedMessage(sent.invitee, result, dealName));
      setInvitee(emptyInvitee);
      setGrants({});
      void queryClient.invalidateQueries({ queryKey: sharingKeys.distribution(dealId) });
    },
    onError: (error) => {
      if (premium.caught(error)) return onClose();
      const failure = shareFailure(error);
      if ('field' in failure) setFlags({ email: true });
      else setMessage(failure.dialog);
    },
  });

  const set = (key: keyof Invitee, value: string) => {
    setInvitee((current) => ({ ...current, [key]: value }));
    setFlags((current) => ({ ...current, [key]: false }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(invitee);
    setFlags(found);
    if (Object.values(found).some(Boolean)) return;
    const trimmed = { email: invitee.email.trim(), first_name: invitee.first_name.trim(), last_name: invitee.last_name.trim() };
    share.mutate({ invitee: trimmed, grants });
  };
  const field = (key: keyof Invitee, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={key}
      type={key === 'email' ? 'email' : 'text'}
      autoComplete={autoComplete}
      required
      fullWidth
      value={invitee[key]}
      onChange={(event) => set(key, event.target.value)}
      error={flags[key] === true}
    />
  );
  const grant = (key: keyof Grants, label: string) => (
    <FormControlLabel
      control={<Checkbox checked={grants[key] === true} onChange={(event) => setGrants({ ...grants, [key]: event.target.checked })} />}
      label={label}
    />
  );

  return (
    <>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="share-title">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="share-title">Share deal</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2}>
              <Typography color="text.secondary">
                Share {dealName} with a colleague. They get an email with a link; someone without an account gets one.
              </Typography>
              {field('email', 'Email', 'off')}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {field('first_name', 'First name', 'off')}
                {field('last_name', 'Last name', 'off')}
              </Stack>
              {(access.can.edit || access.can.share) && (
                <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                  {access.can.edit && grant('can_edit', 'Can edit')}
                  {access.can.share && grant('can_share', 'Can share')}
                </Stack>
              )}
              <Typography variant="subtitle2" component="h3">
                {collaborators.length === 0 ? 'Not shared with anyone yet' : 'Already shared with'}
              </Typography>
              {collaborators.length > 0 && (
                <CollaboratorList collaborators={collaborators} pageSize={SHARE_DIALOG_PAGE_SIZE} label="Already shared with" />
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
            <Button type="submit" variant="contained" disabled={share.isPending}>
              Share
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <MessageDialog text={message} onClose={() => setMessage(null)} />
      {premium.dialog}
    </>
  );
}
