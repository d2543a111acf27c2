/**
 * The behaviour every blob store adapter shares. Each adapter's spec calls `blobStoreContract` with a
 * factory that returns a fresh, empty store.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobTooLargeError, sweep, type BlobStore } from '../../src/blobs/port';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const all = async (blobs: BlobStore) => {
  const found: string[] = [];
  for await (const s of blobs.list()) found.push(s.sha256);
  return found.sort();
};
/** A stream of `chunks` pieces of `size` bytes each, then an error when `fail` is set. */
function chunked(size: number, chunks: number, fail = false): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent === chunks) {
        if (fail) this.destroy(new Error('connection reset'));
        else this.push(null);
        return;
      }
      sent += 1;
      this.push(Buffer.alloc(size, sent % 251));
    },
  });
}

export function blobStoreContract(name: string, make: () => Promise<BlobStore>): void {
  describe(`${name} blob store`, () => {
    let blobs: BlobStore;
    beforeEach(async () => {
      blobs = await make();
    });
    afterEach(async () => {
      await blobs.close();
    });

    it('stores content under its SHA-256 and streams the same bytes back', async () => {
      const data = randomBytes(300_000);
      const stored = await blobs.put(Readable.from([data.subarray(0, 1000), data.subarray(1000)]));
      expect(stored).toEqual({ sha256: sha(data), size: data.length });
      const back = await blobs.get(stored.sha256);
      expect(back).not.toBeNull();
      expect((await buffer(back!)).equals(data)).toBe(true);
      expect(await blobs.size(stored.sha256)).toBe(data.length);
    });

    it('keeps the same content once, however often it is put', async () => {
      const data = Buffer.from('the same offering memorandum');
      const first = await blobs.put(Readable.from([data]));
      const second = await blobs.put(Readable.from([data]));
      expect(second).toEqual(first);
      expect(await all(blobs)).toEqual([first.sha256]);
    });

    it('stores an empty blob as the hash of nothing', async () => {
      const stored = await blobs.put(Readable.from([Buffer.alloc(0)]));
      expect(stored).toEqual({ sha256: sha(Buffer.alloc(0)), size: 0 });
    });

    it('refuses content past maxBytes and leaves nothing behind', async () => {
      await expect(blobs.put(chunked(64 * 1024, 20), { maxBytes: 1_000_000 })).rejects.toBeInstanceOf(BlobTooLargeError);
      expect(await all(blobs)).toEqual([]);
      const exact = await blobs.put(chunked(1000, 1000), { maxBytes: 1_000_000 });
      expect(exact.size).toBe(1_000_000);
    });

    it('leaves nothing behind when the content fails half-way', async () => {
      await expect(blobs.put(chunked(64 * 1024, 5, true))).rejects.toThrow('connection reset');
      expect(await all(blobs)).toEqual([]);
    });

    it('answers null for an unknown or malformed id, and deletes quietly', async () => {
      expect(await blobs.get('0'.repeat(64))).toBeNull();
      expect(await blobs.get('../../etc/passwd')).toBeNull();
      expect(await blobs.size('nope')).toBeNull();
      await blobs.delete('0'.repeat(64));
      await blobs.delete('../x');
    });

    it('sweeps the blobs nothing references', async () => {
      const kept = await blobs.put(Readable.from([Buffer.from('kept')]));
      const orphan = await blobs.put(Readable.from([Buffer.from('orphan')]));
      // A blob stored after the sweep's cut-off may be waiting for its event: it stays.
      expect(await sweep(blobs, new Set([kept.sha256]), new Date(Date.now() - 60_000))).toBe(0);
      expect(await sweep(blobs, new Set([kept.sha256]), new Date(Date.now() + 1000))).toBe(1);
      expect(await all(blobs)).toEqual([kept.sha256]);
      expect(await blobs.get(orphan.sha256)).toBeNull();
    });
  });
}
