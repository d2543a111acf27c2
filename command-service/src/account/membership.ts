import { accountErrors, type CompanyActor, type CompanyState } from '@dealbook/domain';
import type { CommandContext } from '../handle';
import { readUser, step } from '../identity/streams';
import type { AccountDeps } from './deps';
import { readAccount, runAccount, runCompany } from './streams';

type Store = Pick<AccountDeps, 'store' | 'types'>;

/**
 * The company membership flows (domain/src/account/README.md, "Membership"). The company's stream decides
 * who is let in; the person's account then records the company they are in, and every reader of
 * membership (invitations, colleagues, teams, sourcing) reads the account. The company's event comes
 * first: if the account's append fails, the next approval, request or profile save finds the person
 * among the company's members and records it on the account then.
 */

/** The actor on a company: `member` from their own account, `admin` only on the admin's routes. */
export async function actorOn(deps: Store, user: { id: string; admin: boolean }, companyId: string): Promise<CompanyActor> {
  const account = await readAccount(deps, user.id);
  return { id: user.id, admin: user.admin, member: account.companyId === companyId };
}

/** The company the person manages, as their account and its stream say; anyone else is refused. */
export async function managedCompanyOf(deps: Store, userId: string): Promise<{ companyId: string; actor: CompanyActor }> {
  const account = await readAccount(deps, userId);
  if (!account.companyId) throw accountErrors.notCompanyManager();
  return { companyId: account.companyId, actor: { id: userId, admin: false, member: true } };
}

/** Records on the person's account that the company admitted them, leaving the company they were in. */
export async function admit(deps: Store, userId: string, companyId: string, company: CompanyState, context: CommandContext) {
  const account = await readAccount(deps, userId);
  if (account.companyId && account.companyId !== companyId) {
    const left = { userId, member: true, now: context.now.toISOString() };
    await runCompany(deps, account.companyId, { type: 'RecordCompanyMemberLeft', data: left }, step(context, 'company-left'));
  }
  return runAccount(
    deps,
    userId,
    { type: 'JoinCompany', data: { companyId, companyName: company.name, now: context.now.toISOString() } },
    step(context, 'company-joined'),
  );
}

/**
 * The person asks to join an existing company: a request for its managers, or, when their activated sign-in
 * address is at a domain the company verified, membership at once.
 */
export async function requestToJoin(deps: Store, userId: string, companyId: string, context: CommandContext) {
  const user = await readUser(deps, userId);
  const data = { userId, email: user.email, emailVerified: user.status === 'active', now: context.now.toISOString() };
  const result = await runCompany(deps, companyId, { type: 'RequestCompanyMembership', data }, step(context, 'company-request'));
  const member = result.state.members[userId] !== undefined;
  if (member) await admit(deps, userId, companyId, result.state, context);
  return { ...result, member };
}

/** A manager's or an admin's answer to a request; an approval then records the membership on the person's account. */
export async function answerRequest(
  deps: Store,
  companyId: string,
  userId: string,
  actor: CompanyActor,
  approve: boolean,
  context: CommandContext,
) {
  const now = context.now.toISOString();
  const result = await runCompany(
    deps,
    companyId,
    approve
      ? { type: 'ApproveCompanyMembership', data: { userId, actor, now } }
      : { type: 'DeclineCompanyMembership', data: { userId, actor, now } },
    step(context, approve ? 'approve' : 'decline'),
  );
  if (approve) return admit(deps, userId, companyId, result.state, context);
  return result;
}

/** A manager (or an admin) takes a member out of the company; the member's account then says so. */
export async function removeMember(deps: Store, companyId: string, userId: string, actor: CompanyActor, context: CommandContext) {
  const member = (await readAccount(deps, userId)).companyId === companyId;
  const now = context.now.toISOString();
  await runCompany(deps, companyId, { type: 'RemoveCompanyMember', data: { userId, member, actor, now } }, step(context, 'remove'));
  return runAccount(deps, userId, { type: 'LeaveCompany', data: { companyId, now } }, step(context, 'company-left-account'));
}

/** The member leaves their company. */
export async function leave(deps: Store, userId: string, context: CommandContext) {
  const { companyId } = await readAccount(deps, userId);
  if (!companyId) throw accountErrors.notCompanyMember();
  const now = context.now.toISOString();
  await runCompany(
    deps,
    companyId,
    { type: 'RecordCompanyMemberLeft', data: { userId, member: true, now } },
    step(context, 'company-left'),
  );
  return runAccount(deps, userId, { type: 'LeaveCompany', data: { companyId, now } }, step(context, 'company-left-account'));
}
