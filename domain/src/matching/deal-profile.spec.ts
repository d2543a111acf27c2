import { describe, expect, it } from 'vitest';
import { sampleDeal } from '../deals/sample-deal';
import { dealSchema, type Deal } from '../deals/schema-deal';
import { dealProfileOf } from './deal-profile';
import { matchDivision } from './matcher';
import { emptySelection, type Selection } from './selection';

/** Every hard group stated (what the empty deal below cannot answer). */
const hardMet: Partial<Selection> = {
  Cap_Struct: ['senior-debt', 'mezzanine'],
  Asset_Class: ['DEBT'],
  Property: ['multifamily', 'office'],
  CapitalTransSize: { min: 5_000_000, max: 20_000_000 },
  Geography: ['US'],
  Territory: ['TX', 'OK'],
};
const selection = (patch: Partial<Selection> = {}): Selection => ({ ...emptySelection(), ...patch });

describe('dealProfileOf', () => {
  const now = '2026-11-22T09:00:00Z';
  const sample = dealSchema.parse(sampleDeal('2026-11-30'));
  const of = (patch: Partial<Deal> = {}) => dealProfileOf({ ...sample, ...patch }, now);

  it('reads the sample deal: its components, plan, state and 48-month hold', () => {
    expect(of()).toMatchObject({
      property_types: ['multifamily', 'retail', 'parking'],
      business_plans: ['development'],
      risk_classes: ['opportunistic'],
      products: ['development'],
      hold_months: 48,
      country: 'US',
      state: 'TX',
    });
    // Without a capital structure it asks for the whole capitalization, of no asset class yet.
    expect(of({ capital_structure: undefined, mandate: undefined })).toEqual({
      capital_structure: null,
      asset_class: null,
      applied_strategy: null,
      property_types: ['multifamily', 'retail', 'parking'],
      business_plans: ['development'],
      risk_classes: ['opportunistic'],
      products: ['development'],
      hold_months: 48,
      amount: 71_647_830,
      amount_basis: 'capitalization',
      country: 'US',
      state: 'TX',
    });
  });

  it('asks lenders for their tranche’s loan and investors for the equity left after debt', () => {
    const capitalization = 71_647_830;
    expect(of({ capital_structure: 'senior-debt' })).toMatchObject({
      asset_class: 'DEBT',
      applied_strategy: 'lending',
      amount_basis: 'loan',
      amount: 42_988_698, // the construction loan: 60% of the capitalization
    });
    expect(of({ capital_structure: 'mezzanine' })).toMatchObject({ asset_class: 'DEBT', amount_basis: 'loan', amount: 10_747_174.5 });
    const equity = of({ capital_structure: 'equity' });
    expect(equity).toMatchObject({ asset_class: 'DEQT', applied_strategy: 'investment', amount_basis: 'equity' });
    expect(equity.amount).toBeCloseTo(capitalization * 0.25, 2);
    expect(of({ capital_structure: 'preferred-equity' }).asset_class).toBe('DEQT');
  });

  it('a listing is for buyers, sized by the capitalization', () =>
    expect(of({ mandate: 'sale', capital_structure: 'senior-debt' })).toMatchObject({
      asset_class: 'PHYS',
      amount_basis: 'capitalization',
      amount: 71_647_830,
    }));

  it('reads land, recapitalizations and portfolios, and the plans of the business strategies', () => {
    expect(of({ asset_type: 'land' }).property_types).toEqual(['multifamily', 'retail', 'parking', 'land']);
    expect(of({ asset_type: 'financial_interest' }).products).toEqual(['development', 'recapitalization']);
    expect(of({ asset_type: 'portfolio', project_type: 'acquisition' }).products).toEqual(['acquisition', 'portfolio']);
    const stabilized = of({
      project_type: 'acquisition',
      sub_properties: (sample.sub_properties ?? []).map((c, i) => ({
        ...c,
        business_strategy: i === 0 ? 'stabilized_own' : 'value_add_repositioning',
      })),
    });
    expect(stabilized).toMatchObject({ business_plans: ['stabilized', 'transitional'], risk_classes: ['core', 'value-add'] });
  });

  it('an empty deal has no values and does not throw', () => {
    const empty = {
      capital_structure: null,
      asset_class: null,
      applied_strategy: null,
      property_types: [],
      business_plans: [],
      risk_classes: [],
      products: [],
      hold_months: null,
      amount: null,
      amount_basis: 'capitalization',
      country: null,
      state: null,
    };
    expect(dealProfileOf({}, now)).toEqual(empty);
    expect(dealProfileOf(dealSchema.parse({}), now)).toEqual(empty);
    // It matches a division that states nothing, and misses a stated one on the deal's side only.
    expect(matchDivision(dealProfileOf({}, now), emptySelection()).matched).toBe(true);
    const missed = matchDivision(dealProfileOf({}, now), selection(hardMet)).criteria.filter((c) => c.outcome === 'missed');
    expect(missed.map((c) => c.side)).toEqual(['deal', 'deal', 'deal', 'deal', 'deal', 'deal']);
  });
});
