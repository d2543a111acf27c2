import { useState, type FormEvent } from 'react';
import { Box, Button, Chip, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi, accountKeys, type JoinRequest } from '../../account/api';
import { useToast } from '../shared/toast';
import { formatDate } from '@dealbook/domain/shared/dates';

const failureOf = (error: unknown) => (error instanceof Error && error.message) || 'That did not work. Please try again.';
const nameOf = (r: JoinRequest) => `${r.first_name} ${r.last_name}`.trim() || r.email;

function Requests() {
  const queryClient = useQueryClient();
  const notify = useToast();
  const query = useQuery({ queryKey: accountKeys.joinRequests, queryFn: accountApi.joinRequests });
  const answer = useMutation({
    mutationFn: ({ request, approve }: { request: JoinRequest; approve: boolean }) =>
      accountApi.answerRequest(request.user_id, approve ? 'approve' : 'decline'),
    onSuccess: (_, { request, approve }) =>
      notify(approve ? `${nameOf(request)} is a member now.` : `${nameOf(request)}’s request is declined.`),
    onError: (error) => notify(failureOf(error), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
  if (!query.data) return <Skeleton variant="rounded" height={48} />;
  if (query.data.length === 0) return <Typography color="text.secondary">No one is waiting to join.</Typography>;
  return (
    <Box component="ul" aria-label="Requests to join" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {query.data.map((request) => (
        <Box
          component="li"
          key={request.id}
          aria-label={nameOf(request)}
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1.5,
            alignItems: { sm: 'center' },
            justifyContent: 'space-between',
            py: 1.5,
            '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography sx={{ fontWeight: 600 }}>{nameOf(request)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {request.email} · asked {formatDate(request.requested_at)}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <Button
              variant="contained"
              onClick={() => answer.mutate({ request, approve: true })}
              disabled={answer.isPending}
              aria-label={`Approve ${nameOf(request)}`}
            >
              Approve
            </Button>
            <Button
              variant="outlined"
              onClick={() => answer.mutate({ request, approve: false })}
              disabled={answer.isPending}
              aria-label={`Decline ${nameOf(request)}`}
            >
              Decline
            </Button>
          </Stack>
        </Box>
      ))}
    </Box>
  );
}

/** A manager verifies the domain of their own activated address: people with activated addresses there join without asking. */
function Domains({ domains }: { domains: string[] }) {
  const queryClient = useQueryClient();
  const notify = useToast();
  const [domain, setDomain] = useState('');
  const verify = useMutation({
    mutationFn: (value: string) => accountApi.verifyDomain(value),
    onSuccess: () => {
      notify(`${domain.trim()} is verified.`);
      setDomain('');
    },
    onError: (error) => notify(failureOf(error), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.membership }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (domain.trim()) verify.mutate(domain.trim());
  };
  return (
    <Stack spacing={1.5}>
      {domains.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Verified domains">
          {domains.map((d) => (
            <Chip key={d} label={d} variant="outlined" />
          ))}
        </Stack>
      )}
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1.5} onSubmit={submit} aria-label="Verify a domain">
        <TextField
          label="Email domain"
          name="domain"
          size="small"
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
          helperText="The domain of your own sign-in address; public mail providers do not count."
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={verify.isPending || !domain.trim()} sx={{ alignSelf: 'flex-start' }}>
          Verify domain
        </Button>
      </Stack>
    </Stack>
  );
}

/** What a manager of the company does here: answer requests to join, and verify the company's email domain. */
export function ManagerPanel({ domains }: { domains: string[] }) {
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Requests to join
        </Typography>
        <Requests />
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Verified domains
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Colleagues whose activated sign-in address is at a verified domain join without a request.
        </Typography>
        <Domains domains={domains} />
      </Box>
    </Stack>
  );
}
