import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { groundLeaseTypes, interestRateTypes, periods, timeUnits, type Option } from '@dealbook/domain/catalog/options';
import type { FieldSpec } from '../../../deals/fields';
import { listItemNames } from '../../../deals/labels';
import { newItemId } from '../../../deals/form';

/** A financing list the entry screen edits, and the deal switch that shows it (none: always shown). */
export type ListName =
  | 'ground_master_leases'
  | 'senior_loans'
  | 'subordinate_loans'
  | 'financial_incentives'
  | 'refinancing_loans'
  | 'project_financings'
  | 'sponsor_coinvestments'
  | 'syndication_waterfalls';

export type FinancingItem = { item_id: string } & Record<string, unknown>;

/** The loan tranches, each under its switch, in the spec's order. */
export const trancheLists: { list: ListName; flag: keyof Deal }[] = [
  { list: 'senior_loans', flag: 'senior_loans_active' },
  { list: 'subordinate_loans', flag: 'subordinate_loans_active' },
  { list: 'financial_incentives', flag: 'financial_incentives_active' },
  { list: 'refinancing_loans', flag: 'refinancing_loans_active' },
  { list: 'project_financings', flag: 'project_financings_active' },
];

/** Amortization over 5 to 40 years; the engine reads a stored 5–40 as years. */
export const amortizationYears: readonly Option[] = [5, 10, 15, 20, 25, 30, 40].map((years) => ({
  code: String(years),
  label: `${years} years`,
}));

/** Keys whose select stores a number (the select hands back its option's code, a string). */
const numericSelects: ReadonlySet<string> = new Set(['amortization_period']);

const f = (key: string, label: string, kind: FieldSpec['kind'], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  key,
  label,
  kind,
  ...extra,
});

/** How an item's amount is entered: a percent (of capitalization, or of the equity) or dollars. */
const amountFields = (item: FinancingItem, of: string): FieldSpec[] => [
  f('amount_as_percent', 'Amount as a percent', 'flag'),
  item.amount_as_percent === false ? f('amount_dollar', 'Amount ($)', 'number') : f('amount_percent', `Amount (% of ${of})`, 'number'),
];

/** The inputs of one loan-type item, as its list shows them. */
export function loanFields(list: ListName, item: FinancingItem): FieldSpec[] {
  const amortizes = item.amortization_active === true;
  return [
    f('name', 'Name', 'text'),
    ...amountFields(item, 'capitalization'),
    f('interest_rate', 'Interest rate (% a year)', 'number'),
    f('interest_rate_type', 'Rate type', 'select', { options: interestRateTypes }),
    f('accrual_rate', 'Accrual (PIK) rate (%)', 'number'),
    ...(list === 'project_financings'
      ? [f('term', 'Term', 'number'), f('term_units', 'Term units', 'select', { options: timeUnits })]
      : []),
    ...(list === 'refinancing_loans' ? [f('closing_date', 'Closing date', 'date')] : []),
    f('amortization_active', 'Amortizing', 'flag'),
    ...(amortizes ? [f('amortization_period', 'Amortization', 'select', { options: amortizationYears })] : []),
    f('origination_fee_percent', 'Origination fee (%)', 'number'),
    f('exit_fee_percent', 'Exit fee (%)', 'number'),
    f('broker_fee_percent', 'Broker fee (%)', 'number'),
    f('release_percent', 'Release price (% of the loan a sold component carries)', 'number'),
    f('reserves', 'Interest reserve ($)', 'number'),
    f('reserves_net_funded', 'Reserve withheld from proceeds', 'flag'),
    f('active', 'Active', 'flag'),
  ];
}

export function coinvestmentFields(item: FinancingItem): FieldSpec[] {
  return [
    f('name', 'Name', 'text'),
    ...amountFields(item, 'equity'),
    f('accrual_rate', 'Preferred return (% a year)', 'number'),
    f('promote_percent', 'Promote (%)', 'number'),
    f('active', 'Active', 'flag'),
  ];
}

export function syndicationFields(item: FinancingItem): FieldSpec[] {
  return [
    f('name', 'Name', 'text'),
    f('amount_percent', 'Amount (% of equity)', 'number'),
    f('accrual_active', 'Preferred return tier', 'flag'),
    ...(item.accrual_active === true ? [f('accrual_rate', 'Hurdle (% a year)', 'number')] : []),
    f('promote_active', 'Promote tier', 'flag'),
    ...(item.promote_active === true ? [f('promote_percent', 'Promote (%)', 'number')] : []),
    f('term_sheet_active', 'Term sheet', 'flag'),
    f('active', 'Active', 'flag'),
  ];
}

/** A ground or master lease: its rent, the free months, and whether the NOI already counts it (domain/src/calc/ground-lease.ts). */
export function groundLeaseFields(): FieldSpec[] {
  return [
    f('name', 'Name', 'text'),
    f('lease_type', 'Lease', 'select', { options: groundLeaseTypes }),
    f('rent_amount', 'Rent ($)', 'number'),
    f('rent_period', 'Rent period', 'select', { options: periods, help: 'Yearly if not set.' }),
    f('free_rent', 'Free rent', 'number', { help: 'From the closing.' }),
    f('free_rent_time_units', 'Free rent units', 'select', { options: timeUnits }),
    f('included_in_noi', 'Rent already counted in the NOI', 'flag'),
    f('active', 'Active', 'flag'),
  ];
}

export function fieldsOf(list: ListName, item: FinancingItem): FieldSpec[] {
  if (list === 'ground_master_leases') return groundLeaseFields();
  if (list === 'sponsor_coinvestments') return coinvestmentFields(item);
  if (list === 'syndication_waterfalls') return syndicationFields(item);
  return loanFields(list, item);
}

/**
 * The tranches whose items are on screen: switched on, or never switched but holding items (a deal saved
 * before the switch existed; the engine counts a missing switch as on).
 */
export function shownTranches(deal: Partial<Deal>): typeof trancheLists {
  return trancheLists.filter(({ list, flag }) => deal[flag] === true || (deal[flag] == null && itemsOf(deal, list).length > 0));
}

export const itemsOf = (deal: Partial<Deal>, list: ListName): FinancingItem[] =>
  ((deal[list] ?? []) as FinancingItem[]).filter((item) => item !== null && typeof item === 'object');

/** A new item of `list`: active, its amount a percent, named after the list and its position. */
export function newItem(list: ListName, existing: readonly FinancingItem[], itemId = newItemId()): FinancingItem {
  const noun = listItemNames[list] ?? 'Item';
  const base: FinancingItem = { item_id: itemId, name: existing.length === 0 ? noun : `${noun} ${existing.length + 1}`, active: true };
  if (list === 'syndication_waterfalls') return { ...base, accrual_active: true, promote_active: true };
  if (list === 'ground_master_leases') return { ...base, lease_type: 'ground', rent_period: 'yearly', free_rent_time_units: 'months' };
  return { ...base, amount_as_percent: true };
}

/** The item after an edit of one field; a numeric select's code is stored as its number. */
export function editItem(item: FinancingItem, key: string, value: unknown): FinancingItem {
  const stored = numericSelects.has(key) && typeof value === 'string' ? Number(value) : value;
  const next: FinancingItem = { ...item, [key]: stored };
  if (key === 'amortization_active' && value === true && next.amortization_period == null) next.amortization_period = 30;
  return next;
}

/** The deal with `list` replaced; the engine reads the first active item of each list. */
export const withItems = <D extends Partial<Deal>>(deal: D, list: ListName, items: FinancingItem[]): D => ({ ...deal, [list]: items }) as D;

export const removeItem = (items: readonly FinancingItem[], index: number): FinancingItem[] => items.filter((_, i) => i !== index);
