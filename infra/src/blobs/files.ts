import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { Hashing } from './hashing';
import { isSha256, type BlobStore } from './port';

/**
 * Blobs as files: `<dir>/<first two hex>/<sha256>`. Content streams into `<dir>/tmp/` while it is hashed,
 * then moves into place with a rename (atomic on one file system), so a reader never sees half a blob and
 * a failed upload leaves only a temporary file, removed at once.
 */
export async function createFileBlobStore(options: { dir: string }): Promise<BlobStore> {
  const tmp = join(options.dir, 'tmp');
  await mkdir(tmp, { recursive: true });
  const pathOf = (sha: string) => join(options.dir, sha.slice(0, 2), sha);
  const exists = async (path: string) => (await stat(path).catch(() => null))?.isFile() ?? false;

  return {
    async put(content: Readable, { maxBytes } = {}) {
      const temp = join(tmp, randomUUID());
      const hashing = new Hashing(maxBytes);
      try {
        await pipeline(content, hashing, createWriteStream(temp, { flags: 'wx' }));
        const sha256 = hashing.digest();
        const path = pathOf(sha256);
        if (await exists(path)) await rm(temp, { force: true });
        else {
          await mkdir(join(options.dir, sha256.slice(0, 2)), { recursive: true });
          await rename(temp, path);
        }
        return { sha256, size: hashing.size };
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(sha) {
      if (!isSha256(sha) || !(await exists(pathOf(sha)))) return null;
      return createReadStream(pathOf(sha));
    },
    async size(sha) {
      if (!isSha256(sha)) return null;
      const info = await stat(pathOf(sha)).catch(() => null);
      return info?.isFile() ? info.size : null;
    },
    async delete(sha) {
      if (isSha256(sha)) await rm(pathOf(sha), { force: true });
    },
    async *list() {
      for (const prefix of await readdir(options.dir)) {
        if (!/^[0-9a-f]{2}$/.test(prefix)) continue;
        for (const name of await readdir(join(options.dir, prefix))) {
          const info = isSha256(name) ? await stat(join(options.dir, prefix, name)).catch(() => null) : null;
          if (info) yield { sha256: name, storedAt: info.mtime };
        }
      }
    },
    async close() {},
  };
}
