import type { Deal } from '@dealbook/domain/deals/schema-deal';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { componentTypes } from '@dealbook/domain/catalog/components';
import type { ComponentType } from '@dealbook/domain/catalog/component-entry';
import { componentDefaults, defaultInvestmentClass, PROJECT_NAME_MAX_LENGTH } from '@dealbook/domain/catalog/constants';
import { hotelChainScaleClass } from '@dealbook/domain/catalog/classifications';
import type { SubPropertyInput } from '@dealbook/domain/calc/input';
import {
  linkOnAdd,
  linkTo,
  propagateLinks,
  removeComponent as removeLinked,
  unlink,
  type LinkDecision,
} from '@dealbook/domain/calc/linking';
import { defaultStrategy, isSellOut, strategyFlags } from '@dealbook/domain/calc/strategy';
import { componentTimeline, maxStabilizationPeriodMonths } from '@dealbook/domain/calc/timeline';
import { componentNameOf } from '@dealbook/domain/deals/component-name';
import { boundErrors } from './bounds';

/** Types whose keys equal their quantity in a building. */
const keyedTypes: readonly string[] = ['multifamily', 'condominium', 'hotel', 'student-housing'];

export function keysFollowQuantity(deal: Partial<Deal>, component: Partial<SubProperty>): boolean {
  return deal.asset_type === 'building' && keyedTypes.includes(component.type ?? '');
}

const asInput = (c: Partial<SubProperty>) => c as SubPropertyInput;

export function newItemId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * A component of `type` with the catalogue's defaults and the strategy the project implies, not yet placed:
 * the linking prompt (linkOnAdd) decides whether it joins the deal linked.
 */
export function draftComponent(deal: Partial<Deal>, type: ComponentType, itemId = newItemId()): SubProperty {
  const entry = componentTypes[type];
  const sameType = (deal.sub_properties ?? []).filter((c) => c.type === type).length;
  const investment_class = defaultInvestmentClass[type];
  const business_strategy = defaultStrategy(deal);
  return {
    item_id: itemId,
    type,
    name: sameType === 0 ? entry.proper_name_prefix : `${entry.proper_name_prefix} ${sameType + 1}`,
    quantity: componentDefaults.quantity,
    project_size_units: entry.project_size_units[0],
    // the engine reads a period without units as months; saying so keeps the entry screen unambiguous
    construction_delay_time_units: 'months',
    construction_period_time_units: 'months',
    stabilization_delay_time_units: 'months',
    stabilization_period_time_units: 'months',
    is_linked: false,
    business_strategy,
    ...strategyFlags(business_strategy, isSellOut({ type })),
    distance_radius_sensitivity: componentDefaults.distance_radius_sensitivity,
    cap_rate_methodology: componentDefaults.cap_rate_methodology,
    ...(investment_class ? { investment_class } : {}),
    ...(keysFollowQuantity(deal, { type }) ? { project_keys: componentDefaults.quantity } : {}),
  };
}

/** The linking prompt's answer for `added` joining the deal, from the engine's rule. */
export const linkSuggestion = (deal: Partial<Deal>, added: SubProperty): LinkDecision =>
  linkOnAdd((deal.sub_properties ?? []).map(asInput), asInput(added));

/** The deal's components with `added` appended, linked to `parentIndex` (taking its plan) or on its own plan. */
export function addComponent(deal: Partial<Deal>, added: SubProperty, parentIndex: number | null): SubProperty[] {
  const existing = deal.sub_properties ?? [];
  const parent = parentIndex === null ? undefined : existing[parentIndex];
  const placed = parent ? linkTo(added, parentIndex!, asInput(parent), deal) : { ...added, is_linked: false };
  return [...existing, placed];
}

/**
 * The components after an edit of the one at `index`, with the rules that tie fields together applied: the
 * name's forbidden characters, a strategy's flags, keys following quantity, linking (which copies the
 * parent's plan) and unlinking (which removes it), and a parent's new plan passed on to its linked components.
 */
export function editComponentAt(deal: Partial<Deal>, index: number, patch: Partial<SubProperty>): SubProperty[] {
  const components = deal.sub_properties ?? [];
  let next: SubProperty = { ...components[index]!, ...patch };
  if (patch.name !== undefined && patch.name !== null) next.name = componentNameOf(patch.name);
  if (patch.business_strategy) Object.assign(next, strategyFlags(patch.business_strategy, isSellOut(next)));
  if (keysFollowQuantity(deal, next) && 'quantity' in patch) next.project_keys = next.quantity;
  if (patch.hotel_chain_scale) next.investment_class = hotelChainScaleClass[patch.hotel_chain_scale];
  if (patch.is_linked === false) next = unlink(next, deal);
  else if (patch.is_linked === true && next.linked_index != null && components[next.linked_index])
    next = linkTo(next, next.linked_index, asInput(components[next.linked_index]!), deal);
  const edited = components.map((c, i) => (i === index ? next : c));
  return patch.business_strategy ? propagateLinks(edited, deal) : edited;
}

/**
 * Removes the component at `index`: linked indexes above it shift down by one, and a component
 * linked to it stands on its own plan.
 */
export const removeComponent = (deal: Partial<Deal>, index: number): SubProperty[] => removeLinked(deal.sub_properties ?? [], index, deal);

const PERIOD_KEYS = ['construction_delay', 'construction_period', 'stabilization_delay', 'stabilization_period'] as const;

export type FieldErrors = Record<string, string>;

/** What blocks a save, by field (`project_name`, `sub_properties.<index>.quantity`). */
export function validateDeal(deal: Partial<Deal>): FieldErrors {
  const errors: FieldErrors = boundErrors(deal as Record<string, unknown>);
  const name = deal.project_name?.trim() ?? '';
  if (name === '') errors.project_name = 'Give the project a name.';
  else if (name.length > PROJECT_NAME_MAX_LENGTH) errors.project_name = `At most ${PROJECT_NAME_MAX_LENGTH} characters.`;
  (deal.sub_properties ?? []).forEach((c, i) => {
    if (!c.name?.trim()) errors[`sub_properties.${i}.name`] = 'Name this component.';
    const quantity = c.quantity ?? 1;
    if (!Number.isInteger(quantity) || quantity < 1) errors[`sub_properties.${i}.quantity`] = 'A whole number, 1 or more.';
    if (c.project_keys !== undefined && c.project_keys !== null && (!Number.isInteger(c.project_keys) || c.project_keys < 0)) {
      errors[`sub_properties.${i}.project_keys`] = 'A whole number, 0 or more.';
    }
    if (c.project_size_amount !== undefined && c.project_size_amount !== null && c.project_size_amount < 0) {
      errors[`sub_properties.${i}.project_size_amount`] = 'Cannot be negative.';
    }
    for (const key of PERIOD_KEYS) if ((c[key] ?? 0) < 0) errors[`sub_properties.${i}.${key}`] = 'Cannot be negative.';
    const timeline = componentTimeline(asInput(c));
    const maxStabilization = maxStabilizationPeriodMonths(timeline.construction_months);
    if (timeline.stabilization_months > maxStabilization) {
      errors[`sub_properties.${i}.stabilization_period`] =
        `At most ${maxStabilization} months: construction and stabilization together stay within 120 months.`;
    }
  });
  return errors;
}
