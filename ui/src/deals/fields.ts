import {
  assetTypes,
  businessStrategies,
  capitalProviderTypes,
  capitalTypes,
  currencies,
  dealmakerRoles,
  fundingStructures,
  investmentClasses,
  mandates,
  projectTypes,
  timeUnits,
  valuationMethodologies,
  type Option,
} from '@dealbook/domain/catalog/options';
import { usStates } from '@dealbook/domain/catalog/us-states';
import { countries } from '@dealbook/domain/catalog/us-states';
import { labelOf } from '@dealbook/domain/catalog/classifications';
import type { ComponentTypeEntry } from '@dealbook/domain/catalog/component-entry';
import { componentFieldLabel, dealFieldLabel } from './labels';

/** One input of the entry screen: the field it edits, how, and its label. */
export type FieldSpec = {
  key: string;
  label: string;
  kind: 'text' | 'number' | 'date' | 'select' | 'flag';
  options?: readonly Option[];
  help?: string;
  /** Grid columns out of 12 from the small breakpoint up. */
  width?: number;
  /** A number shown in thousands (an amount); by default as its field's kind says (`groupsThousands`). */
  grouped?: boolean;
};

const d = (key: string, kind: FieldSpec['kind'], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  key,
  label: dealFieldLabel(key),
  kind,
  ...extra,
});
const c = (key: string, kind: FieldSpec['kind'], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  key,
  label: componentFieldLabel(key),
  kind,
  ...extra,
});
const record = (entries: Record<string, string>): Option[] => Object.entries(entries).map(([code, label]) => ({ code, label }));

/** The deal-level sections of the requirements, with the fields of the requirements each shows. */
export const dealSections: { id: string; title: string; fields: FieldSpec[] }[] = [
  {
    id: 'objective',
    title: 'Objective',
    fields: [
      d('project_name', 'text', { help: 'Short: at most 25 characters.', width: 12 }),
      d('mandate', 'select', { options: mandates }),
      d('asset_type', 'select', { options: assetTypes }),
      d('financial_interest_type', 'select', { options: capitalTypes }),
    ],
  },
  {
    id: 'setup',
    title: 'Setup',
    fields: [
      d('project_type', 'select', { options: projectTypes }),
      d('analysis_date', 'date', { help: 'Defaults to the end of this month.' }),
      d('currency', 'select', { options: currencies }),
      d('closing_basis', 'number'),
      d('soft_cost_basis', 'number'),
      d('wcap_reserve_basis', 'number'),
      d('mixed_use_project', 'flag'),
    ],
  },
  {
    id: 'location',
    title: 'Location',
    fields: [
      d('street_address', 'text', { width: 12 }),
      d('city', 'text'),
      d('state', 'select', { options: record(usStates) }),
      d('country', 'select', { options: record(countries) }),
      // Where the deal is, for DealComp: comparables are found within a radius of it. The address search fills them.
      d('latitude', 'number', { help: 'Decimal degrees, e.g. 42.3601' }),
      d('longitude', 'number', { help: 'Decimal degrees, e.g. -71.0589' }),
    ],
  },
  {
    id: 'funding',
    title: 'Funding Source',
    fields: [
      d('capital_structure', 'select', { options: fundingStructures }),
      d('capital_provider_type', 'select', { options: capitalProviderTypes }),
      d('dealmaker_role', 'select', { options: dealmakerRoles }),
      d('loi', 'flag'),
    ],
  },
  {
    id: 'advisory',
    title: 'Advisory',
    fields: [d('advisor_fee_percent', 'number'), d('advisor_fee_override', 'flag')],
  },
];

/** The core inputs of a programming component; the dialogs' detailed inputs come with the calculations. */
export const componentFields: FieldSpec[] = [
  c('quantity', 'number'),
  c('project_keys', 'number'),
  c('project_size_amount', 'number'),
  c('business_strategy', 'select', { options: businessStrategies }),
  c('investment_class', 'select', { options: investmentClasses }),
  c('year_built', 'number'),
  c('development_basis', 'number'),
  c('stabilization_basis', 'number'),
  c('incoming_noi', 'number'),
  c('stabilized_noi', 'number'),
  c('stabilized_noi_growth_rate', 'number'),
  c('exit_cap_percentage_min', 'number'),
  c('selling_costs', 'number'),
  c('valuation_methodology', 'select', { options: valuationMethodologies }),
];

const phaseHelp = {
  construction_delay: 'Time from the analysis date until construction begins.',
  construction_period: undefined,
  stabilization_delay: 'Time from completion until lease-up begins.',
  stabilization_period: 'Lease-up to stabilized occupancy.',
};

const codes = (list: readonly string[] | undefined): Option[] => (list ?? []).map((code) => ({ code, label: labelOf(code) }));

/**
 * The classification inputs a component type offers (its catalogue entry's lists): category and style, and
 * for hotels the service level, chain scale, branding and management. Types without such lists show none.
 */
export function classificationFields(entry: ComponentTypeEntry | undefined): FieldSpec[] {
  const lists = entry?.classifications ?? {};
  // hotels are the type with chain scales; their segments are service levels, the others' investment classes
  const hotel = lists.chain_scales !== undefined;
  const select = (key: string, list: readonly string[] | undefined, label: string, help?: string): FieldSpec[] =>
    list && list.length > 0 ? [c(key, 'select', { options: codes(list), label, help })] : [];
  return [
    ...select('category', lists.categories, 'Category'),
    ...select('style', lists.styles, 'Style'),
    ...(hotel
      ? [
          ...select('hotel_segment', lists.segments, 'Service Level'),
          ...select('hotel_chain_scale', lists.chain_scales, 'Chain Scale', 'Sets the investment class.'),
          ...select('hotel_branding', lists.brandings, 'Branding'),
          ...select('hotel_management', lists.managements, 'Management'),
        ]
      : []),
  ];
}

/** A component's phases, in the order they run, each with its units; then the disposition date they bound. */
export const timingFields: FieldSpec[] = [
  ...(['construction_delay', 'construction_period', 'stabilization_delay', 'stabilization_period'] as const).flatMap((key) => [
    c(key, 'number', { width: 8, help: phaseHelp[key] }),
    c(`${key}_time_units`, 'select', { options: timeUnits, label: 'Units', width: 4 }),
  ]),
  c('hold_date', 'date', { width: 12 }),
];

/** The financing tranches' on/off flags; their items are edited in pages/deal/financing. */
export const financingFlags: FieldSpec[] = [
  d('senior_loans_active', 'flag', { label: 'Senior Loan' }),
  d('subordinate_loans_active', 'flag', { label: 'Subordinate Loan' }),
  d('financial_incentives_active', 'flag', { label: 'Financial Incentives' }),
  d('refinancing_loans_active', 'flag', { label: 'Refinancing Loan' }),
  d('project_financings_active', 'flag', { label: 'Project Financing' }),
];

/** End of the current month, as an ISO date: the default analysis date. */
export function endOfMonth(now = new Date()): string {
  const end = new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, 0));
  return end.toISOString().slice(0, 10);
}
