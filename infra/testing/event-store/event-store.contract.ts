/**
 * The contract every event store adapter passes. Each test works on fresh stream ids and reads the
 * global log after the head it saw first, so the suite also runs against a shared, non-empty server.
 *
 *   eventStoreContract('sqlite', () => createSqliteEventStore({ file: ':memory:' }));
 */
import { afterEach, beforeEach, describe } from 'vitest';
import { globalLogContract } from './event-store-log.contract';
import { streamsContract } from './event-store-streams.contract';
import type { EventStore } from '../../src/event-store/port';

export function eventStoreContract(name: string, make: () => Promise<EventStore> | EventStore): void {
  describe(`event store contract: ${name}`, () => {
    let current: EventStore | undefined;
    const store = (): EventStore => {
      if (!current) throw new Error('The event store is only available inside a test');
      return current;
    };

    beforeEach(async () => {
      current = await make();
    });
    afterEach(async () => {
      await current?.close();
      current = undefined;
    });

    streamsContract(store);
    globalLogContract(store);
  });
}
