import { describe, expect, it } from 'vitest';
import type { DealProfile } from './deal-profile';
import { matchDeal, matchDivision, softWeights, type Criterion, type CriterionResult, type SourcingDivision } from './matcher';
import { emptySelection, type Selection } from './selection';
import { sponsorCriterion } from './views';

/** A senior-debt development loan of $12M in Texas: what a lender's division is asked to match. */
const profile: DealProfile = {
  capital_structure: 'senior-debt',
  asset_class: 'DEBT',
  applied_strategy: 'lending',
  property_types: ['multifamily', 'retail'],
  business_plans: ['development'],
  risk_classes: ['opportunistic'],
  products: ['development'],
  hold_months: 48,
  amount: 12_000_000,
  amount_basis: 'loan',
  country: 'US',
  state: 'TX',
};

type Patch = { [K in keyof Selection]?: Selection[K] };
const selection = (patch: Patch = {}): Selection => ({ ...emptySelection(), ...patch });

/** Every hard group stated, and each one the deal satisfies. */
const hardMet: Patch = {
  Cap_Struct: ['senior-debt', 'mezzanine'],
  Asset_Class: ['DEBT'],
  Property: ['multifamily', 'office'],
  CapitalTransSize: { min: 5_000_000, max: 20_000_000 },
  Geography: ['US'],
  Territory: ['TX', 'OK'],
};
/** Every soft group stated, and each one the deal satisfies. */
const softMet: Patch = {
  Business_Plan: ['development'],
  Risk_Class: ['opportunistic', 'value-add'],
  Horizon: { DEBT: ['medium'], DEQT: [], PHYS: [] },
  Product_Strategy: ['development'],
  Applied_Strategy: ['lending'],
};

const criterionOf = (criteria: CriterionResult[], name: Criterion): CriterionResult => {
  const found = criteria.find((c) => c.criterion === name);
  if (!found) throw new Error(`no ${name} in the result`);
  return found;
};
const hardMisses = (criteria: CriterionResult[]) => criteria.filter((c) => c.kind === 'hard' && c.outcome === 'missed');

describe('the matcher: hard criteria', () => {
  it('matches a division whose every hard criterion the deal meets, and one that states nothing', () => {
    const stated = matchDivision(profile, selection(hardMet));
    expect(stated.matched).toBe(true);
    expect(stated.criteria.filter((c) => c.kind === 'hard').map((c) => [c.criterion, c.outcome])).toEqual([
      ['Cap_Struct', 'met'],
      ['Asset_Class', 'met'],
      ['Property', 'met'],
      ['CapitalTransSize', 'met'],
      ['Geography', 'met'],
      ['Territory', 'met'],
    ]);
    const open = matchDivision(profile, emptySelection());
    expect(open.matched).toBe(true);
    expect(open.criteria.every((c) => c.outcome === 'open' && c.wanted === 'any')).toBe(true);
  });

  // Each row changes one hard group of the matching division: the match is lost, that criterion alone is missed.
  const flips: [string, Patch, Criterion][] = [
    ['capital structure', { Cap_Struct: ['mezzanine'] }, 'Cap_Struct'],
    ['asset class', { Asset_Class: ['DEQT', 'PHYS'] }, 'Asset_Class'],
    ['property type', { Property: ['office', 'hotel'] }, 'Property'],
    ['territory', { Territory: ['OK', 'NM'] }, 'Territory'],
  ];
  it.each(flips)('a provider-side miss alone (%s) loses the match, with no hint for the sponsor', (_name, patch, missed) => {
    expect(matchDivision(profile, selection(hardMet)).matched).toBe(true);
    const result = matchDivision(profile, selection({ ...hardMet, ...patch }));
    expect(result.matched).toBe(false);
    expect(hardMisses(result.criteria).map((c) => c.criterion)).toEqual([missed]);
    const miss = criterionOf(result.criteria, missed);
    expect(miss).toMatchObject({ outcome: 'missed', side: 'provider' });
    expect(sponsorCriterion(miss).hint).toBeUndefined();
  });

  it('a deal outside the division’s geography is missed on the provider’s side', () => {
    const abroad = { ...profile, country: 'CA' };
    const result = matchDivision(abroad, selection(hardMet));
    expect(result.matched).toBe(false);
    expect(hardMisses(result.criteria).map((c) => c.criterion)).toEqual(['Geography']);
    expect(criterionOf(result.criteria, 'Geography')).toMatchObject({ side: 'provider', wanted: 'United States', deal: 'CA' });
    // The same deal matches once the division leaves geography open.
    expect(matchDivision(abroad, selection({ ...hardMet, Geography: [] })).matched).toBe(true);
  });

  it('a minimum above the requested loan is the sponsor’s to change, with a hint', () => {
    const result = matchDivision(profile, selection({ ...hardMet, CapitalTransSize: { min: 15_000_000, max: null } }));
    expect(result.matched).toBe(false);
    expect(hardMisses(result.criteria).map((c) => c.criterion)).toEqual(['CapitalTransSize']);
    const size = criterionOf(result.criteria, 'CapitalTransSize');
    expect(size).toMatchObject({
      outcome: 'missed',
      side: 'deal',
      deal: '$12M requested loan',
      wanted: '$15M or more',
      hint: 'Raise the requested loan to at least $15M.',
    });
    expect(sponsorCriterion(size).hint).toBe('Raise the requested loan to at least $15M.');
    const low = matchDivision({ ...profile, amount: 4_000_000 }, selection(hardMet));
    expect(criterionOf(low.criteria, 'CapitalTransSize').hint).toBe('Raise the requested loan to at least $5M.');
  });

  it('a maximum below the requested amount asks to lower it, named by the deal’s basis', () => {
    const capped = selection({ ...hardMet, CapitalTransSize: { min: null, max: 10_000_000 } });
    const result = matchDivision(profile, capped);
    expect(result.matched).toBe(false);
    expect(criterionOf(result.criteria, 'CapitalTransSize')).toMatchObject({
      side: 'deal',
      wanted: '$0 to $10M',
      hint: 'Lower the requested loan to $10M or less.',
    });
    const equity = matchDivision({ ...profile, amount_basis: 'equity' }, capped);
    expect(criterionOf(equity.criteria, 'CapitalTransSize').hint).toBe('Lower the equity requested to $10M or less.');
    const whole = matchDivision({ ...profile, amount_basis: 'capitalization' }, capped);
    expect(criterionOf(whole.criteria, 'CapitalTransSize').hint).toBe('Lower the total capitalization to $10M or less.');
  });

  it('the size range is inclusive at both ends, and no maximum is no limit', () => {
    const at = (min: number | null, max: number | null) => matchDivision(profile, selection({ CapitalTransSize: { min, max } })).matched;
    expect(at(12_000_000, 12_000_001)).toBe(true);
    expect(at(11_000_000, 12_000_000)).toBe(true);
    expect(at(12_000_001, null)).toBe(false);
    expect(at(0, 11_999_999)).toBe(false);
    expect(at(1, null)).toBe(true);
  });

  // A stated criterion the deal cannot answer yet: missed, on the deal's side, with what to enter.
  const unknown: [string, Partial<DealProfile>, Criterion, string][] = [
    ['no size', { amount: null }, 'CapitalTransSize', 'Enter the closing basis so the deal has a size.'],
    ['no state', { state: null }, 'Territory', "Enter the deal's territory."],
    ['no country', { country: null }, 'Geography', "Enter the deal's geography."],
    ['no capital structure', { capital_structure: null }, 'Cap_Struct', "Enter the deal's capital structure."],
    ['no asset class', { asset_class: null }, 'Asset_Class', "Enter the deal's asset class."],
    ['no operating component', { property_types: [] }, 'Property', "Enter the deal's property type."],
  ];
  it.each(unknown)('a deal with %s misses a stated criterion on the deal’s side', (_name, patch, missed, hint) => {
    const result = matchDivision({ ...profile, ...patch }, selection(hardMet));
    expect(result.matched).toBe(false);
    expect(hardMisses(result.criteria).map((c) => c.criterion)).toEqual([missed]);
    const miss = criterionOf(result.criteria, missed);
    expect(miss).toMatchObject({ side: 'deal', deal: 'not entered' });
    expect(miss.hint).toBe(hint);
    // The same deal still matches a division that leaves the group open.
    expect(matchDivision({ ...profile, ...patch }, emptySelection()).matched).toBe(true);
  });

  it('gives a hint only with a deal-side miss: no other criterion carries a hint key at all', () => {
    const criteria = [
      ...matchDivision(profile, selection({ ...hardMet, ...softMet })).criteria,
      ...matchDivision(profile, selection({ ...hardMet, Territory: ['CA'], Business_Plan: ['stabilized'] })).criteria,
      ...matchDivision({ ...profile, amount: null, state: null }, selection(hardMet)).criteria,
    ];
    for (const c of criteria) expect('hint' in c, `${c.criterion} ${c.outcome} ${c.side}`).toBe(c.side === 'deal');
    expect(Object.keys(criteria[0]!)).toEqual(['criterion', 'label', 'kind', 'wanted', 'outcome', 'deal', 'side']);
  });

  it('labels what the deal has and what the division wants', () => {
    const result = matchDivision(profile, selection(hardMet));
    expect(criterionOf(result.criteria, 'Territory')).toMatchObject({ label: 'Territory', deal: 'Texas', wanted: 'Texas, Oklahoma' });
    expect(criterionOf(result.criteria, 'Property')).toMatchObject({ deal: 'Apartments, Retail' });
    expect(criterionOf(result.criteria, 'CapitalTransSize')).toMatchObject({ deal: '$12M requested loan', wanted: '$5M to $20M' });
  });

  it('says which amount a transaction size measures: the loan, the equity or the whole capitalization', () => {
    const size = (basis: DealProfile['amount_basis']) =>
      criterionOf(matchDivision({ ...profile, amount_basis: basis }, selection(hardMet)).criteria, 'CapitalTransSize').deal;
    expect(size('equity')).toBe('$12M equity requested');
    expect(size('capitalization')).toBe('$12M total capitalization');
  });
});

describe('the matcher: soft criteria weigh into the score', () => {
  it('weighs 30, 20, 20, 15 and 15, a hundred in all', () => {
    expect(softWeights).toEqual({ Business_Plan: 30, Risk_Class: 20, Horizon: 20, Product_Strategy: 15, Applied_Strategy: 15 });
    expect(matchDivision(profile, selection({ ...hardMet, ...softMet })).score).toBe(100);
    expect(matchDivision(profile, emptySelection()).score).toBe(50);
  });

  // With every other soft group met: met earns the weight, unstated half of it, missed nothing (rounded).
  const cases: [keyof typeof softWeights, Patch, Patch, number, number][] = [
    ['Business_Plan', { Business_Plan: ['development'] }, { Business_Plan: ['stabilized'] }, 85, 70],
    ['Risk_Class', { Risk_Class: ['opportunistic'] }, { Risk_Class: ['core'] }, 90, 80],
    ['Horizon', { Horizon: { DEBT: ['medium'], DEQT: [], PHYS: [] } }, { Horizon: { DEBT: ['long'], DEQT: [], PHYS: [] } }, 90, 80],
    ['Product_Strategy', { Product_Strategy: ['development'] }, { Product_Strategy: ['acquisition'] }, 93, 85],
    ['Applied_Strategy', { Applied_Strategy: ['lending'] }, { Applied_Strategy: ['investment'] }, 93, 85],
  ];
  it.each(cases)('%s: met, unstated and missed', (group, met, missed, unstatedScore, missedScore) => {
    const others = { ...hardMet, ...softMet };
    const unstated: Patch = group === 'Horizon' ? { Horizon: { DEBT: [], DEQT: [], PHYS: [] } } : { [group]: [] };
    const scoreOf = (patch: Patch) => {
      const result = matchDivision(profile, selection({ ...others, ...patch }));
      expect(result.matched).toBe(true);
      return { score: result.score, outcome: criterionOf(result.criteria, group).outcome };
    };
    expect(scoreOf(met)).toEqual({ score: 100, outcome: 'met' });
    expect(scoreOf(unstated)).toEqual({ score: unstatedScore, outcome: 'open' });
    expect(scoreOf(missed)).toEqual({ score: missedScore, outcome: 'missed' });
    expect(100 - unstatedScore).toBe(Math.floor(softWeights[group] / 2));
    expect(100 - missedScore).toBe(softWeights[group]);
  });

  it('a soft miss never loses the match', () => {
    const allMissed = selection({
      ...hardMet,
      Business_Plan: ['stabilized'],
      Risk_Class: ['core'],
      Horizon: { DEBT: ['short'], DEQT: [], PHYS: [] },
      Product_Strategy: ['portfolio'],
      Applied_Strategy: ['investment'],
    });
    expect(matchDivision(profile, allMissed)).toMatchObject({ matched: true, score: 0 });
  });

  it('reads the horizon of the deal’s asset class only, by the horizons’ month bounds', () => {
    const horizon = (h: Partial<Selection['Horizon']>, months: number | null = 48) =>
      criterionOf(
        matchDivision({ ...profile, hold_months: months }, selection({ Horizon: { DEBT: [], DEQT: [], PHYS: [], ...h } })).criteria,
        'Horizon',
      );
    expect(horizon({ DEQT: ['short'] }).outcome).toBe('open');
    expect(horizon({ DEBT: ['short'] }, 36).outcome).toBe('met');
    expect(horizon({ DEBT: ['short'] }, 37).outcome).toBe('missed');
    expect(horizon({ DEBT: ['medium'] }, 84).outcome).toBe('met');
    expect(horizon({ DEBT: ['long'] }, 85)).toMatchObject({ outcome: 'met', deal: '85 months', wanted: 'Over 7 years' });
    expect(horizon({ DEBT: ['medium'] }, null)).toMatchObject({ outcome: 'missed', side: 'deal' });
  });
});

describe('matchDeal', () => {
  let n = 0;
  const division = (company: string, patch: Patch, name = `Division ${++n}`): SourcingDivision => ({
    division_id: `div-${company}-${name}`,
    division_name: name,
    company_id: `co-${company}`,
    company_name: `${company.toUpperCase()} Capital`,
    selection: selection(patch),
  });
  const sizeFrom15 = { ...hardMet, CapitalTransSize: { min: 15_000_000, max: null } };
  const divisions: SourcingDivision[] = [
    // a: two matching divisions (scores 100 and 50) and one near miss.
    division('a', { ...hardMet }, 'Bridge'),
    division('a', { ...hardMet, ...softMet }, 'Construction'),
    division('a', sizeFrom15, 'Jumbo'),
    // b: a match with a lower score (business plan missed).
    division('b', { ...hardMet, ...softMet, Business_Plan: ['stabilized'] }, 'Core'),
    // c and d: near misses on size, the sponsor's side; d also misses on territory in another division.
    division('c', sizeFrom15, 'Large loans'),
    division('d', { ...hardMet, Territory: ['CA'] }, 'West'),
    division('d', sizeFrom15, 'Large loans'),
    // e: a near miss on its property types, the provider's side.
    division('e', { ...hardMet, Property: ['hotel'] }, 'Hospitality'),
    // f: two hard misses, neither a match nor a near miss.
    division('f', { ...hardMet, Property: ['hotel'], Territory: ['CA'] }, 'Hotels West'),
    // g: a match scoring 70 as well, sorted after b by name.
    division('g', { ...hardMet, ...softMet, Business_Plan: ['stabilized'] }, 'Core'),
  ];
  const run = matchDeal(profile, divisions);

  it('keeps one match per company, through its best-scoring division, best score first', () => {
    expect(run.matches.map((m) => [m.company_id, m.division_name, m.score])).toEqual([
      ['co-a', 'Construction', 100],
      ['co-b', 'Core', 70],
      ['co-g', 'Core', 70],
    ]);
    expect(run.matches[0]).toMatchObject({ match_id: 'co-a', company_name: 'A Capital', division_id: 'div-a-Construction' });
    expect(run.divisions_considered).toBe(divisions.length);
  });

  it('near misses: companies whose best division missed exactly one hard criterion, never a matched company', () => {
    expect(run.near_misses.map((m) => [m.company_id, m.missed]).sort()).toEqual([
      ['co-c', 'CapitalTransSize'],
      ['co-d', 'CapitalTransSize'],
      ['co-e', 'Property'],
    ]);
    const matched = new Set(run.matches.map((m) => m.company_id));
    expect(run.near_misses.some((m) => matched.has(m.company_id))).toBe(false);
    expect(run.near_misses.some((m) => m.company_id === 'co-f')).toBe(false);
  });

  it('prefers the near miss the sponsor can act on', () => {
    const d = run.near_misses.find((m) => m.company_id === 'co-d');
    expect(d).toMatchObject({ division_name: 'Large loans', missed: 'CapitalTransSize' });
  });

  it('suggests the sponsor-side changes, counted by companies, and never a provider-side miss', () => {
    expect(run.suggestions).toEqual([{ hint: 'Raise the requested loan to at least $15M.', companies: 2 }]);
    // Two near-miss divisions of one company count once.
    const twice = matchDeal(profile, [division('h', sizeFrom15, 'One'), division('h', sizeFrom15, 'Two')]);
    expect(twice.suggestions).toEqual([{ hint: 'Raise the requested loan to at least $15M.', companies: 1 }]);
    expect(twice.matches).toEqual([]);
  });

  it('orders suggestions by companies, then by hint', () => {
    const result = matchDeal({ ...profile, state: null }, [
      division('i', { Territory: ['TX'] }, 'T'),
      division('j', { Territory: ['TX'] }, 'T'),
      division('k', { CapitalTransSize: { min: null, max: 1_000_000 } }, 'Small'),
    ]);
    expect(result.suggestions).toEqual([
      { hint: "Enter the deal's territory.", companies: 2 },
      { hint: 'Lower the requested loan to $1M or less.', companies: 1 },
    ]);
  });

  it('finds nothing in an empty list', () =>
    expect(matchDeal(profile, [])).toEqual({ matches: [], near_misses: [], suggestions: [], divisions_considered: 0 }));
});
