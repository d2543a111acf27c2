import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { fileErrors } from '@dealbook/domain';
import { readZipDirectory } from './zip-directory';

/** What a deal image may be, decided from its bytes. */
const imageTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
/** What an attachment may be: documents, pictures, spreadsheets, text. Old binary Office files are `cfb`. */
const attachmentTypes = new Set([
  ...imageTypes,
  'application/pdf',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);
const officeZips = new Set(['xlsx', 'docx', 'pptx']);
/** Extensions that name the same content as another ('jpeg' is 'jpg'). */
const sameAs: Record<string, string> = { jpeg: 'jpg', jpe: 'jpg', tif: 'tiff', xls: 'cfb', doc: 'cfb', ppt: 'cfb' };
const textTypes: Record<string, string> = { csv: 'text/csv', txt: 'text/plain' };

/** Zip bomb limits for office files: what they may unpack to, and how many entries. */
export const ZIP_MAX_UNPACKED = 200 * 1024 * 1024;
export const ZIP_MAX_ENTRIES = 5_000;
export const ZIP_MAX_RATIO = 200;

export interface Inspected {
  contentType: string;
}

const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The upload's type from its content, never its name (spec 3 section 7, issue 14): a name that claims one
 * type over content of another is refused, as are office files that unpack absurdly (zip bombs), PDFs
 * carrying a zip archive (polyglots), and anything not on the lists. CSV and text have no signature: they
 * are accepted by name when their first bytes are text (no NUL byte).
 */
export async function inspectUpload(path: string, fileName: string, kind: 'image' | 'attachment', size: number): Promise<Inspected> {
  const detected = await fileTypeFromFile(path);
  const declared = extensionOf(fileName);
  if (kind === 'image') {
    if (!detected || !imageTypes.has(detected.mime)) throw fileErrors.notAnImage();
  } else if (!detected) {
    if (declared in textTypes && !(await hasNul(path))) return { contentType: `${textTypes[declared]}; charset=utf-8` };
    throw fileErrors.typeRefused(declared ? `.${declared}` : '');
  } else if (!attachmentTypes.has(detected.mime)) {
    throw fileErrors.typeRefused(detected.ext);
  }
  const found = detected.ext;
  if (declared && (sameAs[declared] ?? declared) !== (sameAs[found] ?? found)) throw fileErrors.mismatch(declared, found);
  if (officeZips.has(found)) await assertSaneZip(path, size);
  if (found === 'pdf' && (await endsWithZip(path, size))) throw fileErrors.typeRefused('a PDF with an archive inside');
  return { contentType: detected.mime };
}

async function hasNul(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8192), 0, 8192, 0);
    return buffer.subarray(0, bytesRead).includes(0);
  } finally {
    await handle.close();
  }
}

/** Reads the zip's central directory only (no entry is unpacked) and refuses what would unpack absurdly. */
async function assertSaneZip(path: string, size: number): Promise<void> {
  const directory = await readZipDirectory(path, size);
  if (!directory) throw fileErrors.typeRefused('a damaged office file');
  const { entries, unpacked } = directory;
  if (entries > ZIP_MAX_ENTRIES || unpacked > ZIP_MAX_UNPACKED || unpacked > Math.max(size, 1) * ZIP_MAX_RATIO) throw fileErrors.zipBomb();
}

/** A zip's end-of-central-directory record in the last 64 KiB: an archive riding on the file. */
async function endsWithZip(path: string, size: number): Promise<boolean> {
  const tail = Math.min(size, 65_557);
  const handle = await open(path, 'r');
  try {
    const { buffer } = await handle.read(Buffer.alloc(tail), 0, tail, size - tail);
    return buffer.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  } finally {
    await handle.close();
  }
}
