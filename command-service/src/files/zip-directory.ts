import { open } from 'node:fs/promises';

export interface ZipEntry {
  /** 0 stored, 8 deflated (the only two office files use). */
  method: number;
  packedSize: number;
  /** What the central directory says it unpacks to (an archive can understate it). */
  declaredSize: number;
  /** Where its local header starts. */
  offset: number;
}

export interface ZipDirectory {
  entries: number;
  /** What the entries unpack to, as their central directory declares. */
  unpacked: number;
  list: ZipEntry[];
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/**
 * Reads a zip's central directory (the end record, then each entry's header) without unpacking anything:
 * how many entries, what they declare they unpack to, and where each one's data is. Zip64 markers (0xFFFF entries, 0xFFFFFFFF sizes)
 * count as infinitely large: no office document of ours needs them. Null when it is not a readable zip.
 */
export async function readZipDirectory(path: string, size: number): Promise<ZipDirectory | null> {
  const handle = await open(path, 'r');
  try {
    const tailLength = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let at = -1;
    for (let i = tailLength - 22; i >= 0; i--)
      if (tail.readUInt32LE(i) === EOCD) {
        at = i;
        break;
      }
    if (at < 0) return null;
    const entries = tail.readUInt16LE(at + 10);
    const directorySize = tail.readUInt32LE(at + 12);
    const directoryOffset = tail.readUInt32LE(at + 16);
    if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
      return { entries: Number.POSITIVE_INFINITY, unpacked: Number.POSITIVE_INFINITY, list: [] };
    }
    if (directoryOffset + directorySize > size) return null;
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    let unpacked = 0;
    let offset = 0;
    const list: ZipEntry[] = [];
    for (let n = 0; n < entries; n++) {
      if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== CENTRAL) return null;
      const declaredSize = directory.readUInt32LE(offset + 24);
      const packedSize = directory.readUInt32LE(offset + 20);
      const local = directory.readUInt32LE(offset + 42);
      if ([declaredSize, packedSize, local].includes(0xffffffff)) return { entries, unpacked: Number.POSITIVE_INFINITY, list: [] };
      unpacked += declaredSize;
      list.push({ method: directory.readUInt16LE(offset + 10), packedSize, declaredSize, offset: local });
      offset += 46 + directory.readUInt16LE(offset + 28) + directory.readUInt16LE(offset + 30) + directory.readUInt16LE(offset + 32);
    }
    return { entries, unpacked, list };
  } finally {
    await handle.close();
  }
}
