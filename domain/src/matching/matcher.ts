import { formatCurrency } from '../calc/display';
import { horizons, sourcingGroupLabels, sourcingListGroups, type SourcingListGroup } from '../catalog/sourcing';
import type { DealProfile } from './deal-profile';
import type { Selection } from './selection';

/**
 * The matcher (pure): a deal's profile against every division's selection. Hard criteria must hold (a
 * group the provider left empty holds for any deal); soft criteria weigh into a score of 0 to 100, where a
 * met criterion earns its weight, an unstated one half of it, and a missed one nothing, so adding a
 * criterion the deal satisfies never lowers a score. A company matches through its best division.
 */
export interface SourcingDivision {
  division_id: string;
  division_name: string;
  company_id: string;
  company_name: string;
  selection: Selection;
}

export type Criterion = SourcingListGroup | 'Horizon' | 'CapitalTransSize';

export interface CriterionResult {
  criterion: Criterion;
  label: string;
  kind: 'hard' | 'soft';
  outcome: 'met' | 'missed' | 'open';
  /** The deal's value, readably ('Texas', '$12.5M'); 'not entered' when the deal does not say. */
  deal: string;
  /** What the division asks for ('Texas, Oklahoma'); 'any' when it states nothing. */
  wanted: string;
  /** Who could change the outcome: the sponsor (deal) or only the provider. */
  side: 'deal' | 'provider';
  /** For a miss the sponsor could fix: what to change. */
  hint?: string;
}

export interface DivisionResult {
  matched: boolean;
  score: number;
  criteria: CriterionResult[];
}

export const softWeights = { Business_Plan: 30, Risk_Class: 20, Horizon: 20, Product_Strategy: 15, Applied_Strategy: 15 } as const;
const hardOrder = ['Cap_Struct', 'Asset_Class', 'Property', 'CapitalTransSize', 'Geography', 'Territory'] as const;

/** Each group's labels by value, looked up once: a run reads them for every criterion of every division. */
const labelMaps = new Map(
  (Object.keys(sourcingListGroups) as SourcingListGroup[]).map((group) => [
    group,
    new Map((sourcingListGroups[group] as readonly { value: string; label: string }[]).map((o) => [o.value, o.label])),
  ]),
);
const labelsOf = (group: SourcingListGroup, values: readonly string[]): string => {
  const labels = labelMaps.get(group)!;
  return values.map((v) => labels.get(v) ?? v).join(', ');
};

/**
 * A criterion's result, built field by field: object spread (`{ ...base, outcome }`) is some fifty times
 * slower on Node 20's V8, and a run builds eleven of these for each of thousands of divisions.
 */
function outcomeOf(
  base: Pick<CriterionResult, 'criterion' | 'label' | 'kind' | 'wanted'>,
  outcome: CriterionResult['outcome'],
  deal: string,
  side: CriterionResult['side'],
  hint?: string,
): CriterionResult {
  const result: CriterionResult = {
    criterion: base.criterion,
    label: base.label,
    kind: base.kind,
    wanted: base.wanted,
    outcome,
    deal,
    side,
  };
  if (hint !== undefined) result.hint = hint;
  return result;
}

type Outcome = CriterionResult['outcome'];

/** The outcomes alone, shared by the explanations below and the matcher's first, string-free pass. */
function listOutcome(dealValues: readonly string[], wanted: readonly string[]): Outcome {
  if (wanted.length === 0) return 'open';
  for (const v of dealValues) if (wanted.includes(v)) return 'met';
  return 'missed';
}

function sizeOutcome(amount: number | null, { min, max }: Selection['CapitalTransSize']): Outcome {
  if (min === null && max === null) return 'open';
  if (amount === null || (min !== null && amount < min) || (max !== null && amount > max)) return 'missed';
  return 'met';
}

const noValues: readonly string[] = [];
function horizonWanted(profile: DealProfile, selection: Selection): readonly string[] {
  return profile.asset_class ? selection.Horizon[profile.asset_class] : noValues;
}

function horizonOutcome(months: number | null, wanted: readonly string[]): Outcome {
  if (wanted.length === 0) return 'open';
  if (months === null) return 'missed';
  for (const h of horizons) if (wanted.includes(h.value) && months >= h.from && months <= h.to) return 'met';
  return 'missed';
}

/** Met earns the weight, unstated half of it, missed nothing (in softWeights' order). */
function credit(o: Outcome, weight: number): number {
  return o === 'met' ? weight : o === 'open' ? weight / 2 : 0;
}

// The first pass runs for every division of a run: no closures in it (each would be made per division).
function scoreOf(business: Outcome, risk: Outcome, horizon: Outcome, product: Outcome, applied: Outcome): number {
  const w = softWeights;
  const earned =
    credit(business, w.Business_Plan) +
    credit(risk, w.Risk_Class) +
    credit(horizon, w.Horizon) +
    credit(product, w.Product_Strategy) +
    credit(applied, w.Applied_Strategy);
  const total = w.Business_Plan + w.Risk_Class + w.Horizon + w.Product_Strategy + w.Applied_Strategy;
  return Math.round((100 * earned) / total);
}

function listCriterion(group: SourcingListGroup, kind: 'hard' | 'soft', dealValues: string[], wanted: readonly string[]): CriterionResult {
  const base = { criterion: group, label: sourcingGroupLabels[group], kind, wanted: wanted.length ? labelsOf(group, wanted) : 'any' };
  const deal = dealValues.length ? labelsOf(group, dealValues) : 'not entered';
  if (wanted.length === 0) return outcomeOf(base, 'open', deal, 'provider');
  if (dealValues.length === 0) return outcomeOf(base, 'missed', deal, 'deal', `Enter the deal's ${base.label.toLowerCase()}.`);
  return outcomeOf(base, listOutcome(dealValues, wanted), deal, 'provider');
}

function sizeCriterion(profile: DealProfile, range: Selection['CapitalTransSize']): CriterionResult {
  const { min, max } = range;
  const wanted =
    min === null && max === null
      ? 'any'
      : max === null
        ? `${formatCurrency(min ?? 0)} or more`
        : `${formatCurrency(min ?? 0)} to ${formatCurrency(max)}`;
  const base = { criterion: 'CapitalTransSize' as const, label: sourcingGroupLabels.CapitalTransSize, kind: 'hard' as const, wanted };
  const { amount } = profile;
  const what =
    profile.amount_basis === 'loan' ? 'requested loan' : profile.amount_basis === 'equity' ? 'equity requested' : 'total capitalization';
  // Says which amount is measured: a lender sizes the loan, an equity investor the equity, others the whole deal.
  const deal = amount === null ? 'not entered' : `${formatCurrency(amount)} ${what}`;
  if (min === null && max === null) return outcomeOf(base, 'open', deal, 'provider');
  if (amount === null) return outcomeOf(base, 'missed', deal, 'deal', 'Enter the closing basis so the deal has a size.');
  if (min !== null && amount < min) return outcomeOf(base, 'missed', deal, 'deal', `Raise the ${what} to at least ${formatCurrency(min)}.`);
  if (max !== null && amount > max) return outcomeOf(base, 'missed', deal, 'deal', `Lower the ${what} to ${formatCurrency(max)} or less.`);
  return outcomeOf(base, 'met', deal, 'provider');
}

function horizonCriterion(profile: DealProfile, selection: Selection): CriterionResult {
  const wantedValues = profile.asset_class ? selection.Horizon[profile.asset_class] : [];
  const wanted = wantedValues.length
    ? horizons
        .filter((h) => wantedValues.includes(h.value))
        .map((h) => h.label)
        .join(', ')
    : 'any';
  const base = { criterion: 'Horizon' as const, label: sourcingGroupLabels.Horizon, kind: 'soft' as const, wanted };
  const months = profile.hold_months;
  const deal = months === null ? 'not entered' : `${months} months`;
  if (wantedValues.length === 0) return outcomeOf(base, 'open', deal, 'provider');
  if (months === null) return outcomeOf(base, 'missed', deal, 'deal', 'Enter the hold period (the components’ timing).');
  return outcomeOf(base, horizonOutcome(months, wantedValues), deal, 'provider');
}

const one = (value: string | null): string[] => (value ? [value] : []);

export function matchDivision(profile: DealProfile, selection: Selection): DivisionResult {
  const hard: CriterionResult[] = hardOrder.map((group) => {
    switch (group) {
      case 'Cap_Struct':
        return listCriterion(group, 'hard', one(profile.capital_structure), selection.Cap_Struct);
      case 'Asset_Class':
        return listCriterion(group, 'hard', one(profile.asset_class), selection.Asset_Class);
      case 'Property':
        return listCriterion(group, 'hard', profile.property_types, selection.Property);
      case 'CapitalTransSize':
        return sizeCriterion(profile, selection.CapitalTransSize);
      case 'Geography':
        return listCriterion(group, 'hard', one(profile.country), selection.Geography);
      case 'Territory':
        return listCriterion(group, 'hard', one(profile.state), selection.Territory);
    }
  });
  const soft: CriterionResult[] = [
    listCriterion('Business_Plan', 'soft', profile.business_plans, selection.Business_Plan),
    listCriterion('Risk_Class', 'soft', profile.risk_classes, selection.Risk_Class),
    horizonCriterion(profile, selection),
    listCriterion('Product_Strategy', 'soft', profile.products, selection.Product_Strategy),
    listCriterion('Applied_Strategy', 'soft', one(profile.applied_strategy), selection.Applied_Strategy),
  ];
  const [business, risk, horizon, product, applied] = soft.map((c) => c.outcome) as [Outcome, Outcome, Outcome, Outcome, Outcome];
  return {
    matched: hard.every((c) => c.outcome !== 'missed'),
    score: scoreOf(business, risk, horizon, product, applied),
    criteria: [...hard, ...soft],
  };
}

/** The deal's values each division is compared with, made once per run. */
function prepared(profile: DealProfile) {
  return {
    capital: one(profile.capital_structure),
    assetClass: one(profile.asset_class),
    country: one(profile.country),
    state: one(profile.state),
    applied: one(profile.applied_strategy),
  };
}

/**
 * The first pass: how many hard criteria a division misses (and, for a single miss, whether the sponsor
 * could fix it) and its score, without writing any explanation.
 */
function screen(
  profile: DealProfile,
  deal: ReturnType<typeof prepared>,
  s: Selection,
): { misses: number; dealSide: boolean; score: number } {
  let misses = 0;
  let dealSide = false;
  if (listOutcome(deal.capital, s.Cap_Struct) === 'missed') {
    misses += 1;
    dealSide = deal.capital.length === 0;
  }
  if (listOutcome(deal.assetClass, s.Asset_Class) === 'missed') {
    misses += 1;
    dealSide = deal.assetClass.length === 0;
  }
  if (listOutcome(profile.property_types, s.Property) === 'missed') {
    misses += 1;
    dealSide = profile.property_types.length === 0;
  }
  if (sizeOutcome(profile.amount, s.CapitalTransSize) === 'missed') {
    misses += 1;
    dealSide = true;
  }
  if (listOutcome(deal.country, s.Geography) === 'missed') {
    misses += 1;
    dealSide = deal.country.length === 0;
  }
  if (listOutcome(deal.state, s.Territory) === 'missed') {
    misses += 1;
    dealSide = deal.state.length === 0;
  }
  const score = scoreOf(
    listOutcome(profile.business_plans, s.Business_Plan),
    listOutcome(profile.risk_classes, s.Risk_Class),
    horizonOutcome(profile.hold_months, horizonWanted(profile, s)),
    listOutcome(profile.products, s.Product_Strategy),
    listOutcome(deal.applied, s.Applied_Strategy),
  );
  return { misses, dealSide, score };
}

export interface CompanyMatch {
  /** The match's id: one match per company and deal, so contact and rating survive a re-run. */
  match_id: string;
  company_id: string;
  company_name: string;
  /** The scoring division (scoring_division_id). */
  division_id: string;
  division_name: string;
  score: number;
  criteria: CriterionResult[];
}

export interface NearMiss extends CompanyMatch {
  /** The one hard criterion missed. */
  missed: Criterion;
}

export interface Suggestion {
  hint: string;
  /** How many more companies it would bring. */
  companies: number;
}

export interface MatchRun {
  matches: CompanyMatch[];
  /** Companies whose best division missed exactly one hard criterion. */
  near_misses: NearMiss[];
  /** The sponsor-side changes that would bring near misses in, most companies first. */
  suggestions: Suggestion[];
  divisions_considered: number;
}

const better = (a: { score: number; division_id: string }, b: { score: number; division_id: string }) =>
  a.score > b.score || (a.score === b.score && a.division_id < b.division_id);

interface Candidate {
  division: SourcingDivision;
  score: number;
  division_id: string;
  /** For a near miss: the sponsor could fix its one miss (the more useful near miss to show). */
  dealSide: boolean;
}

/**
 * Matches a deal against every division: one match per company, best score first (then by name). A first
 * pass scores every division; explanations are written only for each company's match or near miss.
 */
export function matchDeal(profile: DealProfile, divisions: readonly SourcingDivision[]): MatchRun {
  const bestMatch = new Map<string, Candidate>();
  const bestNear = new Map<string, Candidate>();
  const deal = prepared(profile);
  for (const d of divisions) {
    const { misses, dealSide, score } = screen(profile, deal, d.selection);
    if (misses > 1) continue;
    const candidate: Candidate = { division: d, score, division_id: d.division_id, dealSide };
    if (misses === 0) {
      const current = bestMatch.get(d.company_id);
      if (!current || better(candidate, current)) bestMatch.set(d.company_id, candidate);
      continue;
    }
    if (bestMatch.has(d.company_id)) continue;
    const current = bestNear.get(d.company_id);
    const rank = (c: Candidate) => (c.dealSide ? 1 : 0);
    if (!current || rank(candidate) > rank(current) || (rank(candidate) === rank(current) && better(candidate, current)))
      bestNear.set(d.company_id, candidate);
  }
  const explained = ({ division: d }: Candidate): CompanyMatch => {
    const result = matchDivision(profile, d.selection);
    return {
      match_id: d.company_id,
      company_id: d.company_id,
      company_name: d.company_name,
      division_id: d.division_id,
      division_name: d.division_name,
      score: result.score,
      criteria: result.criteria,
    };
  };
  const byScore = <T extends CompanyMatch>(list: T[]) =>
    list.sort((a, b) => b.score - a.score || a.company_name.localeCompare(b.company_name) || a.company_id.localeCompare(b.company_id));
  const nearMisses = byScore(
    [...bestNear]
      .filter(([company]) => !bestMatch.has(company))
      .map(([, candidate]) => {
        const entry = explained(candidate);
        const missed = entry.criteria.find((c) => c.kind === 'hard' && c.outcome === 'missed')!.criterion;
        return Object.assign(entry, { missed }) as NearMiss;
      }),
  );
  const counts = new Map<string, number>();
  for (const n of nearMisses) {
    const miss = n.criteria.find((c) => c.criterion === n.missed);
    if (miss?.side === 'deal' && miss.hint) counts.set(miss.hint, (counts.get(miss.hint) ?? 0) + 1);
  }
  const suggestions = [...counts]
    .map(([hint, companies]) => ({ hint, companies }))
    .sort((a, b) => b.companies - a.companies || a.hint.localeCompare(b.hint));
  return {
    matches: byScore([...bestMatch.values()].map(explained)),
    near_misses: nearMisses,
    suggestions,
    divisions_considered: divisions.length,
  };
}
