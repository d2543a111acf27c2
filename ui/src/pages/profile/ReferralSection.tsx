import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { accountApi, type Profile } from '../../account/api';
import { useToast } from '../shared/toast';

/** The invitation code, with copy, a prefilled email, and sending invitations from Dealbook (not for an auditor). */
export function ReferralSection({ profile, readOnly = false }: { profile: Profile; readOnly?: boolean }) {
  const notify = useToast();
  const [open, setOpen] = useState(false);
  const [emails, setEmails] = useState('');
  const code = profile.invitation_code;
  const body = `I use Dealbook to underwrite commercial real estate deals and take them to capital providers. Sign up with my referral code ${code} and save 20% on your first month: ${window.location.origin}/confirm/referral/email?code=${code}`;
  const mailto = `mailto:?subject=${encodeURIComponent(`Save 20% on Dealbook with code ${code}`)}&body=${encodeURIComponent(body)}`;
  const inviting = useMutation({
    mutationFn: ({ token, list }: { token: string; list: string[] }) => accountApi.refer(token, 'profile', list),
    onSuccess: (_, { list }) => {
      notify(`Invitation sent to ${list.join(', ')}`);
      setEmails('');
      setOpen(false);
    },
    onError: (error) => notify(error instanceof Error ? error.message : 'The invitations could not be sent.', 'error'),
  });
  const send = () => {
    const list = emails.split(/[\s,;]+/).filter(Boolean);
    if (profile.referral_token && list.length > 0) inviting.mutate({ token: profile.referral_token, list });
  };
  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">Someone who subscribes with your code gets 20% off their first month. Your code:</Typography>
      <Typography variant="h5" component="p" sx={{ fontFamily: 'monospace', letterSpacing: 2 }} aria-label="Your invitation code">
        {code}
      </Typography>
      {!readOnly && (
        <Button variant="outlined" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
          Refer a colleague
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="referral-title">
        <DialogTitle id="referral-title">Refer a colleague</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ fontFamily: 'monospace', fontSize: '1.25rem' }}>{code}</Typography>
              <Button size="small" onClick={() => void navigator.clipboard?.writeText(code).then(() => notify('Code copied'))}>
                Copy
              </Button>
              <Button size="small" href={mailto}>
                Write an email
              </Button>
            </Stack>
            <TextField
              label="Email addresses"
              name="referral_emails"
              helperText="Separate several addresses with commas. We send each one invitation with your code."
              value={emails}
              onChange={(e) => setEmails(e.target.value)}
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={send}>
            Send invitations
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
