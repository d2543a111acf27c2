/**
 * The Assumptions sheet, part two: each loan's terms (one column per loan), the charged ground leases and the
 * waterfall. Formulas:
 *
 *   principal        = ROUND(amount rate × Capitalization, 2) for a tranche, ROUND(amount rate × ValueAtRefinance, 2)
 *                      for the refinancing loan, or ROUND(dollars, 2)
 *   a fee            = ROUND(fixed amount + rate × principal, 2) (enter one of the two), 0 when the principal is 0
 *   withheld         = MIN(reserve if net funded + broker fee if net funded, principal)   drawn at closing
 *   for costs        = principal - withheld                                              drawn pro rata to costs
 *   payoff month     = RefinanceMonth when there is one, else HoldMonths (the refinancing loan: HoldMonths)
 *   monthly rent     = MAX(0, rent) × payments a year / 12
 *   SponsorShare     = MIN(1, MAX(0, share rate, or dollars / EquityInvested))
 *   monthly hurdle   = (1 + hurdle)^(1/12) - 1      investor share above a hurdle = (1 - promote) × (1 - SponsorShare)
 */
import type { ModelLoan } from '@dealbook/domain';
import type { Worksheet } from 'exceljs';
import type { CellValue } from './cells';
import { FORMAT, address, sheetRef, setFormula, setHeader, setInput, setLabel } from './cells';
import type { LoanTerm } from './layout';
import { LEASE_COLS, LOAN_TERMS, SHEET, TIER_COLS } from './layout';
import type { Model } from './model';
import { defineName } from './model';

const TERM_LABELS: Record<LoanTerm, string> = {
  kind: 'Kind',
  name: 'Name',
  draws: 'Draws',
  amount_basis: 'Principal basis',
  amount_rate: 'Amount (% of basis)',
  amount_dollar: 'Amount (dollars)',
  principal: 'Principal',
  active: 'In the model (principal > 0)',
  interest_rate: 'Interest rate (cash, annual)',
  accrual_rate: 'Accrual rate (PIK, annual)',
  origination_rate: 'Origination fee (% of principal)',
  broker_rate: 'Broker fee (% of principal)',
  broker_amount: 'Broker fee (fixed amount)',
  broker_net_funded: 'Broker fee net funded',
  exit_rate: 'Exit fee (% of principal)',
  exit_amount: 'Exit fee (fixed amount)',
  reserve: 'Interest reserve',
  reserve_net_funded: 'Reserve net funded',
  amortizing: 'Amortizing',
  interest_only_until: 'Interest only until month',
  amortization_months: 'Amortization months',
  straight_line: 'Straight line (else mortgage PMT)',
  fixed_amount: 'Fixed amortization a month (straight line)',
  release_rate: 'Release price (of the loan a sold component carries)',
  closing_month: 'Closing month',
  payoff_month: 'Payoff month',
  origination_fee: 'Origination fee',
  broker_fee: 'Broker fee',
  exit_fee: 'Exit fee',
  reserve_funded: 'Reserve funded at closing',
  withheld: 'Withheld at closing (drawn at month 0)',
  for_costs: 'Drawn pro rata to costs',
};

export function writeFinancingAssumptions(model: Model, ws: Worksheet): void {
  writeLoans(model, ws);
  writeLeases(model, ws);
  writeWaterfall(model, ws);
}

function writeLoans(model: Model, ws: Worksheet): void {
  const { loanHeaderRow, loanRow } = model.assumptions;
  setHeader(ws, loanHeaderRow - 1, 1, 'Loans (one column each)');
  setHeader(ws, loanHeaderRow, 1, 'Term');
  for (const term of LOAN_TERMS) setLabel(ws, loanRow(term), 1, TERM_LABELS[term]);
  model.inputs.loans.forEach((loan, i) => {
    const col = model.assumptions.loanCol(i);
    setHeader(ws, loanHeaderRow, col, loan.terms.name, true);
    writeLoan(model, ws, loan, col);
  });
  if (model.counts.loans === 0) setLabel(ws, loanHeaderRow, 2, 'No loans');
}

function writeLoan(model: Model, ws: Worksheet, loan: ModelLoan, col: number): void {
  const row = model.assumptions.loanRow;
  const ref = (term: LoanTerm) => address(row(term), col);
  const input = (term: LoanTerm, value: CellValue, format?: string) => setInput(ws, row(term), col, value, format);
  const formula = (term: LoanTerm, f: string, value: CellValue, format?: string) => setFormula(ws, row(term), col, f, value, format);
  const t = loan.terms;
  const refinancing = t.kind === 'refinancing';
  setLabel(ws, row('kind'), col, t.kind);
  setLabel(ws, row('name'), col, t.name, true);
  setLabel(ws, row('draws'), col, refinancing ? 'at closing' : 'pro rata to costs');
  const percent = loan.amount_rate !== null;
  setLabel(ws, row('amount_basis'), col, !percent ? 'dollars' : refinancing ? '% of value at refinance' : '% of capitalization');
  if (percent) input('amount_rate', loan.amount_rate, FORMAT.rate);
  else input('amount_dollar', loan.amount_dollar, FORMAT.money);
  const basis = refinancing ? 'ValueAtRefinance' : 'Capitalization';
  formula('principal', percent ? `ROUND(${ref('amount_rate')}*${basis},2)` : `ROUND(${ref('amount_dollar')},2)`, t.principal, FORMAT.money);
  formula('active', `${ref('principal')}>0`, t.principal > 0);
  input('interest_rate', t.interest_rate, FORMAT.rate);
  input('accrual_rate', t.accrual_rate, FORMAT.rate);
  input('origination_rate', loan.origination_fee.rate, FORMAT.rate);
  input('broker_rate', loan.broker_fee.rate, FORMAT.rate);
  input('broker_amount', loan.broker_fee.amount, FORMAT.money);
  input('broker_net_funded', t.broker_fee_net_funded);
  input('exit_rate', loan.exit_fee.rate, FORMAT.rate);
  input('exit_amount', loan.exit_fee.amount, FORMAT.money);
  input('reserve', t.reserve, FORMAT.money);
  input('reserve_net_funded', t.reserve_net_funded);
  const amortization = t.amortization;
  input('amortizing', amortization !== null);
  input('interest_only_until', amortization?.interest_only_until ?? 0, FORMAT.month);
  input('amortization_months', amortization?.months ?? 360, FORMAT.month);
  input('straight_line', amortization?.straight_line ?? false);
  input('fixed_amount', amortization?.fixed_amount ?? 0, FORMAT.money);
  input('release_rate', t.release_rate, FORMAT.rate);
  if (refinancing) {
    formula('closing_month', 'RefinanceMonth', t.closing_month, FORMAT.month);
    formula('payoff_month', 'HoldMonths', t.payoff_month, FORMAT.month);
  } else {
    input('closing_month', t.closing_month, FORMAT.month);
    formula('payoff_month', 'IF(ISNUMBER(RefinanceMonth),RefinanceMonth,HoldMonths)', t.payoff_month, FORMAT.month);
  }
  const active = ref('active');
  const principal = ref('principal');
  formula('origination_fee', `IF(${active},ROUND(${ref('origination_rate')}*${principal},2),0)`, t.origination_fee, FORMAT.money);
  formula('broker_fee', `IF(${active},ROUND(${ref('broker_amount')}+${ref('broker_rate')}*${principal},2),0)`, t.broker_fee, FORMAT.money);
  formula('exit_fee', `IF(${active},ROUND(${ref('exit_amount')}+${ref('exit_rate')}*${principal},2),0)`, t.exit_fee, FORMAT.money);
  formula('reserve_funded', `IF(${active},${ref('reserve')},0)`, t.reserve, FORMAT.money);
  if (refinancing) return;
  const withheld = Math.min((t.reserve_net_funded ? t.reserve : 0) + (t.broker_fee_net_funded ? t.broker_fee : 0), t.principal);
  formula(
    'withheld',
    `MIN(IF(${ref('reserve_net_funded')},${ref('reserve_funded')},0)+IF(${ref('broker_net_funded')},${ref('broker_fee')},0),${principal})`,
    withheld,
    FORMAT.money,
  );
  formula('for_costs', `${principal}-${ref('withheld')}`, t.principal - withheld, FORMAT.money);
}

function writeLeases(model: Model, ws: Worksheet): void {
  const header = model.assumptions.leaseHeaderRow;
  setHeader(ws, header - 1, 1, 'Ground and master leases charged (not in NOI): paid from month free + 1 through the exit');
  const labels = ['#', 'Lease', 'Rent amount', 'Payments a year', 'Monthly rent', 'Free months (from closing)'];
  labels.forEach((label, i) => setHeader(ws, header, i + 1, label));
  model.inputs.ground_leases.forEach((lease, i) => {
    const r = model.assumptions.leaseRow(i);
    const c = LEASE_COLS;
    setLabel(ws, r, c.index, String(i + 1));
    setLabel(ws, r, c.name, lease.name, true);
    setInput(ws, r, c.rent_amount, lease.rent_amount, FORMAT.money);
    setInput(ws, r, c.payments_per_year, lease.payments_per_year, FORMAT.number);
    const monthly = (lease.rent_amount * lease.payments_per_year) / 12;
    setFormula(ws, r, c.monthly_rent, `MAX(0,${address(r, c.rent_amount)})*${address(r, c.payments_per_year)}/12`, monthly, FORMAT.money);
    setInput(ws, r, c.free_months, lease.free_months, FORMAT.month);
  });
  if (model.counts.leases === 0) setLabel(ws, header + 1, 2, 'No ground or master lease charged');
}

function writeWaterfall(model: Model, ws: Worksheet): void {
  const { waterfallRow: row, tierHeaderRow, tierRow } = model.assumptions;
  const w = model.inputs.waterfall;
  const s = model.inputs.calculation.deal.waterfall.terms.sponsor_share;
  setHeader(ws, row.share_as_percent - 1, 1, 'Waterfall');
  setLabel(ws, row.share_as_percent, 1, 'Sponsor share as a percent of equity (else dollars)');
  setInput(ws, row.share_as_percent, 2, w.share_as_percent);
  setLabel(ws, row.share_rate, 1, 'Sponsor co-investment (% of equity)');
  setInput(ws, row.share_rate, 2, w.share_rate, FORMAT.rate);
  setLabel(ws, row.share_dollar, 1, 'Sponsor co-investment (dollars)');
  setInput(ws, row.share_dollar, 2, w.share_dollar, FORMAT.money);
  setLabel(ws, row.SponsorShare, 1, 'Sponsor share of contributions');
  const a = (r: number) => address(r, 2);
  setFormula(
    ws,
    row.SponsorShare,
    2,
    `MIN(1,MAX(0,IF(${a(row.share_as_percent)},${a(row.share_rate)},IF(EquityInvested>0,${a(row.share_dollar)}/EquityInvested,0))))`,
    s,
    FORMAT.rate4,
  );
  defineName(model, SHEET.assumptions, row.SponsorShare, 2, 'SponsorShare');
  const labels = ['#', 'Tier', 'Hurdle (annual IRR)', 'Promote (sponsor share above)', 'Monthly hurdle rate', 'Investor share above'];
  labels.forEach((label, i) => setHeader(ws, tierHeaderRow, i + 1, label));
  w.terms.tiers.forEach((tier, i) => {
    const r = tierRow(i);
    const c = TIER_COLS;
    setLabel(ws, r, c.index, String(i + 1));
    setLabel(ws, r, c.name, tier.name, true);
    setInput(ws, r, c.hurdle_rate, tier.hurdle_rate, FORMAT.rate);
    setInput(ws, r, c.promote, tier.promote, FORMAT.rate);
    setFormula(ws, r, c.monthly_rate, `(1+${address(r, c.hurdle_rate)})^(1/12)-1`, (1 + tier.hurdle_rate) ** (1 / 12) - 1, FORMAT.rate4);
    setFormula(ws, r, c.investor_share, `(1-${address(r, c.promote)})*(1-SponsorShare)`, (1 - tier.promote) * (1 - s), FORMAT.rate4);
  });
  if (model.counts.tiers === 0) setLabel(ws, tierHeaderRow + 1, 2, 'No tiers: distributions are shared pari passu');
}

/** A tier's term on the Assumptions sheet. */
export function tierRef(model: Model, i: number, key: keyof typeof TIER_COLS): string {
  return sheetRef(SHEET.assumptions, address(model.assumptions.tierRow(i), TIER_COLS[key], true));
}

/** A lease column over all charged leases: Assumptions!$E$60:$E$61. */
export function leaseRange(model: Model, key: keyof typeof LEASE_COLS): string {
  const col = LEASE_COLS[key];
  const first = model.assumptions.leaseRow(0);
  const last = model.assumptions.leaseRow(model.counts.leases - 1);
  return sheetRef(SHEET.assumptions, `${address(first, col, true)}:${address(last, col, true)}`);
}
