import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { DomainError, fileErrors } from '@dealbook/domain';
import { Hashing } from '@dealbook/infra/blobs/hashing';
import { BlobTooLargeError } from '@dealbook/infra/blobs/port';
import { stopReading } from './hang-up';

/** The spec's limits, as binary megabytes. */
export const IMAGE_MAX_BYTES = 2.5 * 1024 * 1024;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** An upload is one file and a few form fields beside it (`file_name`), each short. */
export const UPLOAD_MAX_FIELDS = 10;
const FIELD_MAX_BYTES = 1000;

export interface Received {
  path: string;
  fileName: string;
  size: number;
  /** Removes the spooled copy (always call it). */
  discard(): Promise<void>;
}

/**
 * The request's one file, spooled to a private temporary file while it is counted, never held in memory.
 * Past the kind's limit (refused at the first byte over it), empty, cut off half-way, missing, beside a
 * second file or too many fields, or not a readable form: refused with the spec's message, and nothing is
 * left behind. `file_name` may come as a field before or after the file; else the file's own name.
 */
export async function receiveFile(request: FastifyRequest, kind: 'image' | 'attachment'): Promise<Received> {
  const max = kind === 'image' ? IMAGE_MAX_BYTES : ATTACHMENT_MAX_BYTES;
  const tooLarge = kind === 'image' ? fileErrors.imageTooLarge : fileErrors.attachmentTooLarge;
  if (!request.isMultipart()) throw fileErrors.noFile();
  const dir = await mkdtemp(join(tmpdir(), 'dealbook-upload-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, 'upload');
  try {
    const form = await spoolForm(request, path, max, tooLarge);
    if (!form.file) throw fileErrors.noFile();
    if (form.file.size === 0) throw fileErrors.emptyFile();
    return { path, fileName: form.fileName.trim() || form.file.name, size: form.file.size, discard };
  } catch (error) {
    stopReading(request);
    await discard();
    throw error;
  }
}

/**
 * Reads the whole form, part by part, holding it to our limits as it goes. Busboy's own limits sit one
 * past ours and never trip first: when one trips it stops reading the request, and a file part it had
 * already handed out would then never end (the request would hang). Its file limit is one byte past the
 * kind's, so the count fails at the first byte too many instead of after the rest of the file is read.
 */
async function spoolForm(request: FastifyRequest, path: string, max: number, tooLarge: () => DomainError) {
  const limits = { fileSize: max + 1, files: 2, fields: UPLOAD_MAX_FIELDS + 1, parts: UPLOAD_MAX_FIELDS + 2, fieldSize: FIELD_MAX_BYTES };
  let file: { name: string; size: number } | null = null;
  let fields = 0;
  let fileName = '';
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (++fields > UPLOAD_MAX_FIELDS) throw fileErrors.tooManyParts();
        if (part.fieldname === 'file_name') fileName = String(part.value ?? '');
        continue;
      }
      if (file) throw fileErrors.tooManyParts();
      // The form ended (cut off) while the part waited for us: its stream was destroyed without an error,
      // and a pipeline from it would wait forever.
      if (part.file.destroyed) throw fileErrors.cutOff();
      const counting = new Hashing(max);
      // Refused at the first byte too many: stop reading the request there, not once the spooled file is
      // closed (the multipart reader would go on reading and discarding the rest meanwhile, at socket speed).
      counting.once('error', () => stopReading(request));
      try {
        await pipeline(part.file, counting, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        if (error instanceof BlobTooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw fileErrors.cutOff();
      }
      if (part.file.truncated) throw tooLarge();
      file = { name: part.filename, size: counting.size };
    }
  } catch (error) {
    throw formError(error, tooLarge);
  }
  return { file, fileName };
}

/**
 * The multipart reader's own errors, as refusals that say what to do (its messages name its machinery):
 * its limits, and what busboy or the plugin found wrong with the body ('Boundary not found', 'Malformed
 * part header', a `__proto__` field, a JSON field that is not JSON). Its 5xx stay ours to answer.
 */
function formError(error: unknown, tooLarge: () => DomainError): unknown {
  if (error instanceof DomainError) return error;
  const { code = '', statusCode, message = '' } = error as { code?: string; statusCode?: number; message?: string };
  if (statusCode !== undefined && statusCode >= 500) return error;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'].includes(code)) return fileErrors.tooManyParts();
  return /unexpected end|terminated early/i.test(message) ? fileErrors.cutOff() : fileErrors.badForm();
}
