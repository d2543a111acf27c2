import { z } from 'zod';
import { dealStatuses, codesOf } from '../catalog';
import type { DomainEvent, EventTypes } from '../shared';
import { changeSchema } from './diff';
import { storedDealSchema } from './field-bounds';
import { projectNameSchema } from './schema-deal';
import { sharingEventTypes, type SharingEvent } from './sharing-events';
import { matchingEventTypes, type MatchingEvent } from '../matching/match-events';
import { fileEventTypes, type FileEvent } from '../files/events';
import { fileAccessEventTypes, type FileAccessEvent } from '../files/access-events';

const iso = z.iso.datetime({ offset: true });
const dealStatusSchema = z.enum(codesOf(dealStatuses));
/** Every deal event says when and by whom: versions and field histories are read from the events alone. */
const stamp = { at: iso, by: z.string().min(1) };
const changes = z.array(changeSchema);

// Stream deal-<id>.
/*
 * Events embed the deal as `storedDealSchema`: the deal schema's shape without its number bounds, which are
 * checked where a command enters (the routes parse with `dealSchema`). A deal stored before the bounds
 * stays readable.
 */
/** `partialId`: the autosaved draft the deal was created from, if any (its stream then gets DraftDeleted). */
export const dealCreatedSchema = z.object({ deal: storedDealSchema, partialId: z.string().nullable(), ...stamp });
/**
 * A save. `changes` are those that count; `untracked` those of the fields ignored in
 * comparison, kept so the stored deal is the deal that was saved. An explicit save (`autosave: false`)
 * makes a version; a blur autosave does not, its changes go into the next version.
 */
export const dealUpdatedSchema = z.object({ changes, untracked: changes, autosave: z.boolean(), ...stamp });
export const dealRenamedSchema = z.object({ from: z.string().nullable(), to: projectNameSchema, ...stamp });
/** A deal copied from another; a buy-side copy is someone else's origination deal. */
export const dealReplicatedSchema = z.object({
  deal: storedDealSchema,
  source: z.object({ dealId: z.string().min(1), dealVersion: z.number().int().positive() }),
  buySide: z.boolean(),
  ...stamp,
});
/** The deal brought back to version `toVersion`: `changes` is the patch from the state before to it. */
export const dealRestoredSchema = z.object({ toVersion: z.number().int().positive(), changes, untracked: changes, ...stamp });
export const dealDeletedSchema = z.object(stamp);
export const dealRecoveredSchema = z.object(stamp);
export const dealStatusChangedSchema = z.object({ from: dealStatusSchema, to: dealStatusSchema, ...stamp });

// Stream draft-<id>: the autosaved partial of a deal not yet created, as entered so far.
export const draftSavedSchema = z.object({ deal: z.record(z.string(), z.unknown()), ...stamp });
/** `dealId`: the deal created from the draft; null when the draft was discarded. */
export const draftDeletedSchema = z.object({ dealId: z.string().nullable(), ...stamp });

type Data<S extends z.ZodType> = z.infer<S>;

export type DealCreated = DomainEvent<'DealCreated', Data<typeof dealCreatedSchema>>;
export type DealUpdated = DomainEvent<'DealUpdated', Data<typeof dealUpdatedSchema>>;
export type DealRenamed = DomainEvent<'DealRenamed', Data<typeof dealRenamedSchema>>;
export type DealReplicated = DomainEvent<'DealReplicated', Data<typeof dealReplicatedSchema>>;
export type DealRestored = DomainEvent<'DealRestored', Data<typeof dealRestoredSchema>>;
export type DealDeleted = DomainEvent<'DealDeleted', Data<typeof dealDeletedSchema>>;
export type DealRecovered = DomainEvent<'DealRecovered', Data<typeof dealRecoveredSchema>>;
export type DealStatusChanged = DomainEvent<'DealStatusChanged', Data<typeof dealStatusChangedSchema>>;

export type DealEvent =
  | DealCreated
  | DealUpdated
  | DealRenamed
  | DealReplicated
  | DealRestored
  | DealDeleted
  | DealRecovered
  | DealStatusChanged
  | SharingEvent
  | MatchingEvent
  | FileEvent
  | FileAccessEvent;

export type DraftSaved = DomainEvent<'DraftSaved', Data<typeof draftSavedSchema>>;
export type DraftDeleted = DomainEvent<'DraftDeleted', Data<typeof draftDeletedSchema>>;
export type DraftEvent = DraftSaved | DraftDeleted;

export type DealsEvent = DealEvent | DraftEvent;

/** The registry the event store validates deal and draft events against, on append and on read. */
export const dealEventTypes = {
  DealCreated: { schema: dealCreatedSchema, version: 1 },
  DealUpdated: { schema: dealUpdatedSchema, version: 1 },
  DealRenamed: { schema: dealRenamedSchema, version: 1 },
  DealReplicated: { schema: dealReplicatedSchema, version: 1 },
  DealRestored: { schema: dealRestoredSchema, version: 1 },
  DealDeleted: { schema: dealDeletedSchema, version: 1 },
  DealRecovered: { schema: dealRecoveredSchema, version: 1 },
  DealStatusChanged: { schema: dealStatusChangedSchema, version: 1 },
  ...sharingEventTypes,
  ...matchingEventTypes,
  ...fileEventTypes,
  ...fileAccessEventTypes,
  DraftSaved: { schema: draftSavedSchema, version: 1 },
  DraftDeleted: { schema: draftDeletedSchema, version: 1 },
} satisfies Record<DealsEvent['type'], EventTypes[string]>;
