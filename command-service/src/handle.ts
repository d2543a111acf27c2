import { DomainError, decodeEvent, decodeStored, type Decider, type DomainEvent, type EventTypes } from '@dealbook/domain';
import { WrongExpectedVersionError, type EventStore, type Position, type RecordedEvent } from '@dealbook/infra/event-store/port';
import { eventIdFor } from './event-ids';

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
 * makes us read and decide again (a few times); with If-Match it is the client's conflict to resolve.
 * A retried command (same command id already in the stream) returns the first outcome and appends nothing.
 */
export async function handleCommand<Command, Event extends DomainEvent, State>(
  options: HandleOptions<Command, Event, State>,
): Promise<CommandResult<State>> {
  for (let attempt = 0; ; attempt++) {
    const recorded = await options.store.readStream(options.streamId);
    const revision = recorded.length - 1;
    const history = recorded.map((e) => toDomain<Event>(options.types, e));
    const state = history.reduce(options.decider.evolve, options.decider.initialState);
    if (recorded.some((e) => e.metadata.commandId === options.context.commandId)) {
      return { state, events: [], revision, position: recorded.at(-1)?.position ?? null };
    }
    if (options.ifMatch !== undefined && options.ifMatch !== revision) throw conflict();
    const events = options.decider.decide(options.command, state);
    if (events.length === 0) {
      return { state, events, revision, position: recorded.at(-1)?.position ?? null };
    }
    try {
      const result = await options.store.append(
        options.streamId,
        events.map((e, i) => toNew(options.types, e, i, options.context)),
        revision < 0 ? 'no_stream' : revision,
      );
      const after = events.reduce(options.decider.evolve, state);
      return { state: after, events, revision: result.nextRevision, position: result.position };
    } catch (err) {
      const retry = err instanceof WrongExpectedVersionError && options.ifMatch === undefined && attempt < 4;
      if (!retry) throw err instanceof WrongExpectedVersionError && options.ifMatch !== undefined ? conflict() : err;
    }
  }
}

export function toDomain<Event extends DomainEvent>(types: EventTypes, e: RecordedEvent): Event {
  return { type: e.type, data: decodeStored(types, e) } as Event;
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
