import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { GridFSBucket, MongoClient } from 'mongodb';
import { Hashing } from './hashing';
import { isSha256, type BlobStore } from './port';

/**
 * Blobs in MongoDB GridFS (production): each blob one GridFS file named by its SHA-256. Content is
 * uploaded under a temporary name while it is hashed and renamed once complete (or dropped when the
 * same content is already there, or when the upload fails), so a reader finds only whole blobs.
 */
export async function createGridFsBlobStore(options: { url: string; dbName: string; bucketName?: string }): Promise<BlobStore> {
  const client = await MongoClient.connect(options.url);
  const bucket = new GridFSBucket(client.db(options.dbName), { bucketName: options.bucketName ?? 'blobs' });
  const fileOf = async (sha: string) => (isSha256(sha) ? ((await bucket.find({ filename: sha }).limit(1).next()) ?? null) : null);

  return {
    async put(content: Readable, { maxBytes } = {}) {
      const hashing = new Hashing(maxBytes);
      const upload = bucket.openUploadStream(`tmp-${randomUUID()}`);
      try {
        await pipeline(content, hashing, upload);
      } catch (error) {
        await bucket.delete(upload.id).catch(() => undefined);
        throw error;
      }
      const sha256 = hashing.digest();
      if (await fileOf(sha256)) await bucket.delete(upload.id);
      else await bucket.rename(upload.id, sha256);
      return { sha256, size: hashing.size };
    },
    async get(sha) {
      const file = await fileOf(sha);
      return file ? bucket.openDownloadStream(file._id) : null;
    },
    async size(sha) {
      return (await fileOf(sha))?.length ?? null;
    },
    async delete(sha) {
      if (!isSha256(sha)) return;
      for await (const file of bucket.find({ filename: sha })) await bucket.delete(file._id);
    },
    async *list() {
      const seen = new Set<string>();
      for await (const file of bucket.find({}, { projection: { filename: 1, uploadDate: 1 } })) {
        if (isSha256(file.filename) && !seen.has(file.filename)) {
          seen.add(file.filename);
          yield { sha256: file.filename, storedAt: file.uploadDate };
        }
      }
    },
    async close() {
      await client.close();
    },
  };
}
