import { DomainError, decodeEvent, type Decider, type DomainEvent, type EventTypes } from '@dealbook/domain';
import { WrongExpectedVersionError, type EventStore, type Position } from '@dealbook/infra/event-store/port';
import { eventIdFor } from './event-ids';
import { loadStream, type LoadedStream } from './load-stream';
import type { SnapshotStore } from './snapshots';
import { dropKeptState, keepState, keptState } from './state-cache';

export { toDomain } from './load-stream';

/** Who and when: everything about a command that is not its payload. */
export interface CommandContext {
  commandId: string;
  actorId: string | null;
  correlationId: string;
  causationId: string;
  now: Date;
}

export interface CommandResult<State> {
  state: State;
  events: DomainEvent[];
  /** Revision of the stream after the command; -1 when the stream still does not exist. */
  revision: number;
  /** Global position of the last event written (or of the stream's head when nothing was written). */
  position: Position | null;
}

export interface HandleOptions<Command, Event extends DomainEvent, State> {
  store: EventStore;
  types: EventTypes;
  streamId: string;
  decider: Decider<Command, Event, State>;
  command: Command;
  context: CommandContext;
  /** The revision the client edited (If-Match). A stale one is a 409, never an overwrite. */
  ifMatch?: number;
  /** Kept states, for deciders that opt in (`snapshot`); without it every command folds its whole stream. */
  snapshots?: SnapshotStore | undefined;
  /**
   * The access policy, asked of the state as it stands before anything is decided or answered: a retried
   * command is checked again too, so a person who lost access since gets what a stranger gets, not the
   * outcome of what they did while they had it. Throws to refuse.
   */
  authorize?: ((state: State) => void) | undefined;
}

/**
 * A command without If-Match is tried again when another writer got in first. Each round of a race has a
 * winner, so N commands racing on one stream all land within N rounds: 20 restores of one deal sent at
 * once all land (R2; with 4 tries, 1 in 20 was refused as a conflict it never had).
 */
const MAX_RETRIES = 25;

/** A key sent again with another request (handle the fingerprint in context.ts). */
const keyReused = () =>
  new DomainError(
    'conflict',
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different request. Send a new key with each new request.',
    'Request Refused',
  );

/**
 * Whether an id in the stream is the same key sent with another request: the same id but for the request's
 * fingerprint (context.ts). Null for a command id without a key. Worked out once per command, then a
 * prefix and suffix compare for each recent id, as this runs on every keyed command.
 */
function otherRequestWithKey(commandId: string): ((id: string) => boolean) | null {
  const found = /#[0-9a-f]{16}/.exec(commandId);
  if (!found) return null;
  const head = commandId.slice(0, found.index + 1);
  const tail = commandId.slice(found.index + found[0].length);
  return (id) => id.length === commandId.length && id !== commandId && id.startsWith(head) && id.endsWith(tail);
}

const conflict = () =>
  new DomainError(
    'conflict',
    'STALE_REVISION',
    'Someone else saved a newer version while you were editing. Reload to see it.',
    'Saving Conflict',
  );

/**
 * Read the stream, fold, decide, append with the revision read. Without If-Match a concurrent writer
 * makes us read and decide again (up to MAX_RETRIES times); with If-Match it is the client's conflict to resolve.
 * A retried command (same command id already in the stream) is authorized again, then returns the first
 * outcome and appends nothing; the same Idempotency-Key with another request is refused (409).
 *
 * With snapshots (a decider that opts in, and `snapshots`), the state starts from the kept one and only the
 * events after it are read, so the cost of a command stays flat as its stream grows (snapshots.ts says
 * when a kept state is trusted). The retried-command check then sees the events read and the ids of the
 * last RECENT_COMMANDS commands the snapshot remembers: a retry is known as before while fewer than that
 * many commands landed on the stream after it, which covers any client retrying a request it got no
 * answer to. An older retry is decided again. If it decides the same events, the embedded stores refuse
 * their ids (derived from the command id, already in the stream) without the stream having moved, and
 * the next attempt reads the whole stream and answers the first outcome. KurrentDB checks ids only at
 * the expected revision and in its cache of recent writes, so there such a retry is appended again, as
 * anywhere is one the decider now refuses or decides differently: it gets today's decision, as a new
 * command would. A hundred commands on one stream between a request and its retry is not a retry.
 */
export async function handleCommand<Command, Event extends DomainEvent, State>(
  options: HandleOptions<Command, Event, State>,
): Promise<CommandResult<State>> {
  const { store, streamId, decider, context } = options;
  let exhaustive = false;
  for (let attempt = 0; ; attempt++) {
    // The state this process last reached on the stream (state-cache.ts): if the stream moved since, the append says so.
    const kept = exhaustive ? undefined : keptState<State>(store, streamId, decider);
    const loaded: Omit<LoadedStream<State>, 'recentCommandIds'> & { recentCommandIds(): readonly string[] } = kept
      ? { ...kept, holdsCommand: (id) => kept.commandIds.includes(id), recentCommandIds: () => kept.commandIds }
      : await loadStream({ ...options, exhaustive });
    const { state, revision, position } = loaded;
    try {
      options.authorize?.(state);
    } catch (refusal) {
      // A kept state may predate a permission since given: only the stream's own state refuses.
      if (!kept) throw refusal;
      dropKeptState(store, streamId);
      continue;
    }
    if (loaded.holdsCommand(context.commandId)) return { state, events: [], revision, position };
    const reused = otherRequestWithKey(context.commandId);
    if (reused && loaded.recentCommandIds().some(reused)) throw keyReused();
    if (options.ifMatch !== undefined && options.ifMatch !== revision) {
      // The kept state may be behind the client's: read the stream before calling it a conflict.
      if (kept) {
        dropKeptState(store, streamId);
        continue;
      }
      throw conflict();
    }
    let events: DomainEvent[];
    try {
      events = decider.decide(options.command, state);
    } catch (refusal) {
      // A refusal of a kept state may be of one the stream has moved past (a conflict, a permission since given).
      if (!kept) throw refusal;
      dropKeptState(store, streamId);
      continue;
    }
    if (events.length === 0) {
      // Nothing to do, as far as the kept state knows: only if the stream has not moved since.
      if (kept && (await store.readStream(streamId, { fromRevision: revision + 1, maxCount: 1 })).length > 0) {
        dropKeptState(store, streamId);
        continue;
      }
      keepState(store, streamId, decider, { state, revision, position, commandIds: loaded.recentCommandIds() });
      return { state, events, revision, position };
    }
    const written = events.map((e, i) => toNew(options.types, e, i, context));
    try {
      const result = await store.append(streamId, written, revision < 0 ? 'no_stream' : revision);
      // Folded from the events as the next read will give them (JSON, then their schema), so the state kept
      // for the next command is the one a fold of the stream would reach.
      const after = written.reduce((s, e) => decider.evolve(s, asRead(options.types, e)), state);
      const commandIds = [...loaded.recentCommandIds(), context.commandId];
      keepState(store, streamId, decider, { state: after, revision: result.nextRevision, position: result.position, commandIds });
      return { state: after, events, revision: result.nextRevision, position: result.position };
    } catch (err) {
      dropKeptState(store, streamId);
      // Decided on a kept state another writer had moved past: read the stream and decide again, whatever If-Match says.
      const stale = kept !== undefined && err instanceof WrongExpectedVersionError;
      const retry = stale || (err instanceof WrongExpectedVersionError && options.ifMatch === undefined && attempt < MAX_RETRIES);
      if (!retry) throw err instanceof WrongExpectedVersionError && options.ifMatch !== undefined ? conflict() : err;
      // Racers that lost together spread out a little before reading again, so the next round has a winner.
      if (!stale) await new Promise((resume) => setTimeout(resume, Math.random() * Math.min(attempt + 1, 10)));
      // Refused by a stream that did not move: our event ids are in it already, behind what we read.
      exhaustive ||= err.actual === err.expected;
    }
  }
}

function asRead<Event extends DomainEvent>(types: EventTypes, event: ReturnType<typeof toNew>): Event {
  const data = decodeEvent(types, event.type, JSON.parse(JSON.stringify(event.data)), event.metadata.schemaVersion);
  return { type: event.type, data } as Event;
}

/**
 * The `index`-th event of a command as the store takes it: data checked against its schema, id derived from
 * the command id, metadata from its context. Also for the few facts appended without a decider.
 */
export function toNew(types: EventTypes, event: DomainEvent, index: number, ctx: CommandContext) {
  const type = types[event.type];
  const data = decodeEvent(types, event.type, event.data, type?.version ?? 1);
  return {
    id: eventIdFor(ctx.commandId, index),
    type: event.type,
    data,
    metadata: {
      actorId: ctx.actorId,
      commandId: ctx.commandId,
      correlationId: ctx.correlationId,
      causationId: ctx.causationId,
      occurredAt: ctx.now.toISOString(),
      schemaVersion: type?.version ?? 1,
    },
  };
}
