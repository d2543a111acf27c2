import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm, type FileHandle } from 'node:fs/promises';
import { PassThrough, Transform, type TransformCallback, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw, inflateRawSync } from 'node:zlib';
import { fileErrors } from '@dealbook/domain';
import { readZipDirectory, type ZipEntry } from './zip-directory';

/** Zip bomb limits for office files: what the whole file may unpack to (embedded archives included), and how many entries. */
export const ZIP_MAX_UNPACKED = 200 * 1024 * 1024;
export const ZIP_MAX_ENTRIES = 5_000;
export const ZIP_MAX_RATIO = 200;
/** A document may embed an archive (a chart's workbook), and that one another; no deeper. */
export const ZIP_MAX_NESTING = 2;

const LOCAL = 0x04034b50;
/** Entries up to this size are inflated in one go. */
const SMALL = 1024 * 1024;
const damaged = () => fileErrors.typeRefused('a damaged office file');

/** What the whole tree of archives has used so far. */
interface Budget {
  entries: number;
  unpacked: number;
}

/**
 * Refuses an office file that would unpack absurdly. First what its central directory declares (entries,
 * total, ratio to its size); then what each entry really inflates to, stopping at the first byte past what
 * it declared (a directory can understate); then the same for each archive embedded in it, on one budget
 * for the whole tree. An embedded archive is written next to `path` while it is checked, then removed.
 */
export async function assertSaneZip(path: string, size: number, budget: Budget = { entries: 0, unpacked: 0 }, depth = 0): Promise<void> {
  const directory = await readZipDirectory(path, size);
  if (!directory) throw damaged();
  budget.entries += directory.entries;
  budget.unpacked += directory.unpacked;
  const absurd = directory.unpacked > Math.max(size, 1) * ZIP_MAX_RATIO;
  if (absurd || budget.entries > ZIP_MAX_ENTRIES || budget.unpacked > ZIP_MAX_UNPACKED) throw fileErrors.zipBomb();
  const handle = await open(path, 'r');
  try {
    for (const [n, entry] of directory.list.entries()) {
      const { data, packed } = await dataOf(handle, size, entry);
      const head = packed ? inflateSmall(packed, entry) : await unpack(handle, data, entry, new Capped(entry.declaredSize));
      if (head.readUInt32LE(0) !== LOCAL) continue;
      if (depth + 1 > ZIP_MAX_NESTING) throw fileErrors.zipBomb();
      const nested = `${path}.${depth}-${n}`;
      try {
        await unpack(handle, data, entry, createWriteStream(nested, { flags: 'wx', mode: 0o600 }));
        await assertSaneZip(nested, entry.declaredSize, budget, depth + 1);
      } finally {
        await rm(nested, { force: true });
      }
    }
  } finally {
    await handle.close();
  }
}

/** Room read past a local header for its name and extra field, so that a small entry takes one read. */
const HEADER_ROOM = 1024;

/**
 * Where an entry's packed bytes are: past its local header, whose name and extra lengths are its own. A
 * small entry's packed bytes come along, read with its header.
 */
async function dataOf(handle: FileHandle, size: number, entry: ZipEntry) {
  const small = entry.declaredSize <= SMALL && entry.packedSize <= SMALL;
  const length = Math.min(30 + (small ? HEADER_ROOM + entry.packedSize : 0), size - entry.offset);
  const { buffer, bytesRead } = await handle.read(Buffer.alloc(Math.max(length, 0)), 0, Math.max(length, 0), entry.offset);
  if (bytesRead < 30 || buffer.readUInt32LE(0) !== LOCAL) throw damaged();
  const skip = 30 + buffer.readUInt16LE(26) + buffer.readUInt16LE(28);
  const data = { start: entry.offset + skip, end: entry.offset + skip + entry.packedSize };
  if (data.end > size || (entry.method !== 0 && entry.method !== 8)) throw damaged();
  const packed = small && skip + entry.packedSize <= bytesRead ? buffer.subarray(skip, skip + entry.packedSize) : null;
  return { data, packed };
}

/**
 * A small entry (most of an office file's are) inflated at once, to no more than one byte past what it
 * declared: a stream costs more to set up than such an entry costs to inflate. Answers its first four bytes.
 */
function inflateSmall(packed: Buffer, entry: ZipEntry): Buffer {
  let bytes: Buffer;
  try {
    bytes = entry.method === 8 ? inflateRawSync(packed, { maxOutputLength: entry.declaredSize + 1 }) : packed;
  } catch (error) {
    throw (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? fileErrors.zipBomb() : damaged();
  }
  if (bytes.length > entry.declaredSize) throw fileErrors.zipBomb();
  const head = Buffer.alloc(4);
  bytes.copy(head, 0, 0, 4);
  return head;
}

/** Inflates one entry into `sink`; answers its first four bytes (a nested archive starts with a local header). */
async function unpack(handle: FileHandle, data: { start: number; end: number }, entry: ZipEntry, sink: Writable): Promise<Buffer> {
  const head = new Head();
  if (data.end === data.start) return head.bytes;
  // By descriptor: a FileHandle's own streams each leave a listener on it, thousands for a large archive.
  const packed = createReadStream('', { fd: handle.fd, start: data.start, end: data.end - 1, autoClose: false });
  try {
    await pipeline(packed, entry.method === 8 ? createInflateRaw() : new PassThrough(), head, sink);
  } catch (error) {
    throw error instanceof ZipOverrun ? fileErrors.zipBomb() : damaged();
  }
  return head.bytes;
}

class ZipOverrun extends Error {}

/** Counts what an entry inflates to and fails at the first byte past what it declared. */
class Capped extends Transform {
  private size = 0;

  constructor(private readonly max: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    done(this.size > this.max ? new ZipOverrun() : null);
  }
}

/** Keeps the first four bytes of what flows through. */
class Head extends Transform {
  bytes = Buffer.alloc(4);
  private seen = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.seen < 4) this.seen += chunk.copy(this.bytes, this.seen, 0, 4 - this.seen);
    done(null, chunk);
  }
}
