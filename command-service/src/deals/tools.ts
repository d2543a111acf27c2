import type { FastifyReply, FastifyRequest } from 'fastify';
import { dealErrors, defaultDealLimits, DomainError, entitlementsOf, type DealLimits, type Plan } from '@dealbook/domain';
import type { CommandContext } from '../handle';
import { eventIdFor } from '../event-ids';
import { subscriptionFactsOf } from '../subscriptions/facts';
import type { DealsDeps } from './deps';

/**
 * The caller's plan, as the entitlements function reads it from their subscription: the limits spare
 * whoever it gives unlimited deals (power users, enterprise and premium plans); only admins (internal
 * users) may change a matched deal.
 */
export async function planOf(request: FastifyRequest, deps: DealsDeps): Promise<Plan & { limits: DealLimits }> {
  const admin = request.user?.admin === true;
  const subscription = request.user ? await subscriptionFactsOf(deps, request.user.id, deps.clock()) : null;
  const { unlimitedDeals } = entitlementsOf({ admin, matchingOpen: false, subscription });
  return { isPremium: unlimitedDeals, isAdmin: admin, limits: deps.dealLimits ?? defaultDealLimits };
}

export { actorOf } from '@dealbook/infra/http/session';

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
