/**
 * The engine's one entry point: a deal (and the time of the analysis) in, every derived figure out. Pure:
 * the same deal and `now` always give the same result, so calculations of any earlier version or point in
 * time come from the same function.
 */
import type { AnalysisAlert } from './analysis-alerts';
import { irrAlerts, lenderAlerts, waterfallAlerts } from './analysis-alerts';
import type { ProFormaYear } from './annual';
import { annualRows } from './annual';
import type { ComponentPlan } from './component-flows';
import { componentPlan } from './component-flows';
import type { ComponentResult } from './components';
import { calculateComponents } from './components';
import { analysisDate, earliestRefinanceDate, latestAnalysisDate, monthsBetween, toMonths } from './dates';
import { monthsInWords } from './display';
import type { CapitalizationParts, Financing } from './financing';
import { financing, firstActiveItem, trancheItems, unleveredCapitalization } from './financing';
import type { DealInput } from './input';
import { num } from './input';
import type { InterestReserve, ReservePeriods } from './interest-reserve';
import { interestReserve } from './interest-reserve';
import type { ProForma, ProFormaInputs, TrancheLoan } from './proforma';
import { buildProForma } from './proforma';
import type { Returns } from './returns';
import { returnsOf } from './returns';
import { round2, roundExcel } from './round';
import type { Alert, DealPeriods } from './timeline';
import { dealPeriods } from './timeline';
import type { Waterfall } from './waterfall';
import { mirrRate, runWaterfall, waterfallTerms } from './waterfall';
import { finiteFigures, notFiniteAlert, withinBounds, type InputAlert } from './sanitize';

export interface InterestReserves {
  senior: InterestReserve | null;
  subordinate: InterestReserve | null;
  incentives: InterestReserve | null;
  project_financing: InterestReserve | null;
  /** the reserves the pro forma funds (entered, or derived through the dialog) */
  total_applied: number;
}

export interface DealCalculation {
  deal: {
    id: string | null;
    analysis_date: string;
    latest_analysis_date: string;
    earliest_refinance_date: string;
    exit_date: string;
    investment_period_months: number;
    investment_period_words: string;
    construction_period_months: number;
    transitional_period_months: number;
    closing_basis: number;
    soft_cost_basis: number;
    wcap_reserve_basis: number;
    development_basis: number;
    stabilization_basis: number;
    unlevered_capitalization: number;
    stabilized_noi: number;
    financing: Financing;
    interest_reserve: InterestReserves;
    pro_forma: ProForma & { years: ProFormaYear[] };
    returns: Returns;
    waterfall: Waterfall;
    /**
     * The date and reserve rules' alerts, what the figures mean (analysis-alerts.ts), and those of inputs left out
     * or figures out of range (sanitize.ts).
     */
    alerts: (Alert | AnalysisAlert | InputAlert)[];
  };
  components: ComponentResult[];
}

/** A reserve the pro forma funds: one entered, or one the dialog derived (`reserves_is_derived` true). */
function appliedReserve(reserve: InterestReserve | null, explicitlyDerived: boolean): number {
  if (!reserve) return 0;
  return !reserve.is_derived || explicitlyDerived ? reserve.amount : 0;
}

/**
 * What the pro forma is built from: the deal resolved into periods, capitalization, loans and per-component
 * plans. Shared by `calculateDeal` and the spreadsheet model's inputs (model-inputs.ts).
 */
export interface ResolvedDeal {
  analysis: string;
  components: ComponentResult[];
  periods: DealPeriods;
  parts: CapitalizationParts;
  capitalization: number;
  stack: Financing;
  reserves: Record<'senior' | 'subordinate' | 'incentives', InterestReserve | null>;
  project_financing_reserve: InterestReserve | null;
  loans: TrancheLoan[];
  plans: ComponentPlan[];
  pro_forma_inputs: ProFormaInputs;
}

export function resolveDeal(deal: DealInput, now: string | Date): ResolvedDeal {
  const analysis = analysisDate(deal.analysis_date, now);
  const { results: components, noi } = calculateComponents(deal, analysis);
  const periods = dealPeriods(
    analysis,
    components.map((c) => c.timeline),
    components.map((c) => c.exit_date),
  );
  const sum = (f: (c: ComponentResult) => number) => round2(components.reduce((s, c) => s + f(c), 0));
  const parts = {
    closing_basis: num(deal.closing_basis),
    soft_cost_basis: num(deal.soft_cost_basis),
    wcap_reserve_basis: num(deal.wcap_reserve_basis),
    development_basis: sum((c) => c.development_basis),
    stabilization_basis: sum((c) => c.stabilization_basis),
  };
  const capitalization = unleveredCapitalization(parts);
  const items = trancheItems(deal);
  const stack = financing(items, capitalization);

  const projectFinancing = firstActiveItem(deal.project_financings, deal.project_financings_active);
  const reservePeriods: ReservePeriods = {
    hold_period_months: periods.investment_period_months,
    development_period_months: periods.transitional_period_months,
    construction_period_months: periods.construction_period_months,
    financing_term_months: projectFinancing ? Math.max(0, roundExcel(toMonths(projectFinancing.term, projectFinancing.term_units), 0)) : 0,
  };
  const reserveOf = (kind: 'senior' | 'subordinate' | 'incentives') => {
    const item = items[kind];
    return item ? interestReserve(item, kind, capitalization, reservePeriods) : null;
  };
  const reserves = { senior: reserveOf('senior'), subordinate: reserveOf('subordinate'), incentives: reserveOf('incentives') };
  const loans: TrancheLoan[] = (['senior', 'subordinate', 'incentives'] as const).flatMap((kind) => {
    const item = items[kind];
    return item
      ? [{ kind, item, principal: stack[kind].principal, reserve: appliedReserve(reserves[kind], item.reserves_is_derived === true) }]
      : [];
  });

  const plans = components.map((c, index) => {
    const input = deal.sub_properties![index]!;
    return componentPlan({
      index,
      timeline: c.timeline,
      hold_month: monthsBetween(analysis, c.exit_date),
      development_basis: c.development_basis,
      stabilization_basis: c.stabilization_basis,
      noi: noi[index]!,
      flags: c,
      growth_percent: num(input.stabilized_noi_growth_rate),
      exit_cap_percent: num(input.exit_cap_percentage_min),
      selling_costs_percent: num(input.selling_costs),
      valuation_methodology: input.valuation_methodology,
    });
  });
  const pro_forma_inputs: ProFormaInputs = {
    analysis_date: analysis,
    investment_period_months: periods.investment_period_months,
    construction_period_months: periods.construction_period_months,
    transitional_period_months: periods.transitional_period_months,
    plans,
    acquisition_costs: round2(parts.closing_basis + parts.soft_cost_basis + parts.wcap_reserve_basis),
    loans,
    refinancing: firstActiveItem(deal.refinancing_loans, deal.refinancing_loans_active),
    ground_leases: deal.ground_master_leases,
  };
  const project_financing_reserve = projectFinancing
    ? interestReserve(projectFinancing, 'project_financing', capitalization, reservePeriods)
    : null;
  return {
    analysis,
    components,
    periods,
    parts,
    capitalization,
    stack,
    reserves,
    project_financing_reserve,
    loans,
    plans,
    pro_forma_inputs,
  };
}

/**
 * Inputs outside their domain are left out, and the answer holds finite numbers only, whatever was stored:
 * each left-out input, and any figure that still overflowed, is named in `deal.alerts`.
 */
export function calculateDeal(deal: DealInput, now: string | Date): DealCalculation {
  const input = withinBounds(deal);
  const calculation = calculateResolved(input.deal, resolveDeal(input.deal, now));
  const { figures, replaced } = finiteFigures(calculation);
  const alerts = [...figures.deal.alerts, ...input.alerts, ...(replaced > 0 ? [notFiniteAlert(replaced)] : [])];
  return alerts.length === figures.deal.alerts.length ? figures : { ...figures, deal: { ...figures.deal, alerts } };
}

/** The pro forma, returns and waterfall of a resolved deal. */
export function calculateResolved(deal: DealInput, resolved: ResolvedDeal): DealCalculation {
  const { analysis, components, periods, parts, capitalization, stack, reserves, loans, plans } = resolved;
  const proForma = buildProForma(resolved.pro_forma_inputs);
  const returns = returnsOf(proForma, {
    plans,
    capitalization,
    total_principal: stack.total_principal,
    transitional_period_months: periods.transitional_period_months,
    // the tiers do not depend on the equity; only the sponsor's dollar share does
    mirr_rate: mirrRate(waterfallTerms(deal, 0)),
  });
  const levered = proForma.months.map((m) => m.levered_cash_flow);
  const waterfall = runWaterfall(
    levered,
    proForma.months.map((m) => m.date),
    waterfallTerms(deal, returns.equity_invested),
  );
  const projectFinancingReserve = resolved.project_financing_reserve;
  const total_applied = round2(loans.reduce((s, loan) => s + loan.reserve, 0));
  const alerts = [
    ...[...Object.values(reserves), projectFinancingReserve].flatMap((r) => (r?.alert ? [r.alert] : [])),
    ...waterfallAlerts(waterfall),
    ...irrAlerts(returns, waterfall),
    ...lenderAlerts(
      returns,
      proForma.months.some((m) => m.noi > 0),
    ),
  ];

  return {
    deal: {
      id: deal.id ?? null,
      analysis_date: analysis,
      latest_analysis_date: latestAnalysisDate(analysis),
      earliest_refinance_date: earliestRefinanceDate(analysis, periods.construction_period_months),
      ...periods,
      investment_period_words: monthsInWords(periods.investment_period_months),
      ...parts,
      unlevered_capitalization: capitalization,
      stabilized_noi: round2(components.reduce((s, c) => s + c.noi, 0)),
      financing: stack,
      interest_reserve: { ...reserves, project_financing: projectFinancingReserve, total_applied },
      pro_forma: { ...proForma, years: annualRows(proForma.months) },
      returns,
      waterfall,
      alerts,
    },
    components,
  };
}
