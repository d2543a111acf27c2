import { z } from 'zod';
import type { DomainEvent } from '../shared';

// Stream deal-<id>: who may open each file and the data room. `target` is a
// file id, or `dataroom` for the deal's data room as a whole.
const stamp = { at: z.iso.datetime({ offset: true }), by: z.string().min(1) };
const target = { target: z.string().min(1) };

export const DATAROOM = 'dataroom';
export const fileRestrictionSetSchema = z.object({ ...target, restricted: z.boolean(), ...stamp });
export const filePermissionGrantedSchema = z.object({ ...target, email: z.email(), ...stamp });
export const filePermissionRemovedSchema = z.object({ ...target, email: z.email(), ...stamp });

/**
 * Someone asked to open a restricted item through its link (the requirements' access request payload).
 * `by` is the signed-in person, or `public`; `owner_email` is where the owner is told (the reactor reads
 * nothing else); `project_name` names the deal in that mail.
 */
export const fileAccessRequestedSchema = z.object({
  ...target,
  email: z.email(),
  type: z.enum(['matched_user', 'collab_user', 'authorized_user', 'public_access']),
  details: z.record(z.string(), z.string()),
  owner_id: z.string().nullable(),
  owner_email: z.email().nullable(),
  project_name: z.string(),
  file_name: z.string(),
  ...stamp,
});

/** The owner (or an editor) turned a pending request down; the requester is mailed `reason`. */
export const fileAccessDeniedSchema = z.object({
  ...target,
  email: z.email(),
  reason: z.string().min(1).max(500),
  project_name: z.string(),
  file_name: z.string(),
  ...stamp,
});

type Data<S extends z.ZodType> = z.infer<S>;
export type FileRestrictionSet = DomainEvent<'FileRestrictionSet', Data<typeof fileRestrictionSetSchema>>;
export type FilePermissionGranted = DomainEvent<'FilePermissionGranted', Data<typeof filePermissionGrantedSchema>>;
export type FilePermissionRemoved = DomainEvent<'FilePermissionRemoved', Data<typeof filePermissionRemovedSchema>>;
export type FileAccessRequested = DomainEvent<'FileAccessRequested', Data<typeof fileAccessRequestedSchema>>;
export type FileAccessDenied = DomainEvent<'FileAccessDenied', Data<typeof fileAccessDeniedSchema>>;
export type FileAccessEvent = FileRestrictionSet | FilePermissionGranted | FilePermissionRemoved | FileAccessRequested | FileAccessDenied;

export const fileAccessEventTypes = {
  FileRestrictionSet: { schema: fileRestrictionSetSchema, version: 1 },
  FilePermissionGranted: { schema: filePermissionGrantedSchema, version: 1 },
  FilePermissionRemoved: { schema: filePermissionRemovedSchema, version: 1 },
  FileAccessRequested: { schema: fileAccessRequestedSchema, version: 1 },
  FileAccessDenied: { schema: fileAccessDeniedSchema, version: 1 },
} as const;
