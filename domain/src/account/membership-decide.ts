import { assertNever } from '../shared';
import { accountErrors } from './errors';
import type { MembershipCommand } from './membership-commands';
import type { MembershipEvent } from './membership-events';
import { emailDomainOf, mayManage, normaliseDomain, PUBLIC_MAIL_DOMAINS } from './membership';
import type { CompanyState } from './state';

const DOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

/** Who the company lets in, and who decides (README.md, "Membership"). */
export function decideMembership(command: MembershipCommand, state: CompanyState): MembershipEvent[] {
  if (!state.exists) throw accountErrors.companyNotFound();
  switch (command.type) {
    case 'RequestCompanyMembership': {
      const { userId, email, emailVerified } = command.data;
      if (state.members[userId]) return [];
      const domain = emailDomainOf(email);
      if (emailVerified && state.domains.includes(domain))
        return [{ type: 'CompanyMemberJoinedByDomain', data: { user_id: userId, domain } }];
      if (state.pending.includes(userId)) return [];
      return [{ type: 'CompanyMembershipRequested', data: { user_id: userId } }];
    }
    case 'ApproveCompanyMembership':
    case 'DeclineCompanyMembership': {
      const { userId, actor } = command.data;
      if (!mayManage(state, actor)) throw accountErrors.notCompanyManager();
      // Approved already (a retried approval, or a second manager's): nothing more to record.
      if (command.type === 'ApproveCompanyMembership' && state.members[userId]) return [];
      if (!state.pending.includes(userId)) throw accountErrors.membershipRequestNotFound();
      const data = { user_id: userId, by: actor.id, as: mayManage(state, { ...actor, admin: false }) ? 'manager' : 'admin' } as const;
      return [{ type: command.type === 'ApproveCompanyMembership' ? 'CompanyMembershipApproved' : 'CompanyMembershipDeclined', data }];
    }
    case 'WithdrawCompanyMembership':
      if (!state.pending.includes(command.data.userId)) throw accountErrors.membershipRequestNotFound();
      return [{ type: 'CompanyMembershipWithdrawn', data: { user_id: command.data.userId } }];
    case 'RecordCompanyMemberLeft': {
      const { userId, member } = command.data;
      if (!member && !state.members[userId]) throw accountErrors.notCompanyMember();
      return [{ type: 'CompanyMemberLeft', data: { user_id: userId } }];
    }
    case 'RemoveCompanyMember': {
      const { userId, member, actor } = command.data;
      if (!mayManage(state, actor)) throw accountErrors.notCompanyManager();
      if (userId === actor.id) throw accountErrors.removeSelf();
      if (!member && !state.members[userId]) throw accountErrors.notCompanyMember();
      const as = mayManage(state, { ...actor, admin: false }) ? 'manager' : 'admin';
      return [{ type: 'CompanyMemberRemoved', data: { user_id: userId, by: actor.id, as } }];
    }
    case 'VerifyCompanyDomain': {
      const { actor, actorEmail, actorEmailVerified } = command.data;
      if (!mayManage(state, actor)) throw accountErrors.notCompanyManager();
      const domain = normaliseDomain(command.data.domain);
      if (!DOMAIN.test(domain)) throw accountErrors.invalidDomain();
      if (PUBLIC_MAIL_DOMAINS.includes(domain)) throw accountErrors.publicMailDomain();
      // Only someone who reads mail at the domain may vouch for it: their own activated sign-in address is there.
      if (!actorEmailVerified || emailDomainOf(actorEmail) !== domain) throw accountErrors.domainNotYours();
      if (state.domains.includes(domain)) return [];
      return [{ type: 'CompanyDomainVerified', data: { domain, by: actor.id } }];
    }
    default:
      return assertNever(command);
  }
}
