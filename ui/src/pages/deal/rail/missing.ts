/**
 * What the engine still needs, as the rail lists it: the summary's rule (calc/missing.ts, the same for both
 * screens) with each input placed on the entry screen, by the id of its field and of the section holding it,
 * plus the first item of each switched-on loan tranche without its amount or rate (no levered figures
 * without them). When the engine cannot calculate the deal yet, the typed fields alone are checked.
 */
import type { DealCalculation } from '@dealbook/domain/calc/calculate';
import type { DealInput } from '@dealbook/domain/calc/input';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { isOperatingType } from '@dealbook/domain/calc/strategy';
import { missingInputs as engineMissing } from '../../../calc/missing';
import { componentFieldLabel, dealFieldLabel, listItemNames } from '../../../deals/labels';
import { dealSections } from '../../../deals/fields';
import type { FieldErrors } from '../../../deals/form';
import { itemsOf, shownTranches } from '../financing/items';
import type { DraftDeal } from '../useDealForm';

/** One input the engine needs: `field` is the id of its input, `section` the id of the section holding it. */
export type MissingInput = { field: string; label: string; section: string; effect?: string };
export type MissingGroup = { title: string; section: string; inputs: MissingInput[] };

export const componentSectionId = (component: Pick<SubProperty, 'item_id'>, index: number) => `component-${component.item_id ?? index}`;

const COMPONENT_PATH = /^sub_properties\.(\d+)\./;
const dealSectionOf = new Map(dealSections.flatMap((section) => section.fields.map((spec) => [spec.key, section.id] as const)));

const ITEM_PATH = /^(\w+)\.(\d+)\./;

/**
 * A field's path (`closing_basis`, `sub_properties.2.quantity`, `senior_loans.0.interest_rate`) as the id
 * of its input (`closing_basis`, `c2-quantity`, `senior_loans-0-interest_rate`, as the financing lists name them).
 */
export const fieldIdOf = (path: string) =>
  COMPONENT_PATH.test(path) ? path.replace(COMPONENT_PATH, 'c$1-') : path.replace(ITEM_PATH, '$1-$2-');

/** The section of a field's path (form errors and missing inputs are keyed by path). */
export function sectionOfPath(path: string, deal: DraftDeal): string {
  const component = COMPONENT_PATH.exec(path);
  if (component) {
    const index = Number(component[1]);
    const found = deal.sub_properties?.[index];
    return found ? componentSectionId(found, index) : 'programming';
  }
  return dealSectionOf.get(path) ?? 'financing';
}

const empty = (value: unknown) => value === null || value === undefined || value === '';
const unset = (value: unknown) => empty(value) || value === 0;

/** Without the engine's result: the typed inputs it would need first. */
function typedMissing(deal: DraftDeal): { scope: string; items: { label: string; path: string; effect?: string }[] }[] {
  const groups = (deal.sub_properties ?? []).map((c, index) => ({
    scope: c.name?.trim() || `Component ${index + 1}`,
    items: (isOperatingType(c.type) ? ['stabilized_noi', 'exit_cap_percentage_min'] : ['development_basis'])
      .filter((key) => unset(c[key as keyof SubProperty]))
      .map((key) => ({ label: componentFieldLabel(key), path: `sub_properties.${index}.${key}` })),
  }));
  const closing = empty(deal.closing_basis) ? [{ label: dealFieldLabel('closing_basis'), path: 'closing_basis' }] : [];
  return [{ scope: 'Deal', items: closing }, ...groups];
}

function financingMissing(deal: DraftDeal): MissingInput[] {
  return shownTranches(deal).flatMap(({ list }) => {
    const item = itemsOf(deal, list)[0];
    if (!item || item.active === false || list === 'project_financings') return [];
    const noun = `${listItemNames[list] ?? 'Loan'} 1`;
    const amountKey = item.amount_as_percent === false ? 'amount_dollar' : 'amount_percent';
    const inputs: MissingInput[] = [];
    if (empty(item[amountKey])) inputs.push({ field: `${list}-0-${amountKey}`, label: `${noun}: amount`, section: 'financing' });
    if (empty(item.interest_rate)) inputs.push({ field: `${list}-0-interest_rate`, label: `${noun}: interest rate`, section: 'financing' });
    return inputs;
  });
}

/** The missing inputs of the deal, its components (by name) and its financing; parts with none are left out. */
export function missingInputs(deal: DraftDeal, calc: DealCalculation | null): MissingGroup[] {
  const found = calc ? engineMissing(deal as DealInput, calc) : typedMissing(deal);
  const groups: MissingGroup[] = found.map((group) => {
    const inputs = group.items.map((item) => ({
      field: fieldIdOf(item.path),
      label: item.label,
      section: sectionOfPath(item.path, deal),
      effect: item.effect,
    }));
    return { title: group.scope, section: inputs[0]?.section ?? 'setup', inputs };
  });
  if ((deal.sub_properties ?? []).length === 0)
    groups.push({
      title: 'Programming',
      section: 'programming',
      inputs: [{ field: 'add-component', label: 'A component', section: 'programming', effect: 'nothing to build, rent or sell' }],
    });
  groups.push({ title: 'Financing', section: 'financing', inputs: financingMissing(deal) });
  return groups.filter((group) => group.inputs.length > 0);
}

/** How many fields of each section are missing (for the engine) or invalid (for a save), by section id. */
export function countsBySection(deal: DraftDeal, missing: readonly MissingGroup[], invalid: FieldErrors): Record<string, number> {
  const fields = new Map<string, Set<string>>();
  const add = (section: string, field: string) => fields.set(section, (fields.get(section) ?? new Set()).add(field));
  for (const group of missing) for (const input of group.inputs) add(input.section, input.field);
  for (const path of Object.keys(invalid)) add(sectionOfPath(path, deal), fieldIdOf(path));
  return Object.fromEntries([...fields].map(([section, set]) => [section, set.size]));
}
