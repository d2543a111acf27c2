import { operatingComponentTypes, componentTypes } from './components';
import { fundingStructures } from './options';
import { usStates, type UsStateCode } from './us-states';

/**
 * The capital provider's sourcing profile (the requirements "Company sourcing data"): industries hold divisions, each
 * division one strategy of option groups. The spec names the groups and their shape, not their values; the
 * values here are ours, chosen so each group can be read off a deal (domain/src/matching/deal-profile.ts).
 * Every group is enabled: the spec lists most as disabled, and the matcher uses them all.
 */
export interface SourcingOption {
  value: string;
  label: string;
}

const list = (entries: readonly (readonly [string, string])[]): readonly SourcingOption[] =>
  entries.map(([value, label]) => ({ value, label }));

/** One industry today; divisions are named uniquely within theirs. */
export const industries = [{ id: 'commercial-real-estate', name: 'Commercial Real Estate' }] as const;
export const industryIds = industries.map((i) => i.id);

/** DEBT lends, DEQT invests in equity, PHYS buys property outright (a listing's buyers). */
export const assetClasses = list([
  ['DEBT', 'Real Estate Debt'],
  ['DEQT', 'Real Estate Equity'],
  ['PHYS', 'Direct Property Acquisition'],
]);
export type AssetClass = 'DEBT' | 'DEQT' | 'PHYS';
export const assetClassCodes: readonly AssetClass[] = ['DEBT', 'DEQT', 'PHYS'];

/** The operating component types, and land for land and development sites. */
export const propertyTypes = list([...operatingComponentTypes.map((t) => [t, componentTypes[t].title] as const), ['land', 'Land']]);

export const riskClasses = list([
  ['core', 'Core'],
  ['core-plus', 'Core Plus'],
  ['value-add', 'Value-Add'],
  ['opportunistic', 'Opportunistic'],
]);

/** The spec's business plan labels. */
export const businessPlans = list([
  ['stabilized', 'Stabilized'],
  ['transitional', 'Transitional / Value-Added Acquisition'],
  ['development', 'Development'],
]);

/** Investors invest, lenders lend. */
export const appliedStrategies = list([
  ['investment', 'Investment'],
  ['lending', 'Lending'],
]);

export const productStrategies = list([
  ['acquisition', 'Acquisition'],
  ['development', 'Development'],
  ['recapitalization', 'Recapitalization / Financial Interest'],
  ['portfolio', 'Portfolio'],
]);

export const capitalStructures = list(fundingStructures.map((f) => [f.code, f.label] as const));

/** Hold periods, in months inclusive; the deal's investment period falls in one. */
export const horizons = [
  { value: 'short', label: 'Up to 3 years', from: 0, to: 36 },
  { value: 'medium', label: '3 to 7 years', from: 37, to: 84 },
  { value: 'long', label: 'Over 7 years', from: 85, to: Number.POSITIVE_INFINITY },
] as const;

export const geographies = [{ value: 'US', label: 'United States', region: 'North America', Order: 1 }] as const;

/** The US Census regions; the territories outside the 50 states and DC are their own. */
const regionOf: Record<string, string> = {
  ...byRegion('Northeast', ['CT', 'ME', 'MA', 'NH', 'RI', 'VT', 'NJ', 'NY', 'PA']),
  ...byRegion('Midwest', ['IL', 'IN', 'MI', 'OH', 'WI', 'IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD']),
  ...byRegion('South', ['DE', 'DC', 'FL', 'GA', 'MD', 'NC', 'SC', 'VA', 'WV', 'AL', 'KY', 'MS', 'TN', 'AR', 'LA', 'OK', 'TX']),
  ...byRegion('West', ['AZ', 'CO', 'ID', 'MT', 'NV', 'NM', 'UT', 'WY', 'AK', 'CA', 'HI', 'OR', 'WA']),
};

function byRegion(region: string, codes: string[]): Record<string, string> {
  return Object.fromEntries(codes.map((c) => [c, region]));
}

export const territories = (Object.keys(usStates) as UsStateCode[]).map((code) => ({
  value: code,
  label: usStates[code],
  country: 'US',
  countryregion: regionOf[code] ?? 'Territories',
}));

/** The groups that are plain option lists, with their values: the spec's names. */
export const sourcingListGroups = {
  Asset_Class: assetClasses,
  Property: propertyTypes,
  Risk_Class: riskClasses,
  Business_Plan: businessPlans,
  Applied_Strategy: appliedStrategies,
  Product_Strategy: productStrategies,
  Cap_Struct: capitalStructures,
  Geography: geographies,
  Territory: territories,
} as const satisfies Record<string, readonly SourcingOption[]>;
export type SourcingListGroup = keyof typeof sourcingListGroups;
export const sourcingListGroupNames = Object.keys(sourcingListGroups) as SourcingListGroup[];

/** What each group is called on the profile and in a match's explanation. */
export const sourcingGroupLabels: Record<SourcingListGroup | 'Horizon' | 'CapitalTransSize', string> = {
  Asset_Class: 'Asset class',
  Property: 'Property type',
  Risk_Class: 'Risk class',
  Business_Plan: 'Business plan',
  Applied_Strategy: 'Applied strategy',
  Product_Strategy: 'Product strategy',
  Cap_Struct: 'Capital structure',
  Horizon: 'Horizon / term',
  CapitalTransSize: 'Transaction size',
  Geography: 'Geography',
  Territory: 'Territory',
};

/** A decline's reasons: each rated 0 (not a reason) to 5 (the main reason). */
export const feedbackReasons = [
  { name: 'assetClass', label: 'Asset Class / Property Type' },
  { name: 'locationGeography', label: 'Location/Geography' },
  { name: 'dealSize', label: 'Deal Size / Total Capitalization' },
  { name: 'capStructure', label: 'Capital Structure / Transaction' },
  { name: 'waterfallPromote', label: 'Waterfall' },
  { name: 'trackRecord', label: 'Sponsor/Developer' },
  { name: 'marketConditions', label: 'General Market Conditions' },
] as const;
export type FeedbackReasonName = (typeof feedbackReasons)[number]['name'];

/**
 * How much a reason weighed in a decline, in words: the provider rates it 1 to 5 stars, but shown back as
 * stars beside a reason for turning a deal down they read like praise of that part of the deal.
 */
export function reasonWeight(rating: number): string {
  const words = ['', 'a slight reason', 'a minor reason', 'a moderate reason', 'a major reason', 'the main reason'];
  const word = words[Math.max(0, Math.min(5, Math.round(rating)))] ?? '';
  return word ? `${word.charAt(0).toUpperCase()}${word.slice(1)} (${Math.round(rating)} of 5)` : 'Not a reason';
}

/** Invitation statuses: none, opened, clicked and viewed are pending; accepted is live. */
export const pendingInvitationStatuses = ['none', 'opened', 'clicked', 'viewed'] as const;
export const invitationStatuses = [...pendingInvitationStatuses, 'accepted', 'declined', 'archived'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];
export const invitationGroupOf = (status: InvitationStatus): 'pending' | 'live' | 'declined' | 'archived' =>
  status === 'accepted' ? 'live' : status === 'declined' || status === 'archived' ? status : 'pending';
