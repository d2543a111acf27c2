import {
  dealEventTypes,
  decodeEvent,
  deepFreeze,
  evolveDeal,
  initialDealState,
  type Deal,
  type DealEvent,
  type DraftEvent,
} from '@dealbook/domain';
import type { RecordedEvent } from '@dealbook/infra/event-store/port';

/**
 * Decoded once per event object: the live projections share each event the log hands them (tail.ts), and five
 * of them (deals, deal_versions, console_deals, deal_access, deal_matches) decode every deal event. Frozen, as
 * the one decoding is shared.
 */
const decoded = new WeakMap<RecordedEvent, DealEvent>();

/** The deal and draft events as the domain types them (validated and upcast), or null for any other event. */
export function dealEventOf(event: RecordedEvent): DealEvent | null {
  if (!event.streamId.startsWith('deal-') || !(event.type in dealEventTypes) || event.type.startsWith('Draft')) return null;
  let domain = decoded.get(event);
  if (!domain) {
    const data = deepFreeze(decodeEvent(dealEventTypes, event.type, event.data, event.metadata.schemaVersion));
    decoded.set(event, (domain = { type: event.type, data } as DealEvent));
  }
  return domain;
}

export function draftEventOf(event: RecordedEvent): DraftEvent | null {
  if (!event.streamId.startsWith('draft-') || !event.type.startsWith('Draft')) return null;
  return { type: event.type, data: decodeEvent(dealEventTypes, event.type, event.data, event.metadata.schemaVersion) } as DraftEvent;
}

export const dealIdOf = (event: RecordedEvent): string => event.streamId.slice('deal-'.length);
export const partialIdOf = (event: RecordedEvent): string => event.streamId.slice('draft-'.length);

/** What a read model keeps to fold the next event: the deal as it stands, not its versions. */
export interface FoldedDeal {
  deal: Deal;
  status: 'none' | 'active' | 'deleted';
  pending: boolean;
  version_count: number;
}

export const noDeal: FoldedDeal = { deal: {}, status: 'none', pending: false, version_count: 0 };

/**
 * Applies one event with the domain's own `evolveDeal`, so the read models fold exactly as the write
 * side does. The versions list starts empty each time: one appears when the event makes a version.
 */
export function foldDeal(before: FoldedDeal, event: DealEvent): FoldedDeal & { madeVersion: boolean } {
  const after = evolveDeal({ ...initialDealState, status: before.status, deal: before.deal, pending: before.pending }, event);
  const madeVersion = after.versions.length > 0;
  return {
    deal: after.deal,
    status: after.status,
    pending: after.pending,
    version_count: before.version_count + (madeVersion ? 1 : 0),
    madeVersion,
  };
}
