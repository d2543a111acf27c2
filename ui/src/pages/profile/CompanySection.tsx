import { Alert, Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi, accountKeys, type Membership } from '../../account/api';
import { useToast } from '../shared/toast';
import { ManagerPanel } from './ManagerPanel';

const failureOf = (error: unknown) => (error instanceof Error && error.message) || 'That did not work. Please try again.';

/** Who the person is in their company, and what they asked for: approved membership and pending requests are told apart. */
function Standing({ membership, readOnly }: { membership: Membership; readOnly: boolean }) {
  const queryClient = useQueryClient();
  const notify = useToast();
  const settle = () => queryClient.invalidateQueries({ queryKey: accountKeys.all });
  const leave = useMutation({
    mutationFn: accountApi.leaveCompany,
    onSuccess: () => notify(`You left ${membership.company?.name ?? 'your company'}.`),
    onError: (error) => notify(failureOf(error), 'error'),
    onSettled: settle,
  });
  const withdraw = useMutation({
    mutationFn: (request: Membership['pending'][number]) => accountApi.withdrawRequest(request.company_id),
    onSuccess: (_, request) => notify(`Your request to join ${request.company_name} is withdrawn.`),
    onError: (error) => notify(failureOf(error), 'error'),
    onSettled: settle,
  });
  const { company, role, pending } = membership;
  return (
    <Stack spacing={1.5}>
      {company ? (
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1.5,
            alignItems: { sm: 'center' },
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography sx={{ fontWeight: 600 }}>{company.name}</Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
              <Chip size="small" color="success" label="Member" />
              {role === 'manager' && <Chip size="small" color="primary" variant="outlined" label="Manager" />}
            </Stack>
          </Box>
          {!readOnly && (
            <Button
              variant="outlined"
              color="error"
              onClick={() => leave.mutate()}
              disabled={leave.isPending}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            >
              Leave company
            </Button>
          )}
        </Box>
      ) : (
        <Typography color="text.secondary">
          You are not a member of a company yet.
          {pending.length === 0 &&
            ' Name your company in your profile above: a new one is yours to manage; joining an existing one needs a manager’s approval.'}
        </Typography>
      )}
      {pending.map((request) => (
        <Alert
          key={request.company_id}
          severity="info"
          aria-label={`Request to join ${request.company_name}`}
          action={
            readOnly ? undefined : (
              <Button color="inherit" size="small" onClick={() => withdraw.mutate(request)} disabled={withdraw.isPending}>
                Withdraw
              </Button>
            )
          }
        >
          Your request to join <strong>{request.company_name}</strong> is pending. A manager of the company will answer it; until then you
          see none of its deals or people.
        </Alert>
      ))}
    </Stack>
  );
}

/** The profile's company section: membership or pending requests, and for managers the requests to answer and the verified domains. */
export function CompanySection({ readOnly }: { readOnly: boolean }) {
  const query = useQuery({ queryKey: accountKeys.membership, queryFn: accountApi.membership });
  if (!query.data)
    return query.isError ? <Alert severity="error">Your company could not be loaded.</Alert> : <Skeleton variant="rounded" height={64} />;
  return (
    <Stack spacing={3}>
      <Standing membership={query.data} readOnly={readOnly} />
      {query.data.role === 'manager' && !readOnly && <ManagerPanel domains={query.data.domains} />}
    </Stack>
  );
}
