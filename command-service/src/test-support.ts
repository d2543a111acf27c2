/** What the command handler's tests share: a command's context and a store that counts what it reads. */
import type { EventStore } from '@dealbook/infra/event-store/port';
import type { CommandContext } from './handle';

let issued = 0;

/** A command's context, with a new command id unless one is given. */
export const commandContext = (commandId = `c-${++issued}`, now = new Date('2026-11-22T10:00:00Z')): CommandContext => ({
  commandId,
  actorId: 'u-1',
  correlationId: commandId,
  causationId: commandId,
  now,
});

/** The store, counting the stream reads (`reads`) and the events they hand out (`read`): what a command costs. */
export function countingReads<Store extends EventStore>(store: Store): Store & { read: number; reads: number } {
  const counted = { ...store, read: 0, reads: 0 };
  counted.readStream = async (streamId, options) => {
    const events = await store.readStream(streamId, options);
    counted.reads += 1;
    counted.read += events.length;
    return events;
  };
  return counted;
}
