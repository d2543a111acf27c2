import { z } from 'zod';
import { invitationStatuses, sourcingListGroupNames } from '../catalog/sourcing';
import type { DomainEvent } from '../shared';

// Stream deal-<id>: matching the deal to capital providers and their answers.
// None of these changes the deal's fields or makes a version; they are in its history and the activity log.
const criteria = [...sourcingListGroupNames, 'Horizon', 'CapitalTransSize'] as const;
const stamp = { at: z.iso.datetime({ offset: true }), by: z.string().min(1) };

export const criterionSchema = z.object({
  criterion: z.enum(criteria),
  label: z.string(),
  kind: z.enum(['hard', 'soft']),
  outcome: z.enum(['met', 'missed', 'open']),
  deal: z.string(),
  wanted: z.string(),
  side: z.enum(['deal', 'provider']),
  hint: z.string().optional(),
});
export const companyMatchSchema = z.object({
  match_id: z.string().min(1),
  company_id: z.string().min(1),
  company_name: z.string(),
  division_id: z.string().min(1),
  division_name: z.string(),
  score: z.number().int().min(0).max(100),
  criteria: z.array(criterionSchema),
});
export const nearMissSchema = companyMatchSchema.extend({ missed: z.enum(criteria) });

/**
 * A match run: what the matcher found for the deal as it stood at `deal_version`, the latest event of the
 * deal's stream being `stream_revision` (global `position`), so "why did this provider match, as of T" is
 * answered from this event alone. `changes` compares it with the run before.
 */
export const dealMatchedSchema = z.object({
  deal_version: z.number().int().nonnegative(),
  stream_revision: z.number().int().nonnegative(),
  position: z.string(),
  divisions_considered: z.number().int().nonnegative(),
  matches: z.array(companyMatchSchema),
  near_misses: z.array(nearMissSchema),
  suggestions: z.array(z.object({ hint: z.string(), companies: z.number().int().positive() })),
  changes: z.object({
    added: z.array(z.string()),
    removed: z.array(z.string()),
    rescored: z.array(z.object({ match_id: z.string(), from: z.number(), to: z.number() })),
  }),
  ...stamp,
});

/** One person invited through a contact: the decline link's token only as its hash, and sealed for the mail. */
export const inviteeSchema = z.object({
  user_id: z.string().min(1),
  email: z.email(),
  name: z.string(),
  token_hash: z.string().min(1),
  sealed_token: z.string().min(1),
});
/** The sponsor contacted a match: the deal is shared with the company's people as a match. */
export const matchContactedSchema = z.object({
  match_id: z.string().min(1),
  company_name: z.string(),
  invitees: z.array(inviteeSchema).min(1),
  deal_version: z.number().int().nonnegative(),
  demo: z.boolean(),
  project_name: z.string(),
  by_name: z.string(),
  /** The sponsor's firm; absent from contacts recorded before it was kept. */
  by_company: z.string().optional(),
  /** When the mailed decline links stop working. */
  expires_at: z.iso.datetime({ offset: true }),
  ...stamp,
});
export const matchRatedSchema = z.object({ match_id: z.string().min(1), rating: z.number().int().min(1).max(5), ...stamp });

export const feedbackSchema = z.array(z.object({ name: z.string(), rating: z.number().int().min(0).max(5) }));
/** A provider opened (viewed) or answered an invitation (`by` is the provider; `via` link: the mailed token, without signing in). */
export const invitationStatusChangedSchema = z.object({
  match_id: z.string().min(1),
  status: z.enum(invitationStatuses),
  feedback: feedbackSchema,
  comment: z.string(),
  /** The version the provider was looking at when answering. */
  deal_version: z.number().int().nonnegative(),
  via: z.enum(['app', 'link']),
  /** For the mail to the sponsor (the reactor reads nothing else). */
  project_name: z.string(),
  provider_name: z.string(),
  company_name: z.string(),
  /** Where the sponsor is told of a decision (none for viewed). */
  sponsor: z.object({ id: z.string().min(1), email: z.email() }).nullable(),
  ...stamp,
});

type Data<S extends z.ZodType> = z.infer<S>;

export type DealMatched = DomainEvent<'DealMatched', Data<typeof dealMatchedSchema>>;
export type MatchContacted = DomainEvent<'MatchContacted', Data<typeof matchContactedSchema>>;
export type MatchRated = DomainEvent<'MatchRated', Data<typeof matchRatedSchema>>;
export type InvitationStatusChanged = DomainEvent<'InvitationStatusChanged', Data<typeof invitationStatusChangedSchema>>;
export type MatchingEvent = DealMatched | MatchContacted | MatchRated | InvitationStatusChanged;

export const matchingEventTypes = {
  DealMatched: { schema: dealMatchedSchema, version: 1 },
  MatchContacted: { schema: matchContactedSchema, version: 1 },
  MatchRated: { schema: matchRatedSchema, version: 1 },
  InvitationStatusChanged: { schema: invitationStatusChangedSchema, version: 1 },
} as const;
