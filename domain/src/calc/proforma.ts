/**
 * The monthly pro forma from the analysis date (month 0, the closing) to the exit (the investment period):
 * component NOI, capex and sales (component-flows.ts), the acquisition costs at closing (closing, soft cost
 * and working capital reserve bases), the ground and master lease rent (ground-lease.ts), and the loans
 * (loans.ts). The unlevered cash flow is NOI - ground rent + sale proceeds - capex - acquisition costs.
 *
 * Debt funding: each tranche (senior, subordinate, incentives) draws its principal pro rata to costs, the
 * share principal / total costs of every month's costs (what it withholds at closing, reserve and broker fee
 * when net funded, is drawn at closing and the rest pro rata), so equity and debt fund costs side by side at
 * the deal's loan-to-cost. Tranches are repaid at the exit, or by the refinancing loan at its closing date
 * (the refinance month is at least the earliest refinance date and before the exit; without a date it is the
 * deal's stabilization month). The refinancing loan is sized on the value then (forward NOI / exit cap of the
 * components still held) and repaid at the exit. A component sold before a loan's payoff repays its release price
 * (funding.ts), shown with the payoff. Every row is rounded to cents and the levered cash flow is the
 * sum of the rounded columns, so the table adds up as shown. Costs after a refinance are funded by equity.
 */
import { addMonthsToMonthEnd } from './dates';
import { proRataDraws, refinanceMonth, releaseFractions } from './funding';
import type { ComponentPlan, ComponentSale } from './component-flows';
import { capexAt, componentSale, noiAt, componentValueAt } from './component-flows';
import { isAmountAsPercent } from './financing';
import { groundRentByMonth } from './ground-lease';
import type { GroundLeaseInput, LoanInput, Maybe, RefinancingLoanInput } from './input';
import { num } from './input';
import type { LoanKind, LoanMonth, LoanTerms } from './loans';
import { loanSchedule, loanTerms } from './loans';
import { round2 } from './round';

export interface TrancheLoan {
  kind: Exclude<LoanKind, 'refinancing'>;
  item: LoanInput;
  principal: number;
  reserve: number;
}

export interface ProFormaInputs {
  analysis_date: string;
  investment_period_months: number;
  construction_period_months: number;
  transitional_period_months: number;
  plans: readonly ComponentPlan[];
  acquisition_costs: number;
  loans: readonly TrancheLoan[];
  refinancing: RefinancingLoanInput | null;
  /** the deal's `ground_master_leases`; none means no ground rent */
  ground_leases?: Maybe<readonly GroundLeaseInput[]>;
}

export interface ProFormaRow {
  month: number;
  date: string;
  noi: number;
  /** ground and master lease rent paid (a positive number), not included in the NOI column */
  ground_rent: number;
  capex: number;
  acquisition_costs: number;
  sale_proceeds: number;
  unlevered_cash_flow: number;
  debt_draws: number;
  interest: number;
  principal_repaid: number;
  loan_payoff: number;
  financing_fees: number;
  reserve_funding: number;
  reserve_draws: number;
  levered_cash_flow: number;
  debt_balance: number;
}

export interface LoanSummary {
  kind: LoanKind;
  name: string;
  principal: number;
  closing_month: number;
  payoff_month: number;
  total_interest: number;
  total_accrued_interest: number;
  total_fees: number;
  reserve: number;
  months: LoanMonth[];
}

export interface ProForma {
  months: ProFormaRow[];
  sales: ComponentSale[];
  loans: LoanSummary[];
  refinance_month: number | null;
}

export function buildProForma(input: ProFormaInputs): ProForma {
  const n = input.investment_period_months;
  const months = Array.from({ length: n + 1 }, (_, t) => t);
  const sum = (f: (plan: ComponentPlan, t: number) => number) => months.map((t) => input.plans.reduce((s, plan) => s + f(plan, t), 0));
  const noi = sum(noiAt);
  const capex = sum(capexAt);
  const acquisition = months.map((t) => (t === 0 ? input.acquisition_costs : 0));
  const groundRent = groundRentByMonth(input.ground_leases, n);
  const sales = input.plans.map(componentSale);
  const saleProceeds = months.map((t) => sales.reduce((s, sale) => s + (sale.month === t ? sale.net_proceeds : 0), 0));
  const costs = months.map((t) => capex[t]! + acquisition[t]!);
  const totalCosts = costs.reduce((a, b) => a + b, 0);

  const refiMonth = refinanceMonth(input);
  const trancheTerms = input.loans
    .filter((loan) => loan.principal > 0)
    .map((loan) =>
      loanTerms(loan.kind, loan.item, loan.principal, loan.reserve, {
        analysis_date: input.analysis_date,
        closing_month: 0,
        payoff_month: refiMonth ?? n,
        default_interest_only_until: input.construction_period_months,
      }),
    );
  const schedules: { terms: LoanTerms; months: LoanMonth[] }[] = trancheTerms.map((terms) => ({
    terms,
    months: loanSchedule(terms, proRataDraws(terms, costs, totalCosts), releaseFractions(terms, input.plans, n)),
  }));

  if (refiMonth !== null && input.refinancing) {
    const value = input.plans.filter((plan) => plan.hold_month > refiMonth).reduce((s, plan) => s + componentValueAt(plan, refiMonth), 0);
    const item = input.refinancing;
    const principal = round2(isAmountAsPercent(item) ? (num(item.amount_percent) / 100) * value : num(item.amount_dollar));
    if (principal > 0) {
      const terms = loanTerms('refinancing', item, principal, 0, {
        analysis_date: input.analysis_date,
        closing_month: refiMonth,
        payoff_month: n,
        default_interest_only_until: refiMonth,
      });
      schedules.push({
        terms,
        months: loanSchedule(
          terms,
          months.map((t) => (t === refiMonth ? principal : 0)),
          releaseFractions(terms, input.plans, n),
        ),
      });
    }
  }

  const rows = months.map((t): ProFormaRow => {
    const loanSum = (f: (m: LoanMonth) => number) => round2(schedules.reduce((s, schedule) => s + f(schedule.months[t]!), 0));
    const row = {
      month: t,
      date: addMonthsToMonthEnd(input.analysis_date, t),
      noi: round2(noi[t]!),
      ground_rent: groundRent[t]!,
      capex: round2(capex[t]!),
      acquisition_costs: round2(acquisition[t]!),
      sale_proceeds: round2(saleProceeds[t]!),
      debt_draws: loanSum((m) => m.draw),
      interest: loanSum((m) => m.interest),
      principal_repaid: loanSum((m) => m.principal_repaid),
      loan_payoff: loanSum((m) => m.payoff),
      financing_fees: loanSum((m) => m.fees),
      reserve_funding: loanSum((m) => m.reserve_funding),
      reserve_draws: loanSum((m) => m.interest_from_reserve + m.reserve_release),
      debt_balance: loanSum((m) => m.balance),
    };
    const unlevered_cash_flow = round2(row.noi - row.ground_rent + row.sale_proceeds - row.capex - row.acquisition_costs);
    const levered_cash_flow = round2(
      unlevered_cash_flow +
        row.debt_draws -
        row.interest -
        row.principal_repaid -
        row.loan_payoff -
        row.financing_fees -
        row.reserve_funding +
        row.reserve_draws,
    );
    return { ...row, unlevered_cash_flow, levered_cash_flow };
  });

  const loans = schedules.map(({ terms, months: loanMonths }): LoanSummary => ({
    kind: terms.kind,
    name: terms.name,
    principal: terms.principal,
    closing_month: terms.closing_month,
    payoff_month: terms.payoff_month,
    total_interest: round2(loanMonths.reduce((s, m) => s + m.interest, 0)),
    total_accrued_interest: round2(loanMonths.reduce((s, m) => s + m.accrued_interest, 0)),
    total_fees: round2(loanMonths.reduce((s, m) => s + m.fees, 0)),
    reserve: terms.reserve,
    months: loanMonths.map(roundLoanMonth),
  }));
  return { months: rows, sales, loans, refinance_month: refiMonth };
}

function roundLoanMonth(m: LoanMonth): LoanMonth {
  return {
    draw: round2(m.draw),
    interest: round2(m.interest),
    interest_from_reserve: round2(m.interest_from_reserve),
    accrued_interest: round2(m.accrued_interest),
    principal_repaid: round2(m.principal_repaid),
    payoff: round2(m.payoff),
    release: round2(m.release),
    fees: round2(m.fees),
    reserve_funding: round2(m.reserve_funding),
    reserve_release: round2(m.reserve_release),
    balance: round2(m.balance),
    cash_to_equity: round2(m.cash_to_equity),
  };
}
