/**
 * Net operating income of one kind (stabilized or interim) from the operating income dialog's inputs
 * ("NOI"). All figures are annual and rounded to 2 decimals:
 *
 *   effective rent = rent × unit multiplier × period multiplier × (credit-loss recovery + occupancy × (1 - recovery))
 *
 * which is "occupancy share plus vacant share times recovery", occ + (1 - occ) × clr, written so that it
 * grows with occupancy in floating point too. The unit multiplier turns a rent per unit or per area into the
 * component's total: quantity for 'units', the area in that basis for area units (nSF = gross × (1 - loss),
 * uSF = nSF × (1 - load), using this kind's load and loss factors), 1 for a total amount.
 *
 *   other income = other income × unit multiplier × period multiplier × attribution / 100 × (occupancy, for 'units')
 *   expenses     = tax + insurance + maintenance (detailed; a net lease zeroes the flagged ones)
 *                | expense margin / 100 × effective rent (margin)
 *   NOI          = effective rent + other income - expenses
 */
import { areaInUnits, factorRate, isAreaUnit } from './area';
import type { AreaFactors } from './area';
import type { Maybe, NoiInputs } from './input';
import { num } from './input';
import { round2 } from './round';

/** Hourly is 8 hours a day for 360 days; an unknown period counts once. */
export const PERIOD_MULTIPLIERS: Readonly<Record<string, number>> = { hourly: 2880, daily: 365.25, weekly: 52, monthly: 12, yearly: 1 };
export const DEFAULT_OCCUPANCY_PERCENT = 70;
export const DEFAULT_CREDIT_LOSS_RECOVERY_PERCENT = 0;
export const DEFAULT_OTHER_INCOME_ATTRIBUTION_PERCENT = 100;
export const DEFAULT_EXPENSE_MARGIN_PERCENT = 50;

export function periodMultiplier(period: Maybe<string>): number {
  return (period != null ? PERIOD_MULTIPLIERS[period] : undefined) ?? 1;
}

/** A percentage input as a rate: the override's percent when overridden, else the value or its default; / 100. */
export function percentRate(
  percent: Maybe<number>,
  override: Maybe<boolean>,
  overrideInput: Maybe<number>,
  defaultPercent: number,
): number {
  return num(override ? overrideInput : (percent ?? defaultPercent)) / 100;
}

/** What a rent, income or expense per unit multiplies to reach the component's total. */
export interface NoiContext {
  quantity: number;
  /** gross square feet of the component */
  area_sf: number;
  project_size_amount: number;
  project_size_units: Maybe<string>;
}

export function unitMultiplier(units: Maybe<string>, context: NoiContext, factors: AreaFactors): number {
  if (units === 'units') return context.quantity;
  if (units === 'lFT') return context.project_size_units === 'lFT' ? context.project_size_amount : 0;
  if (isAreaUnit(units)) return areaInUnits(context.area_sf, units, context.quantity, factors);
  return 1;
}

export interface NoiBreakdown {
  effective_rent: number;
  other_income: number;
  expenses: number;
  noi: number;
  occupancy_rate: number;
  credit_loss_recovery_rate: number;
  expense_method: 'detailed' | 'margin';
  expense_items: { tax: number; insurance: number; maintenance: number } | null;
  net_lease_type: string;
}

const NET_LEASE_LABELS = ['', 'Single Net Lease', 'Double Net Lease', 'Triple Net Lease'];

/** The count of single, double and triple net flags set names the lease: Single, Double or Triple Net Lease. */
export function netLeaseTypeLabel(inputs: Pick<NoiInputs, 'single_net' | 'double_net' | 'triple_net'>): string {
  const count = [inputs.single_net, inputs.double_net, inputs.triple_net].filter(Boolean).length;
  return NET_LEASE_LABELS[count]!;
}

export function noiFromInputs(inputs: NoiInputs, context: NoiContext): NoiBreakdown {
  const factors: AreaFactors = {
    load: factorRate(inputs.load_factor, inputs.load_factor_override, inputs.load_factor_override_input),
    loss: factorRate(inputs.loss_factor, inputs.loss_factor_override, inputs.loss_factor_override_input),
  };
  const total = (amount: Maybe<number>, units: Maybe<string>, period: Maybe<string>) =>
    num(amount) * unitMultiplier(units, context, factors) * periodMultiplier(period);

  const occupancy_rate = percentRate(
    inputs.occupancy_rate,
    inputs.occupancy_rate_override,
    inputs.occupancy_rate_override_input,
    DEFAULT_OCCUPANCY_PERCENT,
  );
  const credit_loss_recovery_rate = percentRate(
    inputs.credit_loss_recovery_rate,
    inputs.credit_loss_recovery_rate_override,
    inputs.credit_loss_recovery_rate_override_input,
    DEFAULT_CREDIT_LOSS_RECOVERY_PERCENT,
  );
  const collected = credit_loss_recovery_rate + occupancy_rate * (1 - credit_loss_recovery_rate);
  const effective_rent = round2(total(inputs.rent, inputs.rent_units, inputs.rent_period) * collected);

  const attribution = num(inputs.other_income_attribution ?? DEFAULT_OTHER_INCOME_ATTRIBUTION_PERCENT) / 100;
  const occupiedShare = inputs.other_income_units === 'units' ? occupancy_rate : 1;
  const other_income = inputs.other_revenue
    ? round2(total(inputs.other_income, inputs.other_income_units, inputs.other_income_period) * attribution * occupiedShare)
    : 0;

  const detailed = inputs.expense_input_type != null ? inputs.expense_input_type === 'detailed' : inputs.detailed_inputs === true;
  let expense_items: NoiBreakdown['expense_items'] = null;
  let expenses: number;
  if (detailed) {
    const net = inputs.lease_type === 'net';
    expense_items = {
      tax: net && inputs.single_net ? 0 : round2(total(inputs.tax_expense, inputs.tax_expense_units, inputs.tax_expense_period)),
      insurance:
        net && inputs.double_net
          ? 0
          : round2(total(inputs.insurance_expense, inputs.insurance_expense_units, inputs.insurance_expense_period)),
      maintenance:
        net && inputs.triple_net
          ? 0
          : round2(total(inputs.maintenance_expense, inputs.maintenance_expense_units, inputs.maintenance_expense_period)),
    };
    expenses = round2(expense_items.tax + expense_items.insurance + expense_items.maintenance);
  } else {
    expenses = round2((num(inputs.expense_margin ?? DEFAULT_EXPENSE_MARGIN_PERCENT) / 100) * effective_rent);
  }
  return {
    effective_rent,
    other_income,
    expenses,
    noi: round2(effective_rent + other_income - expenses),
    occupancy_rate,
    credit_loss_recovery_rate,
    expense_method: detailed ? 'detailed' : 'margin',
    expense_items,
    // the label counts the flags (spec wording) whatever the lease type; only a net lease zeroes expenses by them
    net_lease_type: netLeaseTypeLabel(inputs),
  };
}
