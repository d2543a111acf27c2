import { open } from 'node:fs/promises';

export interface ZipDirectory {
  entries: number;
  /** What the entries unpack to, as their central directory declares. */
  unpacked: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/**
 * Reads a zip's central directory (the end record, then each entry's header) without unpacking anything:
 * how many entries and what they declare they unpack to. Zip64 markers (0xFFFF entries, 0xFFFFFFFF sizes)
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
      return { entries: Number.POSITIVE_INFINITY, unpacked: Number.POSITIVE_INFINITY };
    }
    if (directoryOffset + directorySize > size) return null;
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    let unpacked = 0;
    let offset = 0;
    for (let n = 0; n < entries; n++) {
      if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== CENTRAL) return null;
      const entrySize = directory.readUInt32LE(offset + 24);
      if (entrySize === 0xffffffff) return { entries, unpacked: Number.POSITIVE_INFINITY };
      unpacked += entrySize;
      offset += 46 + directory.readUInt16LE(offset + 28) + directory.readUInt16LE(offset + 30) + directory.readUInt16LE(offset + 32);
    }
    return { entries, unpacked };
  } finally {
    await handle.close();
  }
}
