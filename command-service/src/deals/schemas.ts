import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { dealSchema, nameSchema, withItemIds, type DealState } from '@dealbook/domain';
import { registerFastParse } from '@dealbook/infra/http/fast-parse';
import { writeWithFrozenParts } from '@dealbook/infra/http/frozen-parts';
import { rememberedItemsParse } from './remembered-items';

/**
 * Request and response shapes of the deal routes. A deal arrives as the spec's full deal; list items
 * without an `item_id` get one here, before parsing, so changes can name them.
 */
const withIds = (raw: unknown) => withItemIds(raw, randomUUID);

/** A deal body: `withIds`, then `object`; as a route's body, list items validated once (remembered-items.ts). */
function dealBodyOf<S extends z.ZodObject>(object: S) {
  const schema = z.preprocess(withIds, object);
  registerFastParse(schema, rememberedItemsParse(object, withIds));
  return schema;
}

export const dealBody = dealBodyOf(dealSchema);

/** `restore_version`: the body is that version's data, re-sent to restore it (the spec's way to restore). */
export const updateBody = dealBodyOf(dealSchema.extend({ restore_version: z.number().int().positive().optional() }));

export const createBody = dealBodyOf(dealSchema.extend({ partial_id: z.string().min(1).max(100).nullish() }));

/**
 * A blur autosave: the deal schema, but a project name over the spec's 25 characters does not refuse the
 * whole autosave. The route keeps the stored name instead and answers a warning (`nameOverLimit`).
 */
export const blurBody = dealBodyOf(dealSchema.extend({ project_name: nameSchema.max(200).nullish() }));

/** The spec sends the deal; only its project name is read. */
export const renameBody = z.looseObject({ project_name: nameSchema.max(200) });

/** The spec sends the deal; a project_name other than the source's names the copy, else it is 'copied'. */
export const replicateBody = z.looseObject({ project_name: nameSchema.max(200).nullish() }).nullish();

export const draftBody = z.record(z.string(), z.unknown());

/** What an autosave kept but a save would refuse: `field` is the path (`project_name`, `sub_properties.0.rent`). */
export const warningOut = z.object({ field: z.string(), message: z.string() });
export type Warning = z.infer<typeof warningOut>;

/**
 * What the deal schema says of a draft as typed so far: a partial is kept whatever it holds (it is the
 * entry in progress), and these are the fields Save would refuse. Item ids are the server's, not the
 * author's, so their absence is no warning.
 */
export function draftWarnings(draft: Record<string, unknown>): Warning[] {
  const parsed = dealSchema.safeParse(withItemIds(draft, () => 'draft'));
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

export const idParams = z.object({ id: z.string().min(1).max(100) });
export const versionParams = idParams.extend({ n: z.coerce.number().int().positive() });
export const partialParams = z.object({ partial_id: z.string().min(1).max(100) });

/** Every deal command answers with the deal as it now stands; `revision` is also the ETag. */
export const dealOut = z.object({
  id: z.string(),
  revision: z.number(),
  deal_version: z.number(),
  deleted: z.boolean(),
  /** Autosaves or a rename since the latest version (they go into the next one). */
  pending_changes: z.boolean(),
  /** False when the command changed nothing (a save without a change). */
  changed: z.boolean(),
  deal: z.record(z.string(), z.unknown()),
  /** A blur autosave that kept the stored project name: what was wrong with the one sent. */
  warnings: z.array(warningOut).optional(),
});

export const replicaOut = dealOut.extend({ source: z.object({ deal_id: z.string(), deal_version: z.number() }) });
// The deal in these answers is the command's state, frozen, and mostly the same as at the last save.
writeWithFrozenParts(dealOut);
writeWithFrozenParts(replicaOut);

/** `warnings`: what Save would refuse in the draft as autosaved (`draftWarnings`); the draft is kept as typed. */
export const partialOut = z.object({ partial_id: z.string(), deleted: z.boolean(), warnings: z.array(warningOut).optional() });

export function dealResult(id: string, result: { state: DealState; revision: number; events: unknown[] }): z.infer<typeof dealOut> {
  const { state } = result;
  return {
    id,
    revision: result.revision,
    deal_version: state.versions.length,
    deleted: state.status === 'deleted',
    pending_changes: state.pending,
    changed: result.events.length > 0,
    deal: state.deal,
  };
}

const flag = z.boolean().optional();

/** The spec sends `{deal, user}`; only the user is read (the deal is the one in the path). */
export const shareBody = z.object({
  deal: z.unknown().optional(),
  user: z.object({
    email: z.string().trim().max(320),
    first_name: nameSchema.max(100).default(''),
    last_name: nameSchema.max(100).default(''),
    type: z.enum(['D', 'PI']).optional(),
  }),
  can_edit: flag,
  can_share: flag,
});
export const shareOut = z.object({ shared_user_id: z.string(), email: z.string(), account_created: z.boolean() });

/** The changed shared-deal entries; a flag left out keeps its value. */
export const permissionBody = z.object({
  deal_id: z.string().max(100).optional(),
  shared_deals: z
    .array(z.object({ shared_user_id: z.string().min(1).max(100), can_view: flag, can_share: flag, can_edit: flag }))
    .min(1)
    .max(200),
});
export const sharedDealsOut = z.object({ shared_deals: z.array(z.record(z.string(), z.unknown())) });

export const archiveBody = z.object({ archived: z.boolean().default(true) }).default({ archived: true });
export const archiveOut = z.object({ deal_id: z.string(), archived: z.boolean() });
