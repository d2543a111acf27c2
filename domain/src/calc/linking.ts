/**
 * Linked components. A component linked to a parent follows the parent's business
 * plan: adding one decides whether it links, linking copies the plan, unlinking removes what was copied, and
 * removing a component shifts the links above it down by one.
 */
import { projectArea } from './area';
import type { SubPropertyInput } from './input';
import type { DealKind } from './strategy';
import { developmentStrategy, isBusinessStrategy, isOperatingType, isSellOut, strategyFlags } from './strategy';

/** A new type of at least 15% of the total area stands on its own business plan. */
export const LINKING_AREA_THRESHOLD = 0.15;

export type LinkReason = 'primary' | 'non_operating' | 'same_type' | 'large_new_type' | 'small_new_type' | 'nothing_to_link';

export interface LinkDecision {
  is_linked: boolean;
  /** the parent's index when linked */
  linked_index: number | null;
  is_parent: boolean;
  reason: LinkReason;
}

/** The component holding the primary business plan: the first operating one that is not linked (-1: none). */
export function primaryPlanIndex(existing: readonly SubPropertyInput[]): number {
  const primary = existing.findIndex((c) => isOperatingType(c.type) && c.is_linked !== true);
  return primary >= 0 ? primary : existing.findIndex((c) => isOperatingType(c.type));
}

/**
 * The linking prompt's answer when `added` joins `existing`: the first operating component is the primary
 * business plan; a non-operating component always links (to the primary); a type already present links to
 * its first component; a new type links to the primary when under 15% of the total area (existing plus added).
 * When no area is known (every size is a count of units) the share cannot be measured and the new type stands
 * on its own, like a large one.
 */
export function linkOnAdd(existing: readonly SubPropertyInput[], added: SubPropertyInput): LinkDecision {
  const primaryIndex = primaryPlanIndex(existing);
  const linked = (linked_index: number, reason: LinkReason): LinkDecision => ({ is_linked: true, linked_index, is_parent: false, reason });
  const alone = (reason: LinkReason): LinkDecision => ({ is_linked: false, linked_index: null, is_parent: true, reason });

  if (!isOperatingType(added.type)) {
    if (primaryIndex >= 0) return linked(primaryIndex, 'non_operating');
    return existing.length > 0
      ? linked(0, 'non_operating')
      : { is_linked: false, linked_index: null, is_parent: false, reason: 'nothing_to_link' };
  }
  if (primaryIndex < 0) return alone('primary');
  const sameType = existing.findIndex((c) => c.type === added.type);
  if (sameType >= 0) return linked(sameType, 'same_type');
  const addedArea = projectArea(added).area_sf;
  const total = existing.reduce((sum, c) => sum + projectArea(c).area_sf, addedArea);
  if (total > 0 && addedArea / total < LINKING_AREA_THRESHOLD) return linked(primaryIndex, 'small_new_type');
  return alone('large_new_type');
}

/**
 * Links `child` to the component at `parentIndex`: a non-operating child gets value_add_repositioning, an
 * operating child of a development project the development strategy, any other child the parent's strategy
 * and flags.
 */
export function linkTo<C extends SubPropertyInput>(child: C, parentIndex: number, parent: SubPropertyInput, deal: DealKind): C {
  const base = { ...child, is_linked: true, linked_index: parentIndex };
  if (!isOperatingType(child.type))
    return { ...base, business_strategy: 'value_add_repositioning', ...strategyFlags('value_add_repositioning', isSellOut(child)) };
  if (deal.project_type === 'development') {
    const strategy = developmentStrategy(deal);
    return { ...base, business_strategy: strategy, ...strategyFlags(strategy, isSellOut(child)) };
  }
  const strategy = isBusinessStrategy(parent.business_strategy) ? parent.business_strategy : null;
  const flags = strategyFlags(strategy, isSellOut(parent));
  return {
    ...base,
    business_strategy: parent.business_strategy ?? null,
    is_stabilized: parent.is_stabilized ?? flags.is_stabilized,
    is_transitional: parent.is_transitional ?? flags.is_transitional,
    is_development: parent.is_development ?? flags.is_development,
    is_condo_conversion: parent.is_condo_conversion ?? flags.is_condo_conversion,
  };
}

/**
 * Unlinks a component: its linked index and the strategy and flags it took from the parent are removed; in a
 * development project it takes develop_sell (master plan) or develop_own and their flags.
 */
export function unlink<C extends SubPropertyInput>(c: C, deal: DealKind): C {
  const copy: C = { ...c, is_linked: false };
  for (const key of [
    'linked_index',
    'business_strategy',
    'is_stabilized',
    'is_transitional',
    'is_development',
    'is_condo_conversion',
  ] as const)
    delete copy[key];
  if (deal.project_type !== 'development') return copy;
  const strategy = developmentStrategy(deal);
  return { ...copy, business_strategy: strategy, ...strategyFlags(strategy, isSellOut(c)) };
}

/** Copies a parent's plan to every component linked to it, after the parent's strategy changed. */
export function propagateLinks<C extends SubPropertyInput>(components: readonly C[], deal: DealKind): C[] {
  return components.map((c) => {
    if (c.is_linked !== true || c.linked_index == null) return c;
    const parent = components[c.linked_index];
    return parent ? linkTo(c, c.linked_index, parent, deal) : unlink(c, deal);
  });
}

/**
 * Removes the component at `index`: links above it shift down by one. A component linked to the removed one
 * has lost its parent and is unlinked (the spec does not say; keeping a link to a neighbour would be a guess).
 */
export function removeComponent<C extends SubPropertyInput>(components: readonly C[], index: number, deal: DealKind): C[] {
  return components
    .filter((_, i) => i !== index)
    .map((c) => {
      if (c.is_linked !== true || c.linked_index == null) return c;
      if (c.linked_index === index) return unlink(c, deal);
      return c.linked_index > index ? { ...c, linked_index: c.linked_index - 1 } : c;
    });
}
