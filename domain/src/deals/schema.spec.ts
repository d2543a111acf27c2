import { describe, expect, it } from 'vitest';
import { componentTypeCodes, componentTypes, sizeUnitByAreaField, sizeUnits, toSquareFeet, usStates } from '../catalog';
import type { DealInput } from '../calc';
import { eventTypes } from '../events';
import { decodeEvent } from '../shared';
import { withItemIds } from './fields';
import { ann, at, autosave, create, restore, run, sampleDeal, save } from './fixtures';
import { subPropertySchema } from './schema-component';
import { dealSchema, type Deal } from './schema-deal';
import {
  loanSchema,
  seniorLoanSchema,
  projectFinancingSchema,
  refinancingLoanSchema,
  sponsorCoinvestmentSchema,
  syndicationWaterfallSchema,
} from './schema-financing';

const words = (s: string) => s.split(/[\s,]+/).filter(Boolean);

describe('the deal schema has every field the requirements name', () => {
  const has = (shape: object, names: string) => expect(words(names).filter((n) => !(n in shape))).toEqual([]);

  it('the deal', () =>
    has(
      dealSchema.shape,
      `id user_id creator_id project_name status mandate asset_type financial_interest_type project_type capital_structure
       capital_provider_type dealmaker_role loi advisor_fee_percent advisor_fee_override street_address city state country full_address
       latitude longitude currency analysis_date closing_basis soft_cost_basis wcap_reserve_basis mixed_use_project demo_deal
       has_matched_users shared_deals deal_sort_date updated_at ground_master_leases senior_loans subordinate_loans financial_incentives
       refinancing_loans project_financings project_financing_loans project_financing_ref_loans sponsor_coinvestments syndication_waterfalls
       senior_loans_active subordinate_loans_active financial_incentives_active refinancing_loans_active project_financings_active
       sub_properties attachments matches user updated_by`,
    ));

  it('the financing items', () => {
    const loan = `name active amount_as_percent amount_percent amount_dollar term_sheet_active origination_fee_percent interest_rate
      interest_rate_type reserves reserves_net_funded amortization_active amortization_type amortization_percent amortization_amount
      amortization_straightline_fixed_dollar_boolean amortization_period amortization_starting_date accrual_rate accrual_amount
      exit_fee_percent exit_fee_amount broker_fee_percent broker_fee_amount broker_fee_net_funded item_id`;
    has(loanSchema.shape, loan);
    has(seniorLoanSchema.shape, `${loan} term_sheet_status personal_guarantee`);
    has(refinancingLoanSchema.shape, 'closing_date');
    has(projectFinancingSchema.shape, 'duration maturity_date reserves term term_units');
    has(sponsorCoinvestmentSchema.shape, 'name active amount_percent amount_dollar accrual_rate promote_percent');
    has(
      syndicationWaterfallSchema.shape,
      'name active amount_percent amount_dollar term_sheet_active accrual_active accrual_rate promote_active promote_percent',
    );
  });

  it('the programming component', () =>
    has(
      subPropertySchema.shape,
      `item_id name type quantity project_keys project_size_amount project_size_units project_area_is_derived is_linked linked_index is_parent
       business_strategy is_stabilized is_transitional is_development is_condo_conversion is_interim_noi hotel_segment hotel_chain_scale
       hotel_branding hotel_management management_agreement year_built category style investment_class sub_type_mapping hold_date
       min_hold_date max_hold_date timeline timeline_words construction_delay construction_period stabilization_delay stabilization_period
       construction_period_time_units phase_period period_time_units development_basis development_basis_is_derived stabilization_basis
       stabilization_basis_is_derived incoming_noi incoming_noi_period interim_noi interim_noi_is_derived stabilized_noi stabilized_noi_is_derived
       stabilized_noi_period stabilized_noi_growth_rate stabilized_rent stabilized_lease_type valuation_methodology exit_cap_percentage_min
       selling_costs distance_radius_sensitivity cap_rate_methodology construction_hard_cost_amount construction_hard_cost_units
       stabilization_common_charge_expense_amount stabilized_occupancy_rate_override stabilized_other_income_attribution interim_tax_expense_period
       construction_contingency_slider_percent calc_rent_growth_low calc_other_growth_high area_gSF len_lFT`,
    ));

  it('is what the calculation engine reads', () => {
    const input: DealInput = sampleDeal;
    expect(input.sub_properties).toHaveLength(3);
  });
});

describe('parsing a deal', () => {
  it('turns lists sent as keyed objects into arrays', () => {
    const deal = dealSchema.parse({ senior_loans: { 0: { item_id: 'a' }, 1: { item_id: 'b' } } });
    expect(deal.senior_loans?.map((t) => t.item_id)).toEqual(['a', 'b']);
  });

  it('requires an item id on every list item, which withItemIds gives the items without one', () => {
    const raw = { sub_properties: [{ name: 'A' }, { item_id: 'keep', name: 'B' }], senior_loans: { 0: { name: 'S' } } };
    expect(dealSchema.safeParse(raw).success).toBe(false);
    let n = 0;
    const deal = dealSchema.parse(withItemIds(raw, () => `new-${(n += 1)}`));
    expect(deal.sub_properties?.map((c) => c.item_id)).toEqual(['new-1', 'keep']);
    expect(deal.senior_loans?.[0]?.item_id).toBe('new-2');
  });

  it('refuses values outside the catalogue and names over 25 characters', () => {
    expect(dealSchema.safeParse({ sub_properties: [{ item_id: 'a', type: 'castle' }] }).success).toBe(false);
    expect(dealSchema.safeParse({ project_name: 'x'.repeat(26) }).success).toBe(false);
  });
});

describe('the catalogue', () => {
  it('has the 16 component types, 11 operating and 5 not', () => {
    expect(componentTypeCodes).toHaveLength(16);
    expect(componentTypeCodes.filter((t) => componentTypes[t].group === 'operating')).toHaveLength(11);
    expect(componentTypes.hotel).toMatchObject({ units_label: 'Keys', default_period: 'daily' });
    expect(Object.keys(componentTypes.hotel.revenue_expense_periods)).toEqual(['daily', 'weekly', 'monthly', 'yearly']);
    expect(Object.keys(componentTypes.roads.revenue_expense_periods)).toEqual(['none']);
    expect(componentTypes.landscaping.project_size_units).toEqual(['gSF', 'lFT', 'gAcres']);
    expect(componentTypes.exterior.disabled_buttons.calc_noi).toBe(true);
  });

  it('scales size units to square feet', () => {
    expect(sizeUnits.gSQM.scale_sf).toBe(10.7639);
    expect(toSquareFeet(2, 'gAcres')).toBe(87120);
    expect(sizeUnitByAreaField.len_lFT).toBe('lFT');
  });

  it('lists the US states, DC and the territories', () => expect(Object.keys(usStates)).toHaveLength(56));
});

describe('deal events', () => {
  it('every event the deciders return fits its schema, and reads back the same after JSON', () => {
    const events = run([
      create(),
      autosave({ ...sampleDeal, city: 'Boston' }, at(1)),
      save({ ...sampleDeal, sub_properties: sampleDeal.sub_properties!.slice(1) } as Deal, at(2)),
      { type: 'RenameDeal', data: { projectName: 'Harbor II', isAdmin: false, now: at(3), actorId: ann } },
      restore(1, at(4)),
      { type: 'ChangeDealStatus', data: { status: 'published', now: at(5), actorId: ann } },
      { type: 'DeleteDeal', data: { deletesThisMonth: 0, isPremium: false, isAdmin: false, now: at(6), actorId: ann } },
      { type: 'RecoverDeal', data: { now: at(7), actorId: ann } },
    ]);
    expect(new Set(events.map((e) => e.type)).size).toBe(7);
    for (const event of events) {
      const stored = JSON.parse(JSON.stringify(event.data)) as unknown;
      expect(decodeEvent(eventTypes, event.type, stored, 1)).toEqual(stored);
    }
  });
});
