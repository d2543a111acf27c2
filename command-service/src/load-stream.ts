import { decodeStored, type Decider, type DomainEvent, type EventTypes } from '@dealbook/domain';
import type { EventStore, Position, RecordedEvent } from '@dealbook/infra/event-store/port';
import { SNAPSHOT_EVERY, recentCommandIds, snapshotKey, survivesJson, type SnapshotStore } from './snapshots';

export interface LoadOptions<Command, Event extends DomainEvent, State> {
  store: EventStore;
  types: EventTypes;
  streamId: string;
  decider: Decider<Command, Event, State>;
  /** Where kept states live; without it (or for a decider that does not opt in) the whole stream is folded. */
  snapshots?: SnapshotStore | undefined;
  /** Fold every event and see every command id, whatever is kept. */
  exhaustive?: boolean;
}

export interface LoadedStream<State> {
  state: State;
  /** Revision of the stream's last event; -1 when there is no stream. */
  revision: number;
  /** Global position of that event. */
  position: Position | null;
  /**
   * Whether a command with this id is already in the stream, as far as this load can tell: among the
   * events it read and the latest commands the snapshot remembers. An exhaustive load sees them all.
   */
  holdsCommand(commandId: string): boolean;
  /** The latest command ids it saw (at most RECENT_COMMANDS), oldest first: what a kept state remembers. */
  recentCommandIds(): string[];
}

interface Start<State> {
  state: State;
  revision: number;
  position: Position | null;
  commandIds: readonly string[];
  tail: RecordedEvent[];
}

/**
 * A stream's state as of its last event: from the decider's snapshot and the events after it when one
 * can be trusted (see snapshots.ts), else by folding the whole stream. A load that folded SNAPSHOT_EVERY
 * events or more keeps the state it reached, so the next one starts there.
 */
export async function loadStream<Command, Event extends DomainEvent, State>(
  options: LoadOptions<Command, Event, State>,
): Promise<LoadedStream<State>> {
  const { decider, snapshots } = options;
  const key = snapshots && !options.exhaustive ? snapshotKey(decider) : null;
  const start = (key && snapshots && (await fromSnapshot(options, snapshots, key))) || (await fromScratch(options));
  const { tail } = start;
  const state = tail.reduce((s, e) => decider.evolve(s, toDomain<Event>(options.types, e)), start.state);
  const last = tail.at(-1);
  const loaded: LoadedStream<State> = {
    state,
    revision: last?.revision ?? start.revision,
    position: last?.position ?? start.position,
    holdsCommand: (commandId) => tail.some((e) => e.metadata.commandId === commandId) || start.commandIds.includes(commandId),
    recentCommandIds: () =>
      recentCommandIds(
        start.commandIds,
        tail.map((e) => e.metadata.commandId),
      ),
  };
  if (key && snapshots && last && tail.length >= SNAPSHOT_EVERY && survivesJson(state)) {
    await snapshots.save({
      streamId: options.streamId,
      revision: last.revision,
      eventId: last.id,
      recordedAt: last.recordedAt,
      key,
      state: JSON.stringify(state),
      commandIds: recentCommandIds(
        start.commandIds,
        tail.map((e) => e.metadata.commandId),
      ),
    });
  }
  return loaded;
}

async function fromScratch<State>(options: LoadOptions<unknown, DomainEvent, State>): Promise<Start<State>> {
  const tail = await options.store.readStream(options.streamId);
  return { state: options.decider.initialState, revision: -1, position: null, commandIds: [], tail };
}

/** Reads from the snapshot's own revision: the event there must be the one it was folded up to. */
async function fromSnapshot<State>(
  options: LoadOptions<unknown, DomainEvent, State>,
  snapshots: SnapshotStore,
  key: string,
): Promise<Start<State> | null> {
  const kept = await snapshots.load(options.streamId);
  if (!kept || kept.key !== key) return null;
  const [anchor, ...tail] = await options.store.readStream(options.streamId, { fromRevision: kept.revision });
  if (!anchor || anchor.revision !== kept.revision || anchor.id !== kept.eventId || anchor.recordedAt !== kept.recordedAt) return null;
  let state: State;
  try {
    state = JSON.parse(kept.state) as State;
  } catch {
    return null;
  }
  return { state, revision: anchor.revision, position: anchor.position, commandIds: kept.commandIds, tail };
}

export function toDomain<Event extends DomainEvent>(types: EventTypes, e: RecordedEvent): Event {
  return { type: e.type, data: decodeStored(types, e) } as Event;
}
