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

function listCriterion(group: SourcingListGroup, kind: 'hard' | 'soft', dealValues: string[], wanted: readonly string[]): CriterionResult {
  const base = { criterion: group, label: sourcingGroupLabels[group], kind, wanted: wanted.length ? labelsOf(group, wanted) : 'any' };
  const deal = dealValues.length ? labelsOf(group, dealValues) : 'not entered';
  if (wanted.length === 0) return outcomeOf(base, 'open', deal, 'provider');
  if (dealValues.length === 0) return outcomeOf(base, 'missed', deal, 'deal', `Enter the deal's ${base.label.toLowerCase()}.`);
  const met = dealValues.some((v) => wanted.includes(v));
  return outcomeOf(base, met ? 'met' : 'missed', deal, 'provider');
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
  const deal = amount === null ? 'not entered' : formatCurrency(amount);
  if (min === null && max === null) return outcomeOf(base, 'open', deal, 'provider');
  if (amount === null) return outcomeOf(base, 'missed', deal, 'deal', 'Enter the closing basis so the deal has a size.');
  const what =
    profile.amount_basis === 'loan' ? 'requested loan' : profile.amount_basis === 'equity' ? 'equity requested' : 'total capitalization';
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
  const met = horizons.some((h) => wantedValues.includes(h.value) && months >= h.from && months <= h.to);
  return outcomeOf(base, met ? 'met' : 'missed', deal, 'provider');
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
  let earned = 0;
  let total = 0;
  for (const c of soft) {
    const weight = softWeights[c.criterion as keyof typeof softWeights];
    total += weight;
    earned += c.outcome === 'met' ? weight : c.outcome === 'open' ? weight / 2 : 0;
  }
  return {
    matched: hard.every((c) => c.outcome !== 'missed'),
    score: Math.round((100 * earned) / total),
    criteria: [...hard, ...soft],
  };
}

export interface CompanyMatch {
  /** The match's id: one match per company and deal, so contact and rating survive a re-run. */
  match_id: string;
  company_id: string;
  company_name: string;
  /** The scoring division (spec 3: scoring_division_id). */
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

/** Matches a deal against every division: one match per company, best score first (then by name). */
export function matchDeal(profile: DealProfile, divisions: readonly SourcingDivision[]): MatchRun {
  const matched = new Map<string, CompanyMatch>();
  const near = new Map<string, NearMiss>();
  for (const d of divisions) {
    const result = matchDivision(profile, d.selection);
    const entry = {
      match_id: d.company_id,
      company_id: d.company_id,
      company_name: d.company_name,
      division_id: d.division_id,
      division_name: d.division_name,
      score: result.score,
      criteria: result.criteria,
    };
    if (result.matched) {
      const current = matched.get(d.company_id);
      if (!current || better(entry, current)) matched.set(d.company_id, entry);
      continue;
    }
    const misses = result.criteria.filter((c) => c.kind === 'hard' && c.outcome === 'missed');
    if (misses.length !== 1) continue;
    const current = near.get(d.company_id);
    const candidate: NearMiss = Object.assign({}, entry, { missed: misses[0]!.criterion }); // not a spread: see outcomeOf
    // A deal-side miss is the more useful near miss to show: the sponsor can act on it.
    const rank = (n: NearMiss) => (n.criteria.find((c) => c.criterion === n.missed)?.side === 'deal' ? 1 : 0);
    if (!current || rank(candidate) > rank(current) || (rank(candidate) === rank(current) && better(candidate, current)))
      near.set(d.company_id, candidate);
  }
  for (const id of matched.keys()) near.delete(id);
  const byScore = <T extends CompanyMatch>(list: T[]) =>
    list.sort((a, b) => b.score - a.score || a.company_name.localeCompare(b.company_name) || a.company_id.localeCompare(b.company_id));
  const nearMisses = byScore([...near.values()]);
  const counts = new Map<string, number>();
  for (const n of nearMisses) {
    const miss = n.criteria.find((c) => c.criterion === n.missed);
    if (miss?.side === 'deal' && miss.hint) counts.set(miss.hint, (counts.get(miss.hint) ?? 0) + 1);
  }
  const suggestions = [...counts]
    .map(([hint, companies]) => ({ hint, companies }))
    .sort((a, b) => b.companies - a.companies || a.hint.localeCompare(b.hint));
  return { matches: byScore([...matched.values()]), near_misses: nearMisses, suggestions, divisions_considered: divisions.length };
}
