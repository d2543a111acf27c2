import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assetClassCodes, horizons, sourcingListGroups, type SourcingListGroup } from '../catalog/sourcing';
import type { DealProfile } from './deal-profile';
import { matchDeal, matchDivision, softWeights, type SourcingDivision } from './matcher';
import { selectionFrom, strategyOf, type Selection } from './selection';

const valuesOf = (group: SourcingListGroup) => sourcingListGroups[group].map((o) => o.value);
/** Some of a group's values, in the catalogue's order (as `selectionFrom` keeps them). */
const some = (values: readonly string[], maxLength?: number) => fc.subarray([...values], maxLength ? { maxLength } : {});
const orNull = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const horizonValues = horizons.map((h) => h.value as string);

const profile: fc.Arbitrary<DealProfile> = fc.record({
  capital_structure: orNull(fc.constantFrom(...valuesOf('Cap_Struct'))),
  asset_class: orNull(fc.constantFrom(...assetClassCodes)),
  applied_strategy: orNull(fc.constantFrom('investment' as const, 'lending' as const)),
  property_types: some(valuesOf('Property'), 4),
  business_plans: some(valuesOf('Business_Plan')),
  risk_classes: some(valuesOf('Risk_Class')),
  products: some(valuesOf('Product_Strategy'), 2),
  hold_months: orNull(fc.integer({ min: 1, max: 240 })),
  amount: orNull(fc.integer({ min: 0, max: 200 }).map((m) => m * 500_000)),
  amount_basis: fc.constantFrom('loan' as const, 'equity' as const, 'capitalization' as const),
  country: orNull(fc.constantFrom('US', 'CA')),
  state: orNull(fc.constantFrom(...valuesOf('Territory'))),
});

/** A valid size range: the minimum strictly below the maximum, either may be left open. */
const sizeRange: fc.Arbitrary<Selection['CapitalTransSize']> = fc
  .tuple(orNull(fc.integer({ min: 0, max: 100 })), orNull(fc.integer({ min: 1, max: 100 })))
  .map(([min, extra]) => ({
    min: min === null ? null : min * 1_000_000,
    max: extra === null ? null : ((min ?? 0) + extra) * 1_000_000,
  }));

const selection: fc.Arbitrary<Selection> = fc.record({
  Asset_Class: some(valuesOf('Asset_Class')),
  Property: some(valuesOf('Property'), 4),
  Risk_Class: some(valuesOf('Risk_Class')),
  Business_Plan: some(valuesOf('Business_Plan')),
  Applied_Strategy: some(valuesOf('Applied_Strategy')),
  Product_Strategy: some(valuesOf('Product_Strategy')),
  Cap_Struct: some(valuesOf('Cap_Struct')),
  Horizon: fc.record({ DEBT: some(horizonValues), DEQT: some(horizonValues), PHYS: some(horizonValues) }),
  CapitalTransSize: sizeRange,
  Geography: some(valuesOf('Geography')),
  Territory: some(valuesOf('Territory'), 6),
});

const hardGroups = ['Cap_Struct', 'Asset_Class', 'Property', 'Geography', 'Territory'] as const;
const softGroups = ['Business_Plan', 'Risk_Class', 'Product_Strategy', 'Applied_Strategy'] as const;
type ListGroup = (typeof hardGroups)[number] | (typeof softGroups)[number];

/** The deal's own values for a list group: what a division may add and the deal satisfy. */
function dealValues(p: DealProfile, group: ListGroup): string[] {
  switch (group) {
    case 'Cap_Struct':
      return p.capital_structure ? [p.capital_structure] : [];
    case 'Asset_Class':
      return p.asset_class ? [p.asset_class] : [];
    case 'Property':
      return p.property_types;
    case 'Geography':
      return p.country && valuesOf('Geography').includes(p.country) ? [p.country] : [];
    case 'Territory':
      return p.state ? [p.state] : [];
    case 'Business_Plan':
      return p.business_plans;
    case 'Risk_Class':
      return p.risk_classes;
    case 'Product_Strategy':
      return p.products;
    case 'Applied_Strategy':
      return p.applied_strategy ? [p.applied_strategy] : [];
  }
}

/**
 * Every way of adding to the selection one criterion the deal satisfies: one of the deal's own values
 * in any list group, the horizon its hold falls in, or a size range around its amount where none was set.
 */
function satisfiedAdditions(p: DealProfile, s: Selection): { what: string; selection: Selection }[] {
  const out: { what: string; selection: Selection }[] = [];
  for (const group of [...hardGroups, ...softGroups])
    for (const value of dealValues(p, group))
      if (!s[group].includes(value)) out.push({ what: `${group}+${value}`, selection: { ...s, [group]: [...s[group], value] } });
  if (p.asset_class && p.hold_months !== null) {
    const held = horizons.find((h) => p.hold_months! >= h.from && p.hold_months! <= h.to)!.value;
    const current = s.Horizon[p.asset_class];
    if (!current.includes(held))
      out.push({ what: `Horizon+${held}`, selection: { ...s, Horizon: { ...s.Horizon, [p.asset_class]: [...current, held] } } });
  }
  if (p.amount !== null && s.CapitalTransSize.min === null && s.CapitalTransSize.max === null)
    out.push({ what: 'size', selection: { ...s, CapitalTransSize: { min: p.amount, max: p.amount + 1 } } });
  return out;
}

const hardMissed = (s: Selection, p: DealProfile) =>
  matchDivision(p, s).criteria.filter((c) => c.kind === 'hard' && c.outcome === 'missed');

describe('the matcher, for any deal and any division', () => {
  it('adding a criterion the deal satisfies never lowers the score nor loses a match', () =>
    fc.assert(
      fc.property(profile, selection, fc.nat(), (p, s, pick) => {
        const additions = satisfiedAdditions(p, s);
        fc.pre(additions.length > 0);
        const { what, selection: added } = additions[pick % additions.length]!;
        const before = matchDivision(p, s);
        const after = matchDivision(p, added);
        expect(after.score, what).toBeGreaterThanOrEqual(before.score);
        if (before.matched) expect(after.matched, what).toBe(true);
        // The criterion added is met now.
        const criterion = what.startsWith('size') ? 'CapitalTransSize' : what.slice(0, what.indexOf('+'));
        expect(after.criteria.find((c) => c.criterion === criterion)?.outcome, what).toBe('met');
      }),
      { numRuns: 500 },
    ));

  it('never matches a division with a hard criterion missed, and matches every other', () =>
    fc.assert(
      fc.property(profile, selection, (p, s) => {
        const result = matchDivision(p, s);
        expect(result.matched).toBe(hardMissed(s, p).length === 0);
      }),
      { numRuns: 500 },
    ));

  it('scores 0 to 100, a whole number, as the soft criteria’s outcomes weigh', () =>
    fc.assert(
      fc.property(profile, selection, (p, s) => {
        const { score, criteria } = matchDivision(p, s);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        const earned = criteria
          .filter((c) => c.kind === 'soft')
          .reduce((sum, c) => {
            const weight = softWeights[c.criterion as keyof typeof softWeights];
            return sum + (c.outcome === 'met' ? weight : c.outcome === 'open' ? weight / 2 : 0);
          }, 0);
        expect(score).toBe(Math.round(earned));
      }),
      { numRuns: 500 },
    ));
});

const divisions: fc.Arbitrary<SourcingDivision[]> = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 5 }), selection), { maxLength: 15 })
  .map((list) =>
    list.map(([company, s], i) => ({
      division_id: `div-${String(i).padStart(2, '0')}`,
      division_name: `Division ${i}`,
      company_id: `co-${company}`,
      company_name: `Company ${company}`,
      selection: s,
    })),
  );

describe('matchDeal, for any deal and any divisions', () => {
  it('matches each company once, through a division with every hard criterion met or open, its best', () =>
    fc.assert(
      fc.property(profile, divisions, (p, list) => {
        const run = matchDeal(p, list);
        expect(run.divisions_considered).toBe(list.length);
        const companies = run.matches.map((m) => m.company_id);
        expect(new Set(companies).size).toBe(companies.length);
        for (const m of run.matches) {
          expect(m.criteria.filter((c) => c.kind === 'hard').every((c) => c.outcome === 'met' || c.outcome === 'open')).toBe(true);
          const best = Math.max(
            ...list
              .filter((d) => d.company_id === m.company_id)
              .map((d) => matchDivision(p, d.selection))
              .filter((r) => r.matched)
              .map((r) => r.score),
          );
          expect(m.score).toBe(best);
        }
        // Every company with a matching division is matched.
        const matching = new Set(list.filter((d) => matchDivision(p, d.selection).matched).map((d) => d.company_id));
        expect(new Set(companies)).toEqual(matching);
        // Best score first.
        for (let i = 1; i < run.matches.length; i++) expect(run.matches[i - 1]!.score).toBeGreaterThanOrEqual(run.matches[i]!.score);
      }),
      { numRuns: 300 },
    ));

  it('near misses missed exactly one hard criterion, and are never matched companies', () =>
    fc.assert(
      fc.property(profile, divisions, (p, list) => {
        const run = matchDeal(p, list);
        const matched = new Set(run.matches.map((m) => m.company_id));
        for (const n of run.near_misses) {
          expect(matched.has(n.company_id)).toBe(false);
          const missed = n.criteria.filter((c) => c.kind === 'hard' && c.outcome === 'missed');
          expect(missed.map((c) => c.criterion)).toEqual([n.missed]);
        }
        const nearCompanies = run.near_misses.map((n) => n.company_id);
        expect(new Set(nearCompanies).size).toBe(nearCompanies.length);
        // Suggestions count companies: never more than the near misses.
        for (const s of run.suggestions) expect(s.companies).toBeLessThanOrEqual(run.near_misses.length);
      }),
      { numRuns: 300 },
    ));
});

describe('a division’s selection and the spec’s strategy shape', () => {
  it('selectionFrom(strategyOf(s)) gives back any valid selection', () =>
    fc.assert(
      fc.property(selection, (s) => {
        expect(selectionFrom(strategyOf(s))).toEqual(s);
        // A client may also send each group as its selected values only.
        expect(selectionFrom(s)).toEqual(s);
      }),
      { numRuns: 300 },
    ));
});
