import type { Deal } from '@dealbook/domain/deals/schema-deal';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { componentTypes } from '@dealbook/domain/catalog/components';
import type { ComponentType } from '@dealbook/domain/catalog/component-entry';
import { componentDefaults, defaultInvestmentClass, PROJECT_NAME_MAX_LENGTH } from '@dealbook/domain/catalog/constants';

/** Spec 2 §5: the characters a component name may not contain. */
const forbiddenInName = /[`~!@#$%^&*()_+={}|[\]\\:';"<>?,./]/;

/**
 * A component name as typed: when the last keystroke added a forbidden character it is dropped (the spec's
 * rule); forbidden characters pasted elsewhere in the name are removed too, so the stored name is clean.
 */
export function sanitizeComponentName(value: string): string {
  const dropped = value.length > 0 && forbiddenInName.test(value.slice(-1)) ? value.slice(0, -1) : value;
  return dropped.replace(new RegExp(forbiddenInName.source, 'g'), '');
}

/** Types whose keys equal their quantity in a building (spec 2 §5). */
const keyedTypes: readonly string[] = ['multifamily', 'condominium', 'hotel', 'student-housing'];

export function keysFollowQuantity(deal: Partial<Deal>, component: Partial<SubProperty>): boolean {
  return deal.asset_type === 'building' && keyedTypes.includes(component.type ?? '');
}

type Strategy = NonNullable<SubProperty['business_strategy']>;

/** The flags a business strategy sets (spec 2 §4); condo conversion applies to sell-outs only. */
export function strategyFlags(strategy: Strategy, sellOut = false) {
  return {
    business_strategy: strategy,
    is_stabilized: strategy === 'stabilized_own',
    is_transitional: strategy === 'value_add_repositioning',
    is_development: strategy === 'develop_sell' || strategy === 'develop_own',
    is_condo_conversion: sellOut && strategy !== 'stabilized_own' && strategy !== 'active_management',
  } satisfies Partial<SubProperty>;
}

/** The default strategy of a new component: stabilized_own for an acquisition, develop_sell for a master plan. */
export function defaultStrategy(deal: Partial<Deal>): Strategy {
  if (deal.project_type === 'acquisition') return 'stabilized_own';
  return deal.asset_type === 'master_plan' ? 'develop_sell' : 'develop_own';
}

const areaOf = (c: Partial<SubProperty>) => (c.project_size_units === 'units' ? 0 : (c.project_size_amount ?? 0));

/**
 * The linking prompt's answer (spec 2 §5): the first operating component leads (not linked); a
 * non-operating one links to a parent; a type already present links to it; a new type links when it is
 * under 15% of the total area.
 */
export function suggestLink(existing: readonly Partial<SubProperty>[], type: ComponentType, area = 0): number | null {
  const parent = existing.findIndex((c) => !c.is_linked && c.type && componentTypes[c.type]?.group === 'operating');
  const group = componentTypes[type].group;
  if (group === 'non-operating') return parent >= 0 ? parent : existing.length > 0 ? 0 : null;
  if (parent < 0) return null;
  const sameType = existing.findIndex((c) => c.type === type && !c.is_linked);
  if (sameType >= 0) return sameType;
  const total = existing.reduce((sum, c) => sum + areaOf(c), 0) + area;
  return total > 0 && area / total >= 0.15 ? null : parent;
}

export function newItemId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** A component of `type` with the catalogue's defaults, linked as the linking rule suggests. */
export function newComponent(deal: Partial<Deal>, type: ComponentType, itemId = newItemId()): SubProperty {
  const entry = componentTypes[type];
  const existing = deal.sub_properties ?? [];
  const link = suggestLink(existing, type);
  const sameType = existing.filter((c) => c.type === type).length;
  const investment_class = defaultInvestmentClass[type];
  return {
    item_id: itemId,
    type,
    name: sameType === 0 ? entry.proper_name_prefix : `${entry.proper_name_prefix} ${sameType + 1}`,
    quantity: componentDefaults.quantity,
    project_size_units: entry.project_size_units[0],
    is_linked: link !== null,
    ...(link !== null ? { linked_index: link } : {}),
    ...strategyFlags(defaultStrategy(deal)),
    distance_radius_sensitivity: componentDefaults.distance_radius_sensitivity,
    cap_rate_methodology: componentDefaults.cap_rate_methodology,
    ...(investment_class ? { investment_class } : {}),
    ...(keysFollowQuantity(deal, { type }) ? { project_keys: componentDefaults.quantity } : {}),
  };
}

/** A component after an edit of `patch`, with the rules that tie fields together applied. */
export function editComponent(deal: Partial<Deal>, component: SubProperty, patch: Partial<SubProperty>): SubProperty {
  const next: SubProperty = { ...component, ...patch };
  if (patch.name !== undefined && patch.name !== null) next.name = sanitizeComponentName(patch.name);
  if (patch.business_strategy) Object.assign(next, strategyFlags(patch.business_strategy, next.is_condo_conversion ?? false));
  if (keysFollowQuantity(deal, next) && 'quantity' in patch) next.project_keys = next.quantity;
  if (patch.is_linked === false) delete next.linked_index;
  return next;
}

/**
 * Removes the component at `index`; linked indexes above it shift down by one, and components linked to
 * it stand on their own (spec 2 §4).
 */
export function removeComponent(components: readonly SubProperty[], index: number): SubProperty[] {
  return components
    .filter((_, i) => i !== index)
    .map((c) => {
      if (!c.is_linked || c.linked_index === null || c.linked_index === undefined) return c;
      if (c.linked_index === index) {
        const { linked_index: _dropped, ...rest } = c;
        return { ...rest, is_linked: false };
      }
      return c.linked_index > index ? { ...c, linked_index: c.linked_index - 1 } : c;
    });
}

export type FieldErrors = Record<string, string>;

/** What blocks a save, by field (`project_name`, `sub_properties.<index>.quantity`). */
export function validateDeal(deal: Partial<Deal>): FieldErrors {
  const errors: FieldErrors = {};
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
  });
  return errors;
}
