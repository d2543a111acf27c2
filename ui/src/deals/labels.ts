import { projectDisplayGroups } from '@dealbook/domain/deals/schema-deal';
import { componentTypes } from '@dealbook/domain/catalog/components';
import {
  assetTypes,
  businessStrategies,
  capitalProviderTypes,
  capitalTypes,
  dealmakerRoles,
  dealStatuses,
  fundingStructures,
  investmentClasses,
  mandates,
  projectTypes,
  timeUnits,
  valuationMethodologies,
  type Option,
} from '@dealbook/domain/catalog/options';
import { usStates } from '@dealbook/domain/catalog/us-states';

/** Labels of the deal's own fields: the spec's display groups, and the few they leave out. */
const dealLabels: Record<string, string> = {
  ...Object.assign({}, ...Object.values(projectDisplayGroups)),
  latitude: 'Latitude',
  longitude: 'Longitude',
  mixed_use_project: 'Mixed-Use Project',
  sub_properties: 'Programming Components',
};

/** Labels of a programming component's fields shown on the entry screen; others fall back to their words. */
const componentLabels: Record<string, string> = {
  name: 'Name',
  type: 'Type',
  quantity: 'Quantity',
  project_keys: 'Keys',
  project_size_amount: 'Size',
  project_size_units: 'Size Units',
  is_linked: 'Linked',
  linked_index: 'Linked To',
  business_strategy: 'Business Strategy',
  investment_class: 'Investment Class',
  year_built: 'Year Built or Renovated',
  hold_date: 'Disposition Date',
  construction_delay: 'Construction Delay',
  construction_period: 'Construction Period',
  stabilization_delay: 'Stabilization Delay',
  stabilization_period: 'Stabilization Period',
  development_basis: 'Development Basis',
  stabilization_basis: 'Stabilization Basis',
  incoming_noi: 'Incoming NOI',
  stabilized_noi: 'Stabilized NOI',
  stabilized_noi_growth_rate: 'NOI Growth Rate (%)',
  exit_cap_percentage_min: 'Exit Cap Rate (%)',
  selling_costs: 'Selling Costs (%)',
  valuation_methodology: 'Valuation Methodology',
};

/** Financing lists, by the words a summary uses for one of their items. */
export const listItemNames: Record<string, string> = {
  sub_properties: 'Component',
  ground_master_leases: 'Ground / Master Lease',
  senior_loans: 'Senior Loan',
  subordinate_loans: 'Subordinate Loan',
  financial_incentives: 'Financial Incentive',
  refinancing_loans: 'Refinancing Loan',
  project_financings: 'Project Financing',
  project_financing_loans: 'Project Financing Loan',
  project_financing_ref_loans: 'Project Financing Refinancing Loan',
  sponsor_coinvestments: 'Sponsor Co-Investment',
  syndication_waterfalls: 'Originator Waterfall',
};

const acronyms: Record<string, string> = { noi: 'NOI', loi: 'LOI', gsf: 'gSF', nsf: 'nSF', usf: 'uSF', id: 'ID', pct: '%' };

/** `exit_cap_percentage_min` → `Exit Cap Percentage Min`: readable when no label is written down. */
export function humanize(key: string): string {
  return key
    .split('_')
    .filter(Boolean)
    .map((word) => acronyms[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function dealFieldLabel(key: string): string {
  return dealLabels[key] ?? humanize(key);
}

export function componentFieldLabel(key: string): string {
  return componentLabels[key] ?? humanize(key);
}

const byCode = (list: readonly Option[]) => Object.fromEntries(list.map((o) => [o.code, o.label]));

/** Option labels per field name, for showing a stored code as the user chose it. */
const valueLabels: Record<string, Record<string, string>> = {
  status: byCode(dealStatuses),
  mandate: byCode(mandates),
  asset_type: byCode(assetTypes),
  financial_interest_type: byCode(capitalTypes),
  project_type: byCode(projectTypes),
  capital_structure: Object.fromEntries(fundingStructures.map((f) => [f.code, f.label])),
  capital_provider_type: byCode(capitalProviderTypes),
  dealmaker_role: byCode(dealmakerRoles),
  state: usStates,
  type: Object.fromEntries(Object.entries(componentTypes).map(([code, entry]) => [code, entry.title])),
  business_strategy: byCode(businessStrategies),
  investment_class: byCode(investmentClasses),
  valuation_methodology: byCode(valuationMethodologies),
  construction_period_time_units: byCode(timeUnits),
  stabilization_period_time_units: byCode(timeUnits),
};

/** A value as a person reads it: options by their label, booleans as Yes/No, nothing as an em dash. */
export function formatValue(key: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: 4 });
  if (typeof value === 'string') return valueLabels[key]?.[value] ?? value;
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  return JSON.stringify(value);
}
