import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { blobStoreContract } from '../../testing/blobs/blob-store.contract';
import { createFileBlobStore } from './files';
import { BlobTooLargeError } from './port';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'dealbook-blobs-'));
  dirs.push(dir);
  return dir;
};

blobStoreContract('file', () => createFileBlobStore({ dir: fresh() }));

it('leaves no temporary file behind a refused upload', async () => {
  const dir = fresh();
  const blobs = await createFileBlobStore({ dir });
  await expect(blobs.put(Readable.from([Buffer.alloc(2048)]), { maxBytes: 1024 })).rejects.toBeInstanceOf(BlobTooLargeError);
  expect(readdirSync(join(dir, 'tmp'))).toEqual([]);
});
