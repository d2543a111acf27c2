/** The blob contract against MongoDB GridFS: the server at MONGO_URL (no container here: GridFS needs no replica set). */
import { MongoClient } from 'mongodb';
import { afterAll, describe } from 'vitest';
import { blobStoreContract } from './blob-store.contract';
import { createGridFsBlobStore } from './gridfs';

const url = process.env.MONGO_URL;
if (!url) console.warn('gridfs blob contract suite skipped: MONGO_URL not set');

describe.skipIf(!url)('gridfs blob store', () => {
  const databases: string[] = [];
  afterAll(async () => {
    const client = new MongoClient(url!);
    for (const name of databases) await client.db(name).dropDatabase();
    await client.close();
  });
  blobStoreContract('gridfs', async () => {
    const dbName = `dealbook_blobs_${process.pid}_${databases.length}`;
    databases.push(dbName);
    return createGridFsBlobStore({ url: url!, dbName });
  });
});
