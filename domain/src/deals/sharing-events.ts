import { z } from 'zod';
import type { DomainEvent } from '../shared';

// Stream deal-<id>: who else may see the deal. None of these changes the deal's
// fields or makes a version; they are in its history, its as-of view and the activity log.
const stamp = { at: z.iso.datetime({ offset: true }), by: z.string().min(1) };
const flags = { can_view: z.boolean(), can_share: z.boolean(), can_edit: z.boolean() };

/** `account_created`: the person had no account; sharing opened one for them (a ghost with an activation mail). */
export const dealSharedSchema = z.object({
  user_id: z.string().min(1),
  email: z.email(),
  ...flags,
  account_created: z.boolean(),
  /** The deal's name and the sharer's name when shared, for the mail to the person (the reactor reads nothing else). */
  project_name: z.string(),
  by_name: z.string(),
  ...stamp,
});
export const collaboratorPermissionsSetSchema = z.object({ user_id: z.string().min(1), ...flags, ...stamp });
/** A collaborator's own collab card, archived or back (`by` is the collaborator). */
export const collabArchivedSchema = z.object(stamp);
export const collabUnarchivedSchema = z.object(stamp);
/** A collaborator copied the deal into a deal of their own (`deal_id`), from version `deal_version`. */
export const collabDuplicatedSchema = z.object({ deal_id: z.string().min(1), deal_version: z.number().int().nonnegative(), ...stamp });

type Data<S extends z.ZodType> = z.infer<S>;

export type DealShared = DomainEvent<'DealShared', Data<typeof dealSharedSchema>>;
export type CollaboratorPermissionsSet = DomainEvent<'CollaboratorPermissionsSet', Data<typeof collaboratorPermissionsSetSchema>>;
export type CollabArchived = DomainEvent<'CollabArchived', Data<typeof collabArchivedSchema>>;
export type CollabUnarchived = DomainEvent<'CollabUnarchived', Data<typeof collabUnarchivedSchema>>;
export type CollabDuplicated = DomainEvent<'CollabDuplicated', Data<typeof collabDuplicatedSchema>>;

export type SharingEvent = DealShared | CollaboratorPermissionsSet | CollabArchived | CollabUnarchived | CollabDuplicated;

export const sharingEventTypes = {
  DealShared: { schema: dealSharedSchema, version: 1 },
  CollaboratorPermissionsSet: { schema: collaboratorPermissionsSetSchema, version: 1 },
  CollabArchived: { schema: collabArchivedSchema, version: 1 },
  CollabUnarchived: { schema: collabUnarchivedSchema, version: 1 },
  CollabDuplicated: { schema: collabDuplicatedSchema, version: 1 },
} as const;
