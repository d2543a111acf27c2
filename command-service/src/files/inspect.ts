import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { fileErrors, sanitizeFileName } from '@dealbook/domain';
import { assertSaneZip } from './zip-bomb';

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
/** The kinds we accept that announce themselves in their first bytes: named so, content without a signature is not one. */
const signed = new Set(['pdf', 'jpg', 'jpeg', 'jpe', 'png', 'gif', 'webp', 'xlsx', 'docx', 'pptx', 'xls', 'doc', 'ppt']);
/** Markup a browser would run, riding in a picture (after its data, or in a comment): a page or a script. */
const markup = /<(?:script|iframe|object|embed)[\s>/]|<html[\s>]|<!doctype\s+html|<\?php|javascript:/i;

export interface Inspected {
  contentType: string;
}

const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The upload's type from its content, never its name: a name that claims one
 * type over content of another is refused (the name as we would keep it: an invisible mark after '.html'
 * hides nothing), as are office files that unpack absurdly (zip bombs), PDFs carrying a zip archive and
 * pictures carrying a page or a script (polyglots), and anything not on the lists. CSV and text have no
 * signature: they are accepted by name when their first bytes are text (no NUL byte).
 */
export async function inspectUpload(path: string, fileName: string, kind: 'image' | 'attachment', size: number): Promise<Inspected> {
  const detected = await fileTypeFromFile(path);
  const declared = extensionOf(sanitizeFileName(fileName));
  if (kind === 'image') {
    if (!detected || !imageTypes.has(detected.mime)) throw fileErrors.notAnImage();
  } else if (!detected) {
    if (declared in textTypes && !(await hasNul(path))) return { contentType: `${textTypes[declared]}; charset=utf-8` };
    if (declared in textTypes || signed.has(declared)) throw fileErrors.notWhatItSays(declared);
    throw fileErrors.typeRefused(declared ? `.${declared}` : '');
  } else if (!attachmentTypes.has(detected.mime)) {
    throw fileErrors.typeRefused(detected.ext);
  }
  const found = detected.ext;
  if (declared && (sameAs[declared] ?? declared) !== (sameAs[found] ?? found)) throw fileErrors.mismatch(declared, found);
  if (officeZips.has(found)) await assertSaneZip(path, size);
  if (found === 'pdf' && (await endsWithZip(path, size))) throw fileErrors.typeRefused('a PDF with an archive inside');
  if (imageTypes.has(detected.mime) && (await carriesMarkup(path))) throw fileErrors.hiddenContent();
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

/** Whether the bytes hold markup anywhere, read in chunks that overlap by more than the longest marker. */
async function carriesMarkup(path: string): Promise<boolean> {
  let tail = '';
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
    const text = tail + (chunk as Buffer).toString('latin1');
    if (markup.test(text)) return true;
    tail = text.slice(-32);
  }
  return false;
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
