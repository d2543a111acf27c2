/** The blob contract against MongoDB GridFS: the server at MONGO_URL, or else a throwaway container when Docker is available. */
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe } from 'vitest';
import { mongoContainer, testServer, type TestServer } from '../testing/servers';
import { blobStoreContract } from '../../testing/blobs/blob-store.contract';
import { createGridFsBlobStore } from './gridfs';

const start = await testServer('gridfs blob contract suite', 'MONGO_URL', mongoContainer);

describe.skipIf(!start)('gridfs blob store', () => {
  let server: TestServer | undefined;
  const databases: string[] = [];

  beforeAll(async () => {
    server = await start!();
  }, 180_000);
  afterAll(async () => {
    if (server) {
      const client = new MongoClient(server.url);
      for (const name of databases) await client.db(name).dropDatabase();
      await client.close();
      await server.stop();
    }
  });
  blobStoreContract('gridfs', async () => {
    const dbName = `dealbook_blobs_${process.pid}_${databases.length}`;
    databases.push(dbName);
    return createGridFsBlobStore({ url: server?.url ?? '', dbName });
  });
});
