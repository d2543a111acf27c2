/**
 * The contract against a real KurrentDB: the server at KURRENTDB_URL (a connection string such as
 * `kurrentdb://localhost:2113?tls=false`), or else a throwaway container when Docker is available.
 */
import { GenericContainer, Wait, getContainerRuntimeClient, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, describe } from 'vitest';
import { sealsContract } from './event-store-seals.contract';
import { eventStoreContract } from './event-store.contract';
import { createKurrentDbEventStore } from './kurrentdb';

const IMAGE = 'docker.kurrent.io/kurrent-latest/kurrentdb';
const url = process.env.KURRENTDB_URL;

async function dockerAvailable(): Promise<boolean> {
  try {
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

const useContainer = !url && (await dockerAvailable());
if (!url && !useContainer) {
  console.warn('kurrentdb contract and seals suites skipped: KURRENTDB_URL not set and no Docker engine');
}

describe.skipIf(!url && !useContainer)('kurrentdb event store', () => {
  let connectionString = url ?? '';
  let container: StartedTestContainer | undefined;

  beforeAll(async () => {
    if (!useContainer) return;
    container = await new GenericContainer(IMAGE)
      .withEnvironment({ KURRENTDB_INSECURE: 'true', KURRENTDB_MEM_DB: 'true', KURRENTDB_RUN_PROJECTIONS: 'None' })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .withStartupTimeout(120_000)
      .start();
    connectionString = `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
  }, 180_000);

  afterAll(async () => {
    await container?.stop();
  });

  eventStoreContract('kurrentdb', () => createKurrentDbEventStore({ connectionString }));
  // The store the seals exist for: it cannot link each event to the one before it.
  sealsContract('kurrentdb', () => createKurrentDbEventStore({ connectionString }));
});
