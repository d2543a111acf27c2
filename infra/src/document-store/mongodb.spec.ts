/**
 * The contract against a real MongoDB replica set (transactions need one): the server at MONGO_URL,
 * or else a throwaway single-node replica set in a `mongo:7` container when Docker is available.
 * Each test gets its own database, dropped at the end.
 */
import { MongoClient } from 'mongodb';
import { GenericContainer, Wait, getContainerRuntimeClient, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, describe } from 'vitest';
import { documentStoreContract } from './document-store.contract';
import { createMongoDocumentStore } from './mongodb';

const url = process.env.MONGO_URL;

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
  console.warn('mongodb contract suite skipped: MONGO_URL not set and no Docker engine');
}

/** A new replica set elects its primary a moment after rs.initiate; writes fail until then. */
async function untilPrimary(connection: string, deadlineMs: number): Promise<void> {
  const client = new MongoClient(connection, { serverSelectionTimeoutMS: 2_000 });
  try {
    for (const started = Date.now(); ;) {
      const hello = await client
        .db('admin')
        .command({ hello: 1 })
        .catch(() => ({}));
      if ((hello as { isWritablePrimary?: boolean }).isWritablePrimary) return;
      if (Date.now() - started > deadlineMs) throw new Error('MongoDB replica set elected no primary in time');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.close();
  }
}

describe.skipIf(!url && !useContainer)('mongodb document store', () => {
  let connection = url ?? '';
  let container: StartedTestContainer | undefined;
  const databases: string[] = [];

  beforeAll(async () => {
    if (useContainer) {
      container = await new GenericContainer('mongo:7')
        .withCommand(['--replSet', 'rs0', '--bind_ip_all'])
        .withExposedPorts(27017)
        .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
        .withStartupTimeout(120_000)
        .start();
      const init = await container.exec([
        'mongosh',
        '--quiet',
        '--eval',
        "rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'localhost:27017' }] })",
      ]);
      if (init.exitCode !== 0) throw new Error(`rs.initiate failed: ${init.output}`);
      // directConnection: the member calls itself localhost:27017, which the host cannot reach.
      connection = `mongodb://${container.getHost()}:${container.getMappedPort(27017)}/?directConnection=true`;
    }
    await untilPrimary(connection, 60_000);
  }, 180_000);

  afterAll(async () => {
    if (connection) {
      const client = new MongoClient(connection);
      for (const name of databases) await client.db(name).dropDatabase();
      await client.close();
    }
    await container?.stop();
  });

  documentStoreContract('mongodb', async () => {
    const dbName = `dealbook_contract_${process.pid}_${databases.length}`;
    databases.push(dbName);
    return createMongoDocumentStore({ url: connection, dbName });
  });
});
