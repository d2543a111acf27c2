/**
 * The plans catalogue: Premium Limited and Premium Unlimited, the DealComp and CapMatch
 * add-ons, monthly and annual, and the team (secondary user) variants at the same prices. Shared by the
 * server (plans route, payments, entitlements) and the pricing screens.
 *
 * A plan's add-ons are a sum of add-on numbers (DealComp 1, CapMatch 2, Unlimited Models 4), so the eight
 * combinations are the codes 0..7 and the monthly plans sit at list positions 0..7, the annual ones 8
 * positions later (8..15). Plan ids are `regPremium-<code>-<term>` (`-team` appended for a team plan): the
 * level read "after the first 3 characters, up to the first hyphen" is `Premium`, and the id contains
 * `regPremium-` as the permission rules expect.
 */
export const addons = [
  { key: 'dealcomp', index: 1, name: 'DealComp' },
  { key: 'capmatch', index: 2, name: 'CapMatch' },
  { key: 'unlimited', index: 4, name: 'Unlimited Models' },
] as const;
export type AddonKey = (typeof addons)[number]['key'];
export type Term = 'monthly' | 'annual';

/** Monthly and annual prices in whole dollars, by add-on code (annual ≈ 25% off). */
const prices: Record<number, { monthly: number; annual: number }> = {
  0: { monthly: 99, annual: 899 },
  1: { monthly: 178, annual: 1599 },
  2: { monthly: 178, annual: 1599 },
  3: { monthly: 257, annual: 2299 },
  4: { monthly: 178, annual: 1599 },
  5: { monthly: 257, annual: 2299 },
  6: { monthly: 257, annual: 2299 },
  7: { monthly: 336, annual: 2999 },
};
export const ANNUAL_OFFSET = 8;
/** Builds of the XLSX model per billing cycle without the Unlimited Models add-on. */
export const LIMITED_MODEL_BUILDS = 5;

export interface PricingPlan {
  plan_id: string;
  /** Position in the plan list: monthly 0..7, annual 8..15. */
  index: number;
  /** Plans of one tier cost the same; a higher tier costs more (the plan buttons compare tiers). */
  tier: number;
  /** Whole dollars per term. */
  price: number;
  /** Cents, as the card provider bills it. */
  amount: number;
  plan_name: string;
  plan_level: string;
  term: Term;
  team: boolean;
  addons: { key: AddonKey; index: number }[];
}

const bitsOf = (code: number) => addons.filter((a) => (code & a.index) !== 0);

/** `Premium Limited`, `Premium Unlimited with DealComp`, `Premium Limited with DealComp and CapMatch`. */
function nameOf(code: number): string {
  const base = code & 4 ? 'Premium Unlimited' : 'Premium Limited';
  const extras = bitsOf(code & 3).map((a) => a.name);
  return extras.length ? `${base} with ${extras.join(' and ')}` : base;
}

export const planIdOf = (code: number, term: Term, team = false) => `regPremium-${code}-${term}${team ? '-team' : ''}`;

export function planOf(code: number, term: Term, team = false): PricingPlan {
  const price = prices[code]![term];
  return {
    plan_id: planIdOf(code, term, team),
    index: code + (term === 'annual' ? ANNUAL_OFFSET : 0),
    tier: bitsOf(code).length + 1,
    price,
    amount: price * 100,
    plan_name: nameOf(code),
    plan_level: planLevelOf(planIdOf(code, term, team)),
    term,
    team,
    addons: bitsOf(code).map((a) => ({ key: a.key, index: a.index })),
  };
}

/** The primary-user plans in list order (monthly 0..7, then annual 8..15); `team` lists the secondary-user ones. */
export function planList(team = false): PricingPlan[] {
  const codes = [0, 1, 2, 3, 4, 5, 6, 7];
  return [...codes.map((c) => planOf(c, 'monthly', team)), ...codes.map((c) => planOf(c, 'annual', team))];
}

/** The level is the plan id after its first 3 characters, up to the first hyphen. */
export function planLevelOf(planId: string): string {
  const rest = planId.slice(3);
  const hyphen = rest.indexOf('-');
  return hyphen < 0 ? rest : rest.slice(0, hyphen);
}

/** A catalogue plan by id (null: a legacy or unknown plan). */
export function findPlan(planId: string): PricingPlan | null {
  const match = /^regPremium-([0-7])-(monthly|annual)(-team)?$/.exec(planId);
  return match ? planOf(Number(match[1]), match[2] as Term, Boolean(match[3])) : null;
}
