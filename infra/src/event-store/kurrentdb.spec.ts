/**
 * The contract against a real KurrentDB: the server at KURRENTDB_URL (a connection string such as
 * `kurrentdb://localhost:2113?tls=false`), or else a throwaway container when Docker is available.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { kurrentDbContainer, testServer, type TestServer } from '../testing/servers';
import { sealsContract } from '../../testing/event-store/event-store-seals.contract';
import { eventStoreContract } from '../../testing/event-store/event-store.contract';
import { createKurrentDbEventStore } from './kurrentdb';

const start = await testServer('kurrentdb contract and seals suites', 'KURRENTDB_URL', kurrentDbContainer);

describe.skipIf(!start)('kurrentdb event store', () => {
  let server: TestServer | undefined;
  const connectionString = (): string => server?.url ?? '';

  beforeAll(async () => {
    server = await start!();
  }, 180_000);
  afterAll(() => server?.stop());

  eventStoreContract('kurrentdb', () => createKurrentDbEventStore({ connectionString: connectionString() }));
  // The store the seals exist for: it cannot link each event to the one before it.
  sealsContract('kurrentdb', () => createKurrentDbEventStore({ connectionString: connectionString() }));
});
