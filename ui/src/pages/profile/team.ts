import type { ChipProps } from '@mui/material';
import { dateOf } from '../../account/subscription';
import type { SubscriptionStatus, TeamMember } from '../../account/subscription-api';

// What the profile's team section reads from a colleague's entry (domain/src/subscriptions/README.md, teams).

export const memberName = (member: Pick<TeamMember, 'first_name' | 'last_name' | 'email'>) =>
  `${member.first_name} ${member.last_name}`.trim() || member.email;

export const memberStatus: Record<SubscriptionStatus, { label: string; color: ChipProps['color'] }> = {
  none: { label: 'No plan', color: 'default' },
  trialing: { label: 'Trialing', color: 'info' },
  active: { label: 'Active', color: 'success' },
  canceled: { label: 'Cancelled', color: 'warning' },
  past_due: { label: 'Past due', color: 'error' },
  ended: { label: 'Ended', color: 'default' },
};

/** A plan I pay for that still renews: I may cancel it (it then runs to its period end). */
export const cancellable = (member: TeamMember) =>
  member.managed_by_me && (member.status === 'active' || member.status === 'trialing' || member.status === 'past_due');

/**
 * I may put the colleague on my team: the server allows it (`can_manage`) and no plan of mine runs for them
 * (one I cancelled runs to its period end; adding them again before that would be refused).
 */
export const addable = (member: TeamMember) =>
  member.can_manage && !(member.managed_by_me && (cancellable(member) || member.status === 'canceled'));

/** 'April 14, 2026', or the words for an unknown end. */
export const endOf = (member: Pick<TeamMember, 'current_period_end'>) =>
  member.current_period_end === null ? 'the end of its period' : dateOf(member.current_period_end);
