import { fold } from '../shared';
import { deepEqual, diffDeal, type Change } from './diff';
import type { DealEvent } from './events';
import { withoutSystemFields } from './fields';
import { valueAt } from './path';
import type { Deal } from './schema-deal';
import { evolveDeal, initialDealState, type DealState } from './state';

const deciderParts = { evolve: evolveDeal, initialState: initialDealState };

/** One version as the versions list shows it (the spec's deal version, with who made it and what changed). */
export interface DealVersionView {
  deal_version: number;
  updated_at: string;
  deal_data: Deal;
  author: string;
  /** From the version before to this one (autosaves and renames in between included); none for the first. */
  changes: Change[];
}

/**
 * The versions of a deal, newest first. The state keeps no version's data, so the events are folded here:
 * a version is the deal as the event that made it left it, at that event's time, by its author.
 */
export function versionsOf(events: readonly DealEvent[]): DealVersionView[] {
  const out: DealVersionView[] = [];
  let state = initialDealState;
  let previous: Deal | null = null;
  for (const event of events) {
    state = evolveDeal(state, event);
    if (state.versions.length === out.length) continue;
    // The system's fields (status, sharing, the last-update stamps) are no change of the author's.
    const changes = previous ? diffDeal(withoutSystemFields(previous), withoutSystemFields(state.deal)) : [];
    out.push({ deal_version: state.versions.length, updated_at: event.data.at, deal_data: state.deal, author: event.data.by, changes });
    previous = state.deal;
  }
  return out.reverse();
}

/**
 * The data of a version: the deal as the event that made it (`eventIndex`, from the state's `versions`)
 * left it. `events` may end there: a read of `eventIndex + 1` events is enough.
 */
export function dealOfVersion(events: readonly DealEvent[], eventIndex: number): Deal {
  return stateAsOf(events, { position: eventIndex }).deal;
}

/**
 * `at`: an ISO time; `position`: a stream revision, the 0-based index of the last event to include (the
 * handler turns a global position into one, since a stream's events know their revisions).
 */
export type PointInTime = { at: string } | { position: number };

/** The deal exactly as it was at a time or after an event; null when it did not exist yet. */
export function dealAsOf(events: readonly DealEvent[], when: PointInTime): Deal | null {
  const state = stateAsOf(events, when);
  return state.status === 'none' ? null : state.deal;
}

export function stateAsOf(events: readonly DealEvent[], when: PointInTime): DealState {
  const count = 'position' in when ? Math.max(0, Math.floor(when.position) + 1) : countUntil(events, Date.parse(when.at));
  return fold(deciderParts, events.slice(0, count));
}

/** Events are appended in time order, so those up to a time are a prefix of the stream. */
function countUntil(events: readonly DealEvent[], time: number): number {
  const index = events.findIndex((event) => Date.parse(event.data.at) > time);
  return index < 0 ? events.length : index;
}

export interface FieldChange {
  at: string;
  by: string;
  from: unknown;
  to: unknown;
}

/**
 * Every change of one field (a path as in a change: `sub_properties[item_id=abc].exit_cap_percentage_min`),
 * oldest first: its first value when the deal was created with one, then each save, autosave, rename or
 * restore that changed it, and an added or removed component for the fields inside it.
 */
export function fieldHistory(events: readonly DealEvent[], path: string): FieldChange[] {
  const out: FieldChange[] = [];
  let state = initialDealState;
  for (const event of events) {
    const before = state.status === 'none' ? undefined : valueAt(state.deal, path);
    state = evolveDeal(state, event);
    const after = valueAt(state.deal, path);
    if (!deepEqual(before, after)) out.push({ at: event.data.at, by: event.data.by, from: before, to: after });
  }
  return out;
}
