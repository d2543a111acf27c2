import type { Readable } from 'node:stream';

/**
 * The blob port: file contents, content-addressed by their SHA-256 (lower-case hex), streamed in and
 * out and never held whole in memory. The same content is one blob however often it is uploaded. A blob is
 * written before the event that references it; `sweep` removes the blobs no event references.
 * Adapters: files under `<DATA_DIR>/blobs` (embedded) and MongoDB GridFS; both pass `blob-store.contract.ts`.
 */
export interface StoredBlob {
  sha256: string;
  size: number;
}

export interface BlobStore {
  /**
   * Streams `content` in, hashing it on the way. More than `maxBytes` aborts with a `BlobTooLargeError`
   * and leaves nothing behind; so does a stream that fails half-way (its error is rethrown).
   */
  put(content: Readable, options?: { maxBytes?: number }): Promise<StoredBlob>;
  /** The blob's bytes as a stream, or null when there is no such blob. */
  get(sha256: string): Promise<Readable | null>;
  size(sha256: string): Promise<number | null>;
  delete(sha256: string): Promise<void>;
  /** Every blob with when it was stored. */
  list(): AsyncIterable<{ sha256: string; storedAt: Date }>;
  close(): Promise<void>;
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The content is larger than ${maxBytes} bytes.`);
    this.name = 'BlobTooLargeError';
  }
}

export const isSha256 = (value: string): boolean => /^[0-9a-f]{64}$/.test(value);

/**
 * Removes every blob `referenced` does not hold, stored before `storedBefore` (a blob is written just
 * before the event that names it: a younger one may be on its way); answers how many went.
 */
export async function sweep(blobs: BlobStore, referenced: ReadonlySet<string>, storedBefore = new Date()): Promise<number> {
  const orphans: string[] = [];
  for await (const { sha256, storedAt } of blobs.list()) if (!referenced.has(sha256) && storedAt < storedBefore) orphans.push(sha256);
  for (const sha of orphans) await blobs.delete(sha);
  return orphans.length;
}
