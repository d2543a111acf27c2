import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileErrors } from '@dealbook/domain';
import { Hashing } from '@dealbook/infra/blobs/hashing';
import { BlobTooLargeError } from '@dealbook/infra/blobs/port';

/** The spec's limits (spec 3 section 9), as binary megabytes. */
export const IMAGE_MAX_BYTES = 2.5 * 1024 * 1024;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export interface Received {
  path: string;
  fileName: string;
  size: number;
  /** Removes the spooled copy (always call it). */
  discard(): Promise<void>;
}

/**
 * The request's one file, spooled to a private temporary file while it is counted, never held in memory.
 * Past the kind's limit, empty, cut off half-way, or missing: refused with the spec's message, and
 * nothing is left behind. `file_name` may come as a field before the file; else the file's own name.
 */
export async function receiveFile(request: FastifyRequest, kind: 'image' | 'attachment'): Promise<Received> {
  const max = kind === 'image' ? IMAGE_MAX_BYTES : ATTACHMENT_MAX_BYTES;
  const tooLarge = kind === 'image' ? fileErrors.imageTooLarge : fileErrors.attachmentTooLarge;
  if (!request.isMultipart()) throw fileErrors.noFile();
  const part = await request.file({ limits: { fileSize: max, files: 1, fields: 10, fieldSize: 1000 } });
  if (!part) throw fileErrors.noFile();
  const dir = await mkdtemp(join(tmpdir(), 'dealbook-upload-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, 'upload');
  const counting = new Hashing(max);
  try {
    await pipeline(part.file, counting, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await discard();
    if (error instanceof BlobTooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw fileErrors.cutOff();
  }
  if (part.file.truncated) {
    await discard();
    throw tooLarge();
  }
  if (counting.size === 0) {
    await discard();
    throw fileErrors.emptyFile();
  }
  const named = part.fields.file_name;
  const field = named && !Array.isArray(named) && 'value' in named ? String(named.value ?? '') : '';
  return { path, fileName: field.trim() || part.filename, size: counting.size, discard };
}
