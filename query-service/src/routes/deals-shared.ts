import { z } from 'zod';
import {
  accessOf,
  authorize,
  canViewOf,
  capabilities,
  collaboratorsSeenBy,
  dealDecider,
  dealErrors,
  dealStream,
  decodeStored,
  fold,
  type Access,
  type Actor,
  type Capability,
  type DealEvent,
  type DealState,
  type SharedDeal,
} from '@dealbook/domain';
import type { QueryServiceDeps } from '../deps';
import type { DocumentStore } from '@dealbook/infra/document-store/port';
import { accessFactsOf, DEAL_ACCESS, type DealAccessDoc } from '@dealbook/projections/deals/deal-access';

/** What the deal read routes share: the deal document's shape, the owner check, author names. */
export interface DealDocView {
  _id: string;
  user_id: string;
  project_name: string;
  status: 'active' | 'deleted';
  deal_status: string;
  deal: Record<string, unknown>;
  deal_version: number;
  revision: number;
  pending: boolean;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  source: { deal_id: string; deal_version: number } | null;
}

export const idParams = z.object({ id: z.string().min(1).max(100) });
export const changeOut = z.object({ path: z.string(), from: z.unknown().optional(), to: z.unknown().optional() });

export { actorOf } from '@dealbook/infra/http/session';

/** What the caller may do with the deal, from the `deal_access` read model. */
export async function accessTo(documents: DocumentStore, id: string, actor: Actor): Promise<Access> {
  return accessOf(accessFactsOf(await documents.get<DealAccessDoc>(DEAL_ACCESS, id)), actor);
}

/**
 * The deal if the access policy lets the caller do `capability` with it; a deal they may not see answers
 * the same 404 as no deal at all.
 */
export async function readableDeal(
  documents: DocumentStore,
  id: string,
  actor: Actor,
  capability: Capability = 'view',
): Promise<{ doc: DealDocView; access: Access }> {
  const access = await accessTo(documents, id, actor);
  authorize(access, capability);
  const doc = await documents.get<DealDocView & { [k: string]: unknown }>('deals', id);
  if (!doc) throw dealErrors.dealNotFound();
  return { doc, access };
}

/** The policy's answer as the API shows it: the role and a flag per capability. */
export const accessOut = z.object({
  role: z.enum(['owner', 'collaborator', 'provider', 'admin', 'auditor', 'none']),
  can: z.object(Object.fromEntries(capabilities.map((c) => [c, z.boolean()])) as Record<Capability, z.ZodBoolean>),
  deleted: z.boolean(),
});

/**
 * The deal as `access` may read it: a capital provider is offered the deal, never who else works on it
 * (domain/src/access/README.md), so their copy has no `shared_deals`; a collaborator's lists only those
 * who may view it now.
 */
export function offeredTo(access: Access, deal: Record<string, unknown>): Record<string, unknown> {
  const { shared_deals: entries, ...offered } = deal;
  if (access.role === 'provider') return offered;
  if (!Array.isArray(entries)) return deal;
  return { ...offered, shared_deals: collaboratorsSeenBy(access, entries as SharedDeal[], canViewOf) };
}

/**
 * The deal as retrieve answers it: `user` is its owner and each `shared_deals` entry's `users` its
 * collaborator, with names from the users read model ("users (with email)"). Read, never stored.
 */
export async function withPeople(documents: DocumentStore, deal: Record<string, unknown>): Promise<Record<string, unknown>> {
  const shared = Array.isArray(deal.shared_deals) ? (deal.shared_deals as { shared_user_id: string; users?: { email: string }[] }[]) : [];
  const ownerId = typeof deal.user_id === 'string' ? deal.user_id : null;
  const ids = [...(ownerId ? [ownerId] : []), ...shared.map((e) => e.shared_user_id)];
  if (ids.length === 0) return deal;
  const users = new Map((await documents.find('users', { _id: { $in: ids } })).map((u) => [u._id, u]));
  const person = (id: string, email?: string) => {
    const u = users.get(id);
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return { id, email: text(u?.email) || email || '', first_name: text(u?.first_name), last_name: text(u?.last_name) };
  };
  return {
    ...deal,
    ...(ownerId ? { user: person(ownerId) } : {}),
    // An entry whose person has no known address keeps what it had: a deal sent back on save must still parse.
    shared_deals: shared.map((e) => {
      const found = person(e.shared_user_id, e.users?.[0]?.email);
      return found.email ? { ...e, users: [found] } : e;
    }),
  };
}

/** Display names of users by id ('First Last', else the email), for authors of versions and changes. */
export async function namesOf(documents: DocumentStore, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const users = await documents.find('users', { _id: { $in: unique } });
  return new Map(
    users.map((u) => {
      const name = `${typeof u.first_name === 'string' ? u.first_name : ''} ${typeof u.last_name === 'string' ? u.last_name : ''}`.trim();
      return [u._id, name || (typeof u.email === 'string' ? u.email : u._id)];
    }),
  );
}

export type ConsoleGroup = 'today' | 'seven_days_ago' | 'thirty_days_ago' | 'older';

const DAY_MS = 86_400_000;

/**
 * The console's grouping by last update, computed when read since it moves with the
 * clock: the same calendar day (UTC), within 7 days, within 30 days, otherwise older.
 */
export function consoleGroupOf(date: string | null | undefined, now: Date): ConsoleGroup {
  const time = date ? Date.parse(date) : NaN;
  if (Number.isNaN(time)) return 'older';
  if (new Date(time).toISOString().slice(0, 10) === now.toISOString().slice(0, 10)) return 'today';
  const age = now.getTime() - time;
  if (age <= 7 * DAY_MS) return 'seven_days_ago';
  if (age <= 30 * DAY_MS) return 'thirty_days_ago';
  return 'older';
}

/** The deal folded from its own stream (exact, never behind a projection), with its events. */
export async function foldedDeal(
  deps: Pick<QueryServiceDeps, 'store' | 'types'>,
  id: string,
): Promise<{ events: DealEvent[]; state: DealState }> {
  const recorded = await deps.store.readStream(dealStream(id));
  const events = recorded.map((e) => ({ type: e.type, data: decodeStored(deps.types, e) }) as DealEvent);
  return { events, state: fold(dealDecider, events) };
}
