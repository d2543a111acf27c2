import type { LightMyRequestResponse } from 'fastify';
import type { TestRuntime } from '../support/runtime';
import { PASSWORD, activeAccount, caughtUp, sessionCookie, signIn } from './identity-helpers';

/** Test support for the account scenarios (not a spec file): an active, signed-in account. */
export async function signedInAccount(rt: TestRuntime, email: string): Promise<{ id: string; cookie: string }> {
  const id = await activeAccount(rt, email);
  const res = await signIn(rt, email, PASSWORD);
  await caughtUp(rt);
  return { id, cookie: sessionCookie(res) };
}

export const send = (rt: TestRuntime, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, cookie?: string) =>
  rt.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: cookie ? { cookie } : {} });

/** An admin of the platform, who resolves requests to join companies. */
export const membershipAdmin = (rt: TestRuntime) =>
  rt.cookieFor({ id: 'u-membership-admin', email: 'membership-admin@platform.example', admin: true });

/**
 * After a profile save that named a company: when the save filed a request (the company exists and the
 * person did not found it), an admin approves it, as joining an existing company asks
 * (domain/src/account/README.md, "Membership").
 */
export async function approveJoin(rt: TestRuntime, userId: string, saved: LightMyRequestResponse): Promise<void> {
  if (saved.statusCode !== 200) throw new Error(`profile save: ${saved.statusCode} ${saved.body}`);
  const pending = (saved.json() as { company_request: { company_id: string } | null }).company_request;
  if (!pending) return;
  const url = `/api/admin/company-requests/${pending.company_id}_${encodeURIComponent(userId)}/approve`;
  const approved = await send(rt, 'POST', url, undefined, await membershipAdmin(rt));
  if (approved.statusCode !== 200) throw new Error(`approval: ${approved.statusCode} ${approved.body}`);
}

/** The person names a company on their profile and is a member of it then: its founder, or approved by an admin. */
export async function joinCompany(
  rt: TestRuntime,
  person: { id: string; cookie: string },
  company: string,
  profile: Record<string, unknown> = {},
): Promise<void> {
  const saved = await send(rt, 'PUT', '/api/app/users/secure/profile', { first_name: 'Member', ...profile, company }, person.cookie);
  await approveJoin(rt, person.id, saved);
}
