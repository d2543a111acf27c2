/**
 * The linking prompt of the entry screen (the requirements 'programming component (linking)' and §5): when a component
 * joins a deal that already has a primary business plan, the user chooses between following another
 * component's plan and a plan of its own, preselected by the engine's rule. The dialog's texts are ours (the
 * spec lists the rule, not the words).
 */
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { componentTypes } from '@dealbook/domain/catalog/components';
import { projectArea } from '@dealbook/domain/calc/area';
import type { SubPropertyInput } from '@dealbook/domain/calc/input';
import type { LinkDecision } from '@dealbook/domain/calc/linking';
import { primaryPlanIndex } from '@dealbook/domain/calc/linking';
import { linkSuggestion } from './form';

export type LinkPrompt = {
  decision: LinkDecision;
  /** the component the new one would follow when linked (the suggested parent, else the primary plan) */
  parentIndex: number;
  parentName: string;
  /** why the rule suggests what it does */
  reason: string;
};

const nameOf = (c: SubProperty | undefined, index: number) => c?.name?.trim() || `Component ${index + 1}`;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** Whether adding `added` asks the user: not for the first operating component, nor a non-operating one (always linked). */
export function asksToLink(decision: LinkDecision): boolean {
  return decision.reason === 'same_type' || decision.reason === 'small_new_type' || decision.reason === 'large_new_type';
}

/** The prompt for `added` joining `deal`, or null when the rule leaves nothing to choose. */
export function linkPrompt(deal: Partial<Deal>, added: SubProperty): LinkPrompt | null {
  const existing = deal.sub_properties ?? [];
  const decision = linkSuggestion(deal, added);
  if (!asksToLink(decision)) return null;
  const parentIndex = decision.linked_index ?? primaryPlanIndex(existing as SubPropertyInput[]);
  const parentName = nameOf(existing[parentIndex], parentIndex);
  return { decision, parentIndex, parentName, reason: reasonText(existing, added, decision, parentName) };
}

function reasonText(existing: readonly SubProperty[], added: SubProperty, decision: LinkDecision, parentName: string): string {
  const title = added.type ? componentTypes[added.type].title : 'component';
  if (decision.reason === 'same_type')
    return `'${parentName}' is of the same type (${title}): components of one type usually share a plan.`;
  const area = projectArea(added as SubPropertyInput).area_sf;
  const total = existing.reduce((sum, c) => sum + projectArea(c as SubPropertyInput).area_sf, area);
  if (area <= 0 || total <= 0)
    return `Enter its size in an area unit to compare it with the deal's total area: a new type of 15% or more of it usually has a plan of its own; under 15% it follows '${parentName}'.`;
  const share = percent(area / total);
  return decision.reason === 'small_new_type'
    ? `At ${share} of the total area, under 15%, it usually follows the plan of '${parentName}'.`
    : `At ${share} of the total area, 15% or more, it usually has a plan of its own.`;
}

/** The line the entry screen shows (as a toast) when a non-operating component was linked without asking. */
export function linkedNotice(deal: Partial<Deal>, added: SubProperty, decision: LinkDecision): string | null {
  if (decision.reason !== 'non_operating' || decision.linked_index === null) return null;
  const parent = nameOf(deal.sub_properties?.[decision.linked_index], decision.linked_index);
  return `${added.name ?? 'The component'} is linked to '${parent}': non-operating components follow a parent's business plan.`;
}
