/**
 * The contract against a real MongoDB replica set (transactions need one): the server at MONGO_URL,
 * or else a throwaway single-node replica set (testcontainers' MongoDB module) when Docker is available.
 * Each test gets its own database, dropped at the end.
 */
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe } from 'vitest';
import { mongoContainer, testServer, type TestServer } from '../testing/servers';
import { documentStoreContract } from '../../testing/document-store/document-store.contract';
import { createMongoDocumentStore } from './mongodb';

const start = await testServer('mongodb contract suite', 'MONGO_URL', mongoContainer);

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

describe.skipIf(!start)('mongodb document store', () => {
  let server: TestServer | undefined;
  let connection = '';
  const databases: string[] = [];

  beforeAll(async () => {
    server = await start!();
    connection = server.url;
    await untilPrimary(connection, 60_000);
  }, 180_000);

  afterAll(async () => {
    if (connection) {
      const client = new MongoClient(connection);
      for (const name of databases) await client.db(name).dropDatabase();
      await client.close();
    }
    await server?.stop();
  });

  documentStoreContract('mongodb', async () => {
    const dbName = `dealbook_contract_${process.pid}_${databases.length}`;
    databases.push(dbName);
    return createMongoDocumentStore({ url: connection, dbName });
  });
});
