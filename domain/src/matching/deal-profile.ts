import { calculateDeal, type DealInput } from '../calc';
import { fundingStructures } from '../catalog/options';
import { componentTypes } from '../catalog/components';
import type { AssetClass } from '../catalog/sourcing';
import type { Deal } from '../deals/schema-deal';

/**
 * What the matcher reads of a deal: each sourcing group's value for this deal, or null (an empty list) when
 * the deal does not say yet. Derived from the deal and the engine's figures, never stored by hand.
 */
export interface DealProfile {
  capital_structure: string | null;
  asset_class: AssetClass | null;
  applied_strategy: 'investment' | 'lending' | null;
  property_types: string[];
  business_plans: string[];
  risk_classes: string[];
  products: string[];
  /** The investment period (hold, or term for lenders), in months. */
  hold_months: number | null;
  /** The amount the deal asks of this kind of provider, and what it is. */
  amount: number | null;
  amount_basis: 'loan' | 'equity' | 'capitalization';
  country: string | null;
  state: string | null;
}

/** Business strategy → the spec's business plan and a risk class (ours). */
const planOf: Record<string, { plan: string; risk: string }> = {
  stabilized_own: { plan: 'stabilized', risk: 'core' },
  active_management: { plan: 'stabilized', risk: 'core-plus' },
  value_add_repositioning: { plan: 'transitional', risk: 'value-add' },
  develop_sell: { plan: 'development', risk: 'opportunistic' },
  develop_own: { plan: 'development', risk: 'opportunistic' },
};

const unique = (values: (string | null | undefined)[]): string[] => [...new Set(values.filter((v): v is string => !!v))];

export function dealProfileOf(deal: Deal, now: string | Date): DealProfile {
  const structure = fundingStructures.find((f) => f.code === deal.capital_structure) ?? null;
  const components = (deal.sub_properties ?? []).filter((c) => c.type && componentTypes[c.type]?.group === 'operating');
  const landLike = deal.asset_type === 'land' || deal.asset_type === 'development_site';
  const plans: ({ plan: string; risk: string } | undefined)[] = (deal.sub_properties ?? []).map((c) =>
    c.business_strategy ? planOf[c.business_strategy] : undefined,
  );
  if (!plans.some((p) => p !== undefined) && deal.project_type === 'development')
    plans.push({ plan: 'development', risk: 'opportunistic' });
  const figures = safeFigures(deal, now);
  const assetClass: AssetClass | null =
    deal.mandate === 'sale' ? 'PHYS' : structure ? (structure.strategy === 'lending' ? 'DEBT' : 'DEQT') : null;
  const { amount, basis } = requestedAmount(deal.capital_structure ?? null, assetClass, figures);
  return {
    capital_structure: structure?.code ?? null,
    asset_class: assetClass,
    applied_strategy: structure?.strategy ?? null,
    property_types: unique([...components.map((c) => c.type), landLike ? 'land' : null]),
    business_plans: unique(plans.map((p) => p?.plan)),
    risk_classes: unique(plans.map((p) => p?.risk)),
    products: unique([
      deal.project_type,
      deal.asset_type === 'financial_interest' ? 'recapitalization' : null,
      deal.asset_type === 'portfolio' ? 'portfolio' : null,
    ]),
    hold_months: figures && figures.hold > 0 ? figures.hold : null,
    amount,
    amount_basis: basis,
    country: deal.country ?? null,
    state: deal.state ?? null,
  };
}

interface Figures {
  capitalization: number;
  senior: number;
  subordinate: number;
  principal: number;
  hold: number;
}

/** The engine's figures, or none when it cannot compute this deal (then size and horizon are unknown). */
function safeFigures(deal: Deal, now: string | Date): Figures | null {
  try {
    const { deal: d } = calculateDeal(deal as DealInput, now);
    const ok = (n: number) => (Number.isFinite(n) ? n : 0);
    return {
      capitalization: ok(d.unlevered_capitalization),
      senior: ok(d.financing.senior.principal),
      subordinate: ok(d.financing.subordinate.principal),
      principal: ok(d.financing.total_principal),
      hold: ok(d.investment_period_months),
    };
  } catch {
    return null;
  }
}

/**
 * Lenders are asked for their tranche's loan (senior debt the senior loan, mezzanine and hard money the
 * subordinate one), investors for the equity left over; either falls back to the capitalization when the
 * deal has no such figure yet, and a direct acquisition is sized by the capitalization.
 */
function requestedAmount(
  structure: string | null,
  assetClass: AssetClass | null,
  f: Figures | null,
): { amount: number | null; basis: DealProfile['amount_basis'] } {
  if (!f || f.capitalization <= 0) return { amount: null, basis: 'capitalization' };
  if (assetClass === 'DEBT') {
    const loan = structure === 'senior-debt' ? f.senior : f.subordinate;
    if (loan > 0) return { amount: loan, basis: 'loan' };
  }
  if (assetClass === 'DEQT' && f.capitalization - f.principal > 0) return { amount: f.capitalization - f.principal, basis: 'equity' };
  return { amount: f.capitalization, basis: 'capitalization' };
}
