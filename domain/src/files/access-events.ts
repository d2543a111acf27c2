import { z } from 'zod';
import type { DomainEvent } from '../shared';

// Stream deal-<id>: who may open each file and the data room (spec 3 sections 3, 4 and 7). `target` is a
// file id, or `dataroom` for the deal's data room as a whole.
const stamp = { at: z.iso.datetime({ offset: true }), by: z.string().min(1) };
const target = { target: z.string().min(1) };

export const DATAROOM = 'dataroom';
export const fileRestrictionSetSchema = z.object({ ...target, restricted: z.boolean(), ...stamp });
export const filePermissionGrantedSchema = z.object({ ...target, email: z.email(), ...stamp });
export const filePermissionRemovedSchema = z.object({ ...target, email: z.email(), ...stamp });

type Data<S extends z.ZodType> = z.infer<S>;
export type FileRestrictionSet = DomainEvent<'FileRestrictionSet', Data<typeof fileRestrictionSetSchema>>;
export type FilePermissionGranted = DomainEvent<'FilePermissionGranted', Data<typeof filePermissionGrantedSchema>>;
export type FilePermissionRemoved = DomainEvent<'FilePermissionRemoved', Data<typeof filePermissionRemovedSchema>>;
export type FileAccessEvent = FileRestrictionSet | FilePermissionGranted | FilePermissionRemoved;

export const fileAccessEventTypes = {
  FileRestrictionSet: { schema: fileRestrictionSetSchema, version: 1 },
  FilePermissionGranted: { schema: filePermissionGrantedSchema, version: 1 },
  FilePermissionRemoved: { schema: filePermissionRemovedSchema, version: 1 },
} as const;
