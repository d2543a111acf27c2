import { Alert, Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { subscriptionApi, subscriptionKeys, type TeamMember } from '../../account/subscription-api';
import { addable, cancellable, endOf, memberName, memberStatus } from './team';
import { useTeamCommands } from './useTeamCommands';

export const teamEmpty = 'No colleagues yet. People who join your company appear here.';

type Commands = ReturnType<typeof useTeamCommands>;

function PlanLine({ member }: { member: TeamMember }) {
  const status = memberStatus[member.status] ?? { label: member.status, color: 'default' as const };
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
      {member.plan && member.status !== 'none' && member.status !== 'ended' && (
        <Typography variant="body2">{member.plan.nickname}</Typography>
      )}
      <Chip size="small" label={status.label} color={status.color} variant={status.color === 'default' ? 'outlined' : 'filled'} />
      {member.managed_by_me && member.status !== 'ended' && <Chip size="small" variant="outlined" color="primary" label="On your team" />}
      {member.status === 'canceled' && (
        <Typography variant="body2" color="text.secondary">
          Ends on {endOf(member)}
        </Typography>
      )}
    </Stack>
  );
}

function Action({ member, commands }: { member: TeamMember; commands: Commands }) {
  const name = memberName(member);
  if (cancellable(member))
    return (
      <Button
        color="error"
        variant="outlined"
        onClick={() => commands.askCancel(member)}
        disabled={commands.busy}
        aria-label={`Cancel Plan: ${name}`}
      >
        Cancel Plan
      </Button>
    );
  if (addable(member))
    return (
      <Button variant="contained" onClick={() => commands.askAdd(member)} disabled={commands.busy} aria-label={`Add to Team: ${name}`}>
        Add to Team
      </Button>
    );
  return null;
}

function Colleague({ member, commands, readOnly }: { member: TeamMember; commands: Commands; readOnly: boolean }) {
  const name = memberName(member);
  return (
    <Box
      component="li"
      aria-label={name}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'space-between',
        gap: 1.5,
        py: 1.5,
        '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {member.email}
        </Typography>
        <PlanLine member={member} />
        {!member.can_manage && member.reason && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {member.reason}
          </Typography>
        )}
      </Box>
      <Box sx={{ flexShrink: 0, display: 'flex', flexDirection: 'column' }}>
        {!readOnly && <Action member={member} commands={commands} />}
      </Box>
    </Box>
  );
}

/**
 * The profile's team section: my colleagues with their plans. I may pay for a colleague's plan
 * (a team plan on my card) and cancel one I pay for; when I may not, the server's reason says why. An auditor
 * (`readOnly`) sees the team without Add or Cancel.
 */
export function TeamSection({ readOnly = false }: { readOnly?: boolean }) {
  const query = useQuery({ queryKey: subscriptionKeys.team, queryFn: subscriptionApi.team });
  const commands = useTeamCommands();
  const team = query.data;
  if (!team) {
    if (query.isError)
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()} disabled={query.isFetching}>
              Retry
            </Button>
          }
        >
          Your colleagues could not be loaded.
        </Alert>
      );
    return (
      <Stack role="status" aria-label="Loading your team" aria-busy="true" spacing={1}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      <Typography color="text.secondary">
        Pay for a colleague&apos;s plan: team plans cost the same as your own and are charged to your card.
      </Typography>
      {team.length ? (
        <Box component="ul" aria-label="Colleagues" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {team.map((member) => (
            <Colleague key={member.id} member={member} commands={commands} readOnly={readOnly} />
          ))}
        </Box>
      ) : (
        <Typography>{teamEmpty}</Typography>
      )}
      {commands.dialogs}
    </Stack>
  );
}
