/**
 * The state each stream reached in this process, kept in memory so that the next command on it decides at
 * once, without reading and folding the stream (P3: an editor saving a deal every few seconds, or
 * a person signing in, hits the stream it last wrote; reading it back was a fifth of a save's CPU).
 *
 * It is safe because every command appends with the revision its state was folded up to: when another
 * process (or another runtime on the same files) wrote to the stream since, the store refuses the append and
 * the command reads the stream and decides again (handle.ts); a refusal or a decision to do nothing on a kept
 * state is checked against the stream the same way. A kept state is used only with the same fold (`evolve`,
 * initial state and state version): deciders wrapped per request with their own `decide`, as the deal
 * routes' guard is, share it.
 *
 * Kept states are frozen: the routes share them from one command to the next, so a change made to one by
 * mistake fails loudly rather than alters what the next command decides on. Decoded personal data lives in
 * them, so they are dropped with every decoding the process remembers when a person's data is erased
 * (`forgetDecoded`), and with a stream's snapshot (erasure-routes.ts).
 */
import { deepFreeze, forgetWithDecoded } from '@dealbook/domain';
import type { EventStore, Position } from '@dealbook/infra/event-store/port';
import { recentCommandIds } from './snapshots';

/** Streams kept per store: the busiest few hundred (a 50-component deal's state is about 100 KB). */
const KEPT_STREAMS = 256;

export interface KeptState<State> {
  state: State;
  /** Revision of the stream's last event; -1 when there is no stream. */
  revision: number;
  position: Position | null;
  /** The latest command ids folded into it (at most RECENT_COMMANDS): a retry among them is known. */
  commandIds: readonly string[];
}

/** What a kept state depends on: the fold, where it starts, and the version the decider says its state has. */
type Folding = { evolve: object; initialState: unknown; snapshot?: { version: number } | undefined };

interface Entry {
  folding: Folding;
  kept: KeptState<unknown>;
}

const sameFolding = (a: Folding, b: Folding) =>
  a.evolve === b.evolve && a.initialState === b.initialState && a.snapshot?.version === b.snapshot?.version;

const byStore = new WeakMap<object, Map<string, Entry>>();

function streamsOf(store: EventStore): Map<string, Entry> {
  let streams = byStore.get(store);
  if (!streams) {
    byStore.set(store, (streams = new Map()));
    forgetWithDecoded(streams);
  }
  return streams;
}

export function keptState<State>(store: EventStore, streamId: string, folding: Folding): KeptState<State> | undefined {
  const streams = streamsOf(store);
  const entry = streams.get(streamId);
  if (!entry || !sameFolding(entry.folding, folding)) return undefined;
  // Most recently used last: the first key is the one to drop when full.
  streams.delete(streamId);
  streams.set(streamId, entry);
  return entry.kept as KeptState<State>;
}

export function keepState<State>(store: EventStore, streamId: string, folding: Folding, kept: KeptState<State>): void {
  const streams = streamsOf(store);
  streams.delete(streamId);
  const { evolve, initialState, snapshot } = folding;
  streams.set(streamId, {
    folding: { evolve, initialState, snapshot },
    kept: { ...kept, state: deepFreeze(kept.state), commandIds: recentCommandIds(kept.commandIds, []) },
  });
  if (streams.size > KEPT_STREAMS) streams.delete(streams.keys().next().value!);
}

/** Drops a stream's kept state: the next command on it reads the stream. */
export function dropKeptState(store: EventStore, streamId: string): void {
  streamsOf(store).delete(streamId);
}

/** Drops every state kept for `store`: the next command on any stream reads it, as in a new process. */
export function forgetKeptStates(store: EventStore): void {
  byStore.get(store)?.clear();
}
