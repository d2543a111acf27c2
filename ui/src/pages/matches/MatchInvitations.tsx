import { Box, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { feedbackReasons, invitationGroupOf, reasonWeight } from '@dealbook/domain/catalog/sourcing';
import type { MatchInvitation } from '../../deals/matches-api';
import { formatWhen } from './format';

const groupChip: Record<ReturnType<typeof invitationGroupOf>, { label: string; color: ChipProps['color'] }> = {
  pending: { label: 'Pending', color: 'default' },
  live: { label: 'Accepted', color: 'success' },
  declined: { label: 'Declined', color: 'error' },
  archived: { label: 'Archived', color: 'default' },
};

const reasonLabel = (name: string, label: string) => feedbackReasons.find((r) => r.name === name)?.label ?? label ?? name;

/** Pending shows how far the person got: opened the mail, clicked, viewed the deal. */
const pendingLabel = ({ status }: MatchInvitation) =>
  invitationGroupOf(status) === 'pending' && status !== 'none' ? `Pending · ${status}` : undefined;

function Feedback({ invitation }: { invitation: MatchInvitation }) {
  const reasons = invitation.feedback.filter((f) => f.rating > 0).sort((a, b) => b.rating - a.rating);
  return (
    <Box sx={{ pl: { xs: 0, sm: 2 }, mt: 0.5 }}>
      {reasons.length === 0 && !invitation.comment && (
        <Typography variant="body2" color="text.secondary">
          No reasons given.
        </Typography>
      )}
      {reasons.length > 0 && (
        <Box component="ul" aria-label={`Reasons of ${invitation.name}`} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {reasons.map((f) => (
            <Stack component="li" key={f.name} direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ minWidth: { sm: 240 } }}>
                {reasonLabel(f.name, f.label)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {reasonWeight(f.rating)}
              </Typography>
            </Stack>
          ))}
        </Box>
      )}
      {invitation.comment && (
        <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          “{invitation.comment}”
        </Typography>
      )}
    </Box>
  );
}

/** Each invited person's answer; a decline shows its rated reasons and comment. */
export function MatchInvitations({ invitations }: { invitations: MatchInvitation[] }) {
  if (invitations.length === 0) return null;
  return (
    <Box component="ul" aria-label="Invitations" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {invitations.map((invitation) => {
        const chip = groupChip[invitationGroupOf(invitation.status)];
        return (
          <Box component="li" key={invitation.user_id} aria-label={invitation.name} sx={{ py: 0.5 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {invitation.name}
              </Typography>
              <Chip
                size="small"
                label={pendingLabel(invitation) ?? chip.label}
                color={chip.color}
                variant={chip.color === 'default' ? 'outlined' : 'filled'}
              />
              {invitation.status_at && (
                <Typography variant="caption" color="text.secondary">
                  {formatWhen(invitation.status_at)}
                </Typography>
              )}
            </Stack>
            {invitation.status === 'declined' && <Feedback invitation={invitation} />}
          </Box>
        );
      })}
    </Box>
  );
}
