import { COPIED_NAME_WORD, PROJECT_NAME_MAX_LENGTH } from '../catalog';
import type { DeleteDeal, RecoverDeal, ReplicaSource, ReplicateDeal } from './commands';
import { dealErrors } from './errors';
import type { DealEvent } from './events';
import { withoutSystemFields } from './fields';
import { defaultDealLimits, isExempt } from './limits';
import { projectNameSchema, type Deal } from './schema-deal';
import type { DealState } from './state';

/**
 * Replicate, delete and recover. A replicate is a new stream that records its source deal and version;
 * whether the actor may copy the source (the owner replicates, a collaborator duplicates) is the access
 * policy's question, asked by the handler on the source.
 * A copy starts as the copier's draft with no shares, matches or attachments of its own. Copying someone
 * else's deal follows the spec's buy-side copy rule: attachments, matches, user,
 * updated_by and the matched, diamond, curated and shared users' flags are removed (all of them system
 * fields, so no copy keeps them), and the copy keeps the source's creator: an origination deal whose
 * creator is not its user is a buy-side analysis.
 */
export function replicateDeal(command: ReplicateDeal, state: DealState): DealEvent[] {
  const { dealId, source, projectName, replicatesThisMonth, now, actorId } = command.data;
  if (state.status !== 'none') throw dealErrors.dealExists();
  const owner = source.deal.user_id;
  const limit = (command.data.limits ?? defaultDealLimits).replicatesPerMonth;
  if (!isExempt(command.data) && replicatesThisMonth >= limit) throw dealErrors.replicateLimit(limit);
  const foreign = owner !== actorId;
  const deal: Deal = {
    ...withoutSystemFields(source.deal),
    id: dealId,
    user_id: actorId,
    creator_id: foreign ? (source.deal.creator_id ?? owner ?? actorId) : actorId,
    project_name: projectName === undefined ? copiedName(source.deal.project_name ?? '') : validProjectName(projectName),
    status: 'draft',
    demo_deal: false,
    has_matched_users: false,
    shared_deals: [],
    updated_at: now,
    updated_by: actorId,
    deal_sort_date: now,
  };
  const buySide = foreign && source.deal.mandate === 'origination';
  return [
    {
      type: 'DealReplicated',
      data: { deal, source: { dealId: source.dealId, dealVersion: source.dealVersion }, buySide, at: now, by: actorId },
    },
  ];
}

/** The source's name marked as a copy, within the 25 characters of a project name. */
export function copiedName(name: string): string {
  const suffix = ` ${COPIED_NAME_WORD}`;
  return `${name.slice(0, PROJECT_NAME_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`.trim();
}

/** A project name as a rename or a replicate gives it: trimmed, 1 to 25 characters. */
export function validProjectName(name: string): string {
  const parsed = projectNameSchema.min(1).safeParse(name);
  if (!parsed.success) throw dealErrors.invalidProjectName();
  return parsed.data;
}

/** What a replicate needs from the source deal's stream; a deal that does not exist or is deleted has none. */
export function replicaSourceOf(dealId: string, state: DealState): ReplicaSource {
  if (state.status === 'none') throw dealErrors.dealNotFound();
  if (state.status === 'deleted') throw dealErrors.dealDeleted();
  return { dealId, dealVersion: state.versions.length, deal: state.deal };
}

/**
 * Deleting keeps everything: the deal moves to its owner's Deleted tab and can be recovered from there.
 * Only the owner deletes or recovers: the access policy's `delete`, asked by the handler.
 */
export function deleteDeal(command: DeleteDeal, state: DealState): DealEvent[] {
  const { deletesThisMonth, now, actorId } = command.data;
  if (state.status === 'none') throw dealErrors.dealNotFound();
  if (state.status === 'deleted') return [];
  const limit = (command.data.limits ?? defaultDealLimits).deletesPerMonth;
  if (!isExempt(command.data) && deletesThisMonth >= limit) throw dealErrors.deleteLimit(limit);
  return [{ type: 'DealDeleted', data: { at: now, by: actorId } }];
}

export function recoverDeal(command: RecoverDeal, state: DealState): DealEvent[] {
  const { now, actorId } = command.data;
  if (state.status === 'none') throw dealErrors.dealNotFound();
  if (state.status === 'active') return [];
  return [{ type: 'DealRecovered', data: { at: now, by: actorId } }];
}
