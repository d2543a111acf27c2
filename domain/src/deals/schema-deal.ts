import { z } from 'zod';
import {
  assetTypes,
  capitalProviderTypes,
  capitalTypes,
  countryCodes,
  currencies,
  dealmakerRoles,
  dealStatuses,
  fundingStructures,
  mandates,
  PROJECT_NAME_MAX_LENGTH,
  projectTypes,
  usStateCodes,
} from '../catalog';
import { subPropertySchema } from './schema-component';
import { financingListNames, financingShape } from './schema-financing';
import { nameSchema } from '../shared/names';
import { latitude, longitude, money, percent } from './bounds';
import { date, flag, listOf, oneOf, oneOfCodes, optional, text } from './schema-parts';

/** Cleaned (controls and bidi marks removed, `cleanName`) before the spec's 25 characters are counted. */
export const projectNameSchema = nameSchema.max(PROJECT_NAME_MAX_LENGTH, { error: `At most ${PROJECT_NAME_MAX_LENGTH} characters.` });

/**
 * A collaborator on the deal; `users` carry at least an email. Kept by
 * the sharing events (`sharing-events.ts`): `can_view` false hides the deal from them, `archived` is
 * their own collab card's state; both default to the spec's reading of an entry without them.
 */
export const sharedDealSchema = z.object({
  shared_user_id: z.string(),
  can_view: z.boolean().optional(),
  can_share: z.boolean(),
  can_edit: z.boolean(),
  archived: z.boolean().optional(),
  shared_at: z.string().optional(),
  shared_by: z.string().optional(),
  users: z.array(z.looseObject({ email: z.email() })).optional(),
});
export type SharedDeal = z.infer<typeof sharedDealSchema>;

/**
 * The deal, with every field of the requirements and the sharing fields of the requirements. Field names are
 * the spec's. The programming components are the `sub_properties` list. `advisor_fee_override` follows the
 * override convention of the other fields (a boolean: the fee percent was entered over the default).
 */
export const dealSchema = z.object({
  id: text,
  user_id: text,
  creator_id: text,
  // Objective.
  project_name: optional(projectNameSchema),
  status: oneOf(dealStatuses),
  mandate: oneOf(mandates),
  asset_type: oneOf(assetTypes),
  financial_interest_type: oneOf(capitalTypes),
  // Setup.
  project_type: oneOf(projectTypes),
  street_address: text,
  city: text,
  state: oneOfCodes(usStateCodes),
  country: oneOfCodes(countryCodes),
  full_address: text,
  latitude,
  longitude,
  currency: oneOf(currencies),
  analysis_date: date,
  closing_basis: money,
  soft_cost_basis: money,
  wcap_reserve_basis: money,
  mixed_use_project: flag,
  // Funding source.
  capital_structure: oneOfCodes(fundingStructures.map((f) => f.code)),
  capital_provider_type: oneOf(capitalProviderTypes),
  dealmaker_role: oneOf(dealmakerRoles),
  loi: flag,
  // Advisory.
  advisor_fee_percent: percent,
  advisor_fee_override: flag,
  // Programming and financing.
  sub_properties: listOf(subPropertySchema),
  ...financingShape,
  // Kept by the system.
  demo_deal: flag,
  has_matched_users: flag,
  has_diamond_users: flag,
  has_curated_users: flag,
  has_shared_users: flag,
  shared_deals: optional(z.array(sharedDealSchema)),
  matches: optional(z.array(z.unknown())),
  attachments: optional(z.array(z.unknown())),
  user: optional(z.record(z.string(), z.unknown())),
  deal_sort_date: date,
  updated_at: date,
  updated_by: text,
});
export type Deal = z.infer<typeof dealSchema>;

/**
 * The fields the system keeps: a submitted deal cannot change them (an update keeps the stored values;
 * status, sharing and matching have their own commands), and they are not part of a deal's versions.
 */
export const systemFields = [
  'id',
  'user_id',
  'creator_id',
  'status',
  'demo_deal',
  'has_matched_users',
  'has_diamond_users',
  'has_curated_users',
  'has_shared_users',
  'shared_deals',
  'matches',
  'attachments',
  'user',
  'deal_sort_date',
  'updated_at',
  'updated_by',
] as const satisfies readonly (keyof Deal)[];

/** The deal's lists whose items carry an `item_id`. */
export const itemListNames = ['sub_properties', ...financingListNames] as const satisfies readonly (keyof Deal)[];

/** The project (display) groups, with the fields each shows and their labels. */
export const projectDisplayGroups = {
  Objective: {
    project_name: 'Project Name',
    status: 'Deal Status',
    mandate: 'Mandate',
    asset_type: 'Asset Type',
    financial_interest_type: 'Financial Interest',
  },
  Setup: {
    street_address: 'Street Address',
    city: 'City',
    state: 'State',
    country: 'Country',
    full_address: 'Address',
    currency: 'Currency',
    closing_basis: 'Closing Basis',
    soft_cost_basis: 'Soft Cost Basis',
    wcap_reserve_basis: 'Working Capital Reserve Basis',
    project_type: 'Project Type',
    analysis_date: 'Analysis Date',
  },
  'Funding Source': {
    capital_structure: 'Capital Structure',
    capital_provider_type: 'Capital Provider',
    dealmaker_role: 'Dealmaker Role',
    loi: 'Deal Under Control (LOI)',
  },
  Advisory: { advisor_fee_percent: 'Advisor Fee (%)', advisor_fee_override: 'Advisor Fee Override' },
} as const satisfies Record<string, Partial<Record<keyof Deal, string>>>;
