import { assertNever } from '../shared';
import type { CompanyActor } from './membership-commands';
import type { MembershipEvent } from './membership-events';

/** The company's own record of its people; who is in the company is still the accounts' to say (README.md). */
export interface Membership {
  /** By user id: who joined through this stream (the founder, approvals, a verified domain), and who may manage. */
  members: Record<string, { manage: boolean }>;
  /** User ids whose request waits for a manager or an admin. */
  pending: string[];
  /** Email domains a manager verified: a verified sign-in address there joins without a request. */
  domains: string[];
}

export const initialMembership: Membership = { members: {}, pending: [], domains: [] };

/** The founder is the first member and manages the company; so is the creator of a company from before requests. */
export function foundedBy(userId: string | null): Membership {
  return userId ? { ...initialMembership, members: { [userId]: { manage: true } } } : initialMembership;
}

const without = (list: string[], id: string) => list.filter((x) => x !== id);
const dropMember = (members: Membership['members'], id: string) => Object.fromEntries(Object.entries(members).filter(([k]) => k !== id));

export function evolveMembership(state: Membership, event: MembershipEvent): Membership {
  switch (event.type) {
    case 'CompanyMembershipRequested':
      return { ...state, pending: [...without(state.pending, event.data.user_id), event.data.user_id] };
    case 'CompanyMembershipApproved':
    case 'CompanyMemberJoinedByDomain':
      return {
        ...state,
        pending: without(state.pending, event.data.user_id),
        members: { ...state.members, [event.data.user_id]: { manage: false } },
      };
    case 'CompanyMembershipDeclined':
    case 'CompanyMembershipWithdrawn':
      return { ...state, pending: without(state.pending, event.data.user_id) };
    case 'CompanyMemberLeft':
    case 'CompanyMemberRemoved':
      return { ...state, members: dropMember(state.members, event.data.user_id) };
    case 'CompanyDomainVerified':
      return { ...state, domains: [...without(state.domains, event.data.domain), event.data.domain] };
    default:
      return assertNever(event);
  }
}

/** A manager: a member (by their account) whom the company's stream gave manage rights, or an admin. */
export const mayManage = (state: Membership, actor: CompanyActor): boolean =>
  actor.admin || (actor.member && state.members[actor.id]?.manage === true);

/**
 * Domains anyone can get an address at: verifying one would let every stranger with a free mailbox in.
 * Not exhaustive; the rule that the manager's own verified address must be at the domain does the rest.
 */
export const PUBLIC_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'mail.com',
  'yandex.com',
  'zoho.com',
];

export const normaliseDomain = (domain: string): string => domain.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '');

/** The domain of an address, lower-cased ('' when it has none). */
export function emailDomainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : normaliseDomain(email.slice(at + 1));
}
