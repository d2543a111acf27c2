import type { FastifyReply, FastifyRequest } from 'fastify';
import { dealErrors, defaultDealLimits, DomainError, entitlementsOf, type Actor, type DealLimits, type Plan } from '@dealbook/domain';
import type { CommandContext } from '../handle';
import { eventIdFor } from '../event-ids';
import type { DealsDeps } from './deps';

/**
 * The caller's plan, as the entitlements function reads it: the limits spare whoever it gives unlimited
 * deals; only admins (internal users) may change a matched deal. The subscription record arrives with the
 * subscription stream (issue 15's next part); until then no account has one.
 */
export function planOf(request: FastifyRequest, deps: DealsDeps): Plan & { limits: DealLimits } {
  const admin = request.user?.admin === true;
  const { unlimitedDeals } = entitlementsOf({ admin, matchingOpen: false, subscription: null });
  return { isPremium: unlimitedDeals, isAdmin: admin, limits: deps.dealLimits ?? defaultDealLimits };
}

/** The signed-in person as the access policy sees them (routes behind `requireUser` only). */
export const actorOf = (request: FastifyRequest): Actor => ({
  id: request.user!.id,
  admin: request.user!.admin,
  auditor: request.user!.auditor,
});

/** A new aggregate's id from the command id: a retried request (same Idempotency-Key) names the same deal. */
export function newIdFor(context: CommandContext, purpose: string): string {
  return eventIdFor(`${context.commandId}:${purpose}`, 0);
}

/** The If-Match conflict of a deal carries the spec's title (the shared handler's is generic). */
export async function withDealConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof DomainError && err.code === 'STALE_REVISION') throw dealErrors.savingConflict();
    throw err;
  }
}

/** The caller's replicates and deletes this month; only asked when a limit applies. */
export async function usageOf(deps: DealsDeps, userId: string, month: string) {
  if (!deps.dealUsage) throw new Error('The deal routes need a dealUsage counter to apply the plan limits');
  return deps.dealUsage(userId, month);
}

/** `X-Position` of the last write and the deal's revision as ETag. */
export function sendDealHeaders(reply: FastifyReply, revision: number, position: string | null): void {
  if (position) reply.header('X-Position', position);
  if (revision >= 0) reply.header('ETag', `"${revision}"`);
}
