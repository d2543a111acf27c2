/**
 * Capex per component: each line item is costed on its units basis and the phase's items
 * add up to the development basis (construction) or the stabilization basis. A derived total is rounded to 2
 * decimals and flagged `_is_derived`; a basis the user typed (flag false) is kept as entered.
 */
import { projectArea, quantityOf, scaleSf } from './area';
import { toMonths } from './dates';
import type { CapexFields, Maybe, SubPropertyInput } from './input';
import { num } from './input';
import { round2 } from './round';

export const CONSTRUCTION_LINE_ITEMS = ['construction_hard_cost', 'construction_soft_cost', 'construction_other_cost'] as const;
export const STABILIZATION_LINE_ITEMS = [
  'stabilization_turnover_expense',
  'stabilization_marketing_expense',
  'stabilization_real_estate_tax_expense',
  'stabilization_operating_reserve',
  'stabilization_common_charge_expense',
] as const;

export type CapexPhase = 'construction' | 'stabilization';

const LINE_ITEM_KEYS = Object.fromEntries(
  [...CONSTRUCTION_LINE_ITEMS, ...STABILIZATION_LINE_ITEMS].map((item) => [item, [`${item}_amount`, `${item}_units`]]),
) as Record<CapexLineItem, [keyof CapexFields, keyof CapexFields]>;
export type CapexLineItem = (typeof CONSTRUCTION_LINE_ITEMS)[number] | (typeof STABILIZATION_LINE_ITEMS)[number];

export interface CapexBasisContext {
  quantity: number;
  /** The phase's period in months: what a monthly ('timeElapsed') cost is paid for. */
  period_months: number;
  /** The project size the per-area costs multiply: project_size_amount × scale factor, or the derived area. */
  project_size: number;
}

/**
 * One line item's cost by its units basis:
 * - 'units': amount × quantity (a cost per unit);
 * - 'timeElapsed': amount × period, the period counted in months (years × 12): a monthly cost;
 * - 'totalAmount': the amount as entered;
 * - any other value (gSF, nSF, lFT ...): amount × project size × the component's scale factor.
 */
export function lineItemCost(amount: Maybe<number>, units: Maybe<string>, context: CapexBasisContext): number {
  const value = num(amount);
  switch (units) {
    case 'units':
      return value * context.quantity;
    case 'timeElapsed':
      return value * context.period_months;
    case 'totalAmount':
      return value;
    default:
      return value * context.project_size;
  }
}

export function capexContext(c: SubPropertyInput, phase: CapexPhase): CapexBasisContext {
  const area = projectArea(c);
  const period_months =
    phase === 'construction'
      ? toMonths(c.construction_period, c.construction_period_time_units)
      : toMonths(c.stabilization_period, c.stabilization_period_time_units);
  const project_size = area.project_area_is_derived ? area.area_sf : num(c.project_size_amount) * scaleSf(c.project_size_units);
  return { quantity: quantityOf(c), period_months, project_size };
}

export interface CapexBasis {
  amount: number;
  is_derived: boolean;
  /** Each line item's cost, rounded to 2 decimals for display (the total is rounded once, from the raw sum). */
  line_items: Partial<Record<CapexLineItem, number>>;
}

/** Derived when flagged, or when no basis was entered; otherwise the entered basis. */
export function isDerived(flag: Maybe<boolean>, entered: Maybe<number>): boolean {
  return flag ?? entered == null;
}

export function capexBasis(c: SubPropertyInput, phase: CapexPhase): CapexBasis {
  const items = phase === 'construction' ? CONSTRUCTION_LINE_ITEMS : STABILIZATION_LINE_ITEMS;
  const context = capexContext(c, phase);
  const line_items: Partial<Record<CapexLineItem, number>> = {};
  let total = 0;
  for (const item of items) {
    const [amountKey, unitsKey] = LINE_ITEM_KEYS[item];
    const cost = lineItemCost(c[amountKey] as Maybe<number>, c[unitsKey] as Maybe<string>, context);
    line_items[item] = round2(cost);
    total += cost;
  }
  const entered = phase === 'construction' ? c.development_basis : c.stabilization_basis;
  const flag = phase === 'construction' ? c.development_basis_is_derived : c.stabilization_basis_is_derived;
  const is_derived = isDerived(flag, entered);
  return { amount: is_derived ? round2(total) : num(entered), is_derived, line_items };
}
