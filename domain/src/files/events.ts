import { z } from 'zod';
import type { DomainEvent } from '../shared';

// Stream deal-<id>: the deal's images and attachments. The bytes are a blob named
// by `sha256`, written before the event; none of these changes the deal's fields or makes a version.
const stamp = { at: z.iso.datetime({ offset: true }), by: z.string().min(1) };

export const fileKinds = ['image', 'attachment'] as const;
export const fileUploadedSchema = z.object({
  file_id: z.string().min(1),
  kind: z.enum(fileKinds),
  file_name: z.string().min(1),
  content_type: z.string().min(1),
  size: z.number().int().positive(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  ...stamp,
});
export const fileRenamedSchema = z.object({ file_id: z.string().min(1), from: z.string(), to: z.string().min(1), ...stamp });
export const fileDeletedSchema = z.object({ file_id: z.string().min(1), file_name: z.string(), ...stamp });

type Data<S extends z.ZodType> = z.infer<S>;
export type FileUploaded = DomainEvent<'FileUploaded', Data<typeof fileUploadedSchema>>;
export type FileRenamed = DomainEvent<'FileRenamed', Data<typeof fileRenamedSchema>>;
export type FileDeleted = DomainEvent<'FileDeleted', Data<typeof fileDeletedSchema>>;
export type FileEvent = FileUploaded | FileRenamed | FileDeleted;

export const fileEventTypes = {
  FileUploaded: { schema: fileUploadedSchema, version: 1 },
  FileRenamed: { schema: fileRenamedSchema, version: 1 },
  FileDeleted: { schema: fileDeletedSchema, version: 1 },
} as const;
