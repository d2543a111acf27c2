/**
 * What the spreadsheet model of a deal (workers/src/model/workbook) is built from: the engine's resolved
 * assumptions, in the form its formulas take them, and the engine's own calculation to check them against.
 *
 * The engine resolves many deal fields (areas, rents, expense lines, capex line items, dates) into a few
 * figures per component (`ComponentPlan`) and per loan (`LoanTerms`); the workbook's inputs are those, so a
 * change to an input moves the workbook exactly as the same change to the plan moves the engine.
 *
 *   tranche principal    = round2(amount_percent / 100 × capitalization), or round2(amount_dollar)
 *   refinancing principal = round2(amount_percent / 100 × value at the refinance month), or round2(amount_dollar)
 *   a fee                = round2(fixed amount + rate × principal); one of the two is 0 (loans.ts: an amount wins)
 *   ground rent a month  = max(0, rent_amount) × payments a year / 12, from month free + 1 through the exit
 *
 * A loan is listed as the pro forma has it: tranches with a principal above 0, and the refinancing loan when
 * it is sized above 0 at its closing month.
 */
import type { ComponentPlan } from './component-flows';
import type { DealCalculation } from './calculate';
import { calculateResolved, resolveDeal } from './calculate';
import { withinBounds } from './sanitize';
import type { CapitalizationParts } from './financing';
import { isAmountAsPercent } from './financing';
import { refinanceMonth } from './funding';
import { freeRentMonths, isChargedGroundLease } from './ground-lease';
import type { DealInput, LoanInput, Maybe } from './input';
import { num } from './input';
import type { LoanTerms } from './loans';
import { loanTerms } from './loans';
import { periodMultiplier } from './noi';
import type { DealPeriods } from './timeline';
import type { WaterfallTerms } from './waterfall';
import { waterfallTerms } from './waterfall';

export interface ModelComponent {
  name: string;
  plan: ComponentPlan;
}

/** A fee as the workbook computes it: round2(amount + rate × principal). */
export interface ModelFee {
  rate: number;
  amount: number;
}

export interface ModelLoan {
  terms: LoanTerms;
  /** the principal as a share of its basis (capitalization for a tranche, value for the refinancing), or null for dollars */
  amount_rate: number | null;
  amount_dollar: number;
  origination_fee: ModelFee;
  broker_fee: ModelFee;
  exit_fee: ModelFee;
  /** tranches draw what they withhold at closing, then pro rata to costs; the refinancing loan draws at its closing */
  draws: 'pro_rata' | 'at_closing';
}

export interface ModelGroundLease {
  name: string;
  rent_amount: number;
  payments_per_year: number;
  free_months: number;
}

export interface ModelWaterfall {
  /** whether the sponsor's share is a percent of the equity (else dollars / equity invested) */
  share_as_percent: boolean;
  share_rate: number;
  share_dollar: number;
  terms: WaterfallTerms;
}

export interface ModelInputs {
  calculation: DealCalculation;
  analysis_date: string;
  periods: DealPeriods;
  /** the month the refinancing loan closes and the tranches are repaid; null without refinancing */
  refinance_month: number | null;
  capitalization: CapitalizationParts & { total: number; acquisition_costs: number };
  components: ModelComponent[];
  loans: ModelLoan[];
  ground_leases: ModelGroundLease[];
  waterfall: ModelWaterfall;
}

function fee(amount: Maybe<number>, percent: Maybe<number>): ModelFee {
  return amount != null ? { rate: 0, amount: num(amount) } : { rate: num(percent) / 100, amount: 0 };
}

function modelLoan(terms: LoanTerms, item: LoanInput): ModelLoan {
  const asPercent = isAmountAsPercent(item);
  return {
    terms,
    amount_rate: asPercent ? num(item.amount_percent) / 100 : null,
    amount_dollar: asPercent ? 0 : num(item.amount_dollar),
    origination_fee: fee(null, item.origination_fee_percent),
    broker_fee: fee(item.broker_fee_amount, item.broker_fee_percent),
    exit_fee: fee(item.exit_fee_amount, item.exit_fee_percent),
    draws: terms.kind === 'refinancing' ? 'at_closing' : 'pro_rata',
  };
}

export function modelInputs(entered: DealInput, now: string | Date): ModelInputs {
  // The inputs calculateDeal reads, so the workbook and the figures on screen agree (sanitize.ts).
  const { deal } = withinBounds(entered);
  const resolved = resolveDeal(deal, now);
  const calculation = calculateResolved(deal, resolved);
  const input = resolved.pro_forma_inputs;
  const n = resolved.periods.investment_period_months;
  const refiMonth = refinanceMonth(input);

  const loans = resolved.loans
    .filter((loan) => loan.principal > 0)
    .map((loan) =>
      modelLoan(
        loanTerms(loan.kind, loan.item, loan.principal, loan.reserve, {
          analysis_date: resolved.analysis,
          closing_month: 0,
          payoff_month: refiMonth ?? n,
          default_interest_only_until: resolved.periods.construction_period_months,
        }),
        loan.item,
      ),
    );
  const refinanced = calculation.deal.pro_forma.loans.find((loan) => loan.kind === 'refinancing');
  if (refinanced && input.refinancing && refiMonth !== null) {
    const terms = loanTerms('refinancing', input.refinancing, refinanced.principal, 0, {
      analysis_date: resolved.analysis,
      closing_month: refiMonth,
      payoff_month: n,
      default_interest_only_until: refiMonth,
    });
    loans.push(modelLoan(terms, input.refinancing));
  }

  const ground_leases = (deal.ground_master_leases ?? []).filter(isChargedGroundLease).map((lease, i) => ({
    name: lease.name ?? `Lease ${i + 1}`,
    rent_amount: Math.max(0, num(lease.rent_amount)),
    payments_per_year: periodMultiplier(lease.rent_period),
    free_months: freeRentMonths(lease),
  }));

  const sponsor = deal.sponsor_coinvestments?.[0];
  const sponsorActive = sponsor && sponsor.active !== false ? sponsor : null;
  const shareAsPercent = sponsorActive ? (sponsorActive.amount_as_percent ?? sponsorActive.amount_dollar == null) : true;
  return {
    calculation,
    analysis_date: resolved.analysis,
    periods: resolved.periods,
    refinance_month: refiMonth,
    capitalization: { ...resolved.parts, total: resolved.capitalization, acquisition_costs: input.acquisition_costs },
    components: resolved.plans.map((plan, i) => ({ name: resolved.components[i]!.name ?? `Component ${i + 1}`, plan })),
    loans,
    ground_leases,
    waterfall: {
      share_as_percent: shareAsPercent,
      share_rate: sponsorActive && shareAsPercent ? num(sponsorActive.amount_percent) / 100 : 0,
      share_dollar: sponsorActive && !shareAsPercent ? num(sponsorActive.amount_dollar) : 0,
      terms: waterfallTerms(deal, calculation.deal.returns.equity_invested),
    },
  };
}
