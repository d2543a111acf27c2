import type { FastifyRequest } from 'fastify';
import { DomainError, entitlementsOf, type EventTypes } from '@dealbook/domain';
import type { EventStore } from '@dealbook/infra/event-store/port';
import { subscriptionFactsOf } from './facts';

/** The plan-gated actions of the requirements that are refused outright (the deal limits count instead). */
const gated = {
  uploadAttachments: ['UPLOAD_NOT_IN_PLAN', 'Uploading attachments to the data room is a premium feature.'],
  viewDistribution: ['DISTRIBUTION_NOT_IN_PLAN', 'Sharing a deal with other people is a premium feature.'],
} as const;

export const PREMIUM_FEATURE = 'Premium Feature';

/**
 * Refuses (403, titled 'Premium Feature') what the caller's plan does not entitle: uploading attachments
 * ("cloud data room upload is a premium feature") and distributing a deal (sharing it). Only
 * the giving is gated: renaming, deleting, changing or revoking what exists stays open to everyone, so
 * an account whose plan ended loses nothing it made.
 */
export async function assertEntitled(
  deps: { store: Pick<EventStore, 'readStream'>; types: EventTypes; clock: () => Date; matchingOpen?: boolean },
  request: FastifyRequest,
  right: keyof typeof gated,
): Promise<void> {
  const user = request.user!;
  const subscription = await subscriptionFactsOf(deps, user.id, deps.clock());
  if (entitlementsOf({ admin: user.admin, matchingOpen: deps.matchingOpen ?? false, subscription })[right]) return;
  const [code, message] = gated[right];
  throw new DomainError('forbidden', code, `${message} Choose a plan on the subscription page to use it.`, PREMIUM_FEATURE);
}
