/**
 * Why the levered equity invested is not the equity in Sources. Sources' equity is the capitalization less
 * the loans: equity's share of the costs. The equity invested is every negative levered cash flow of the
 * pro forma: in the months the deal runs short, equity also pays the debt service, the loan fees and the
 * interest reserve, and the ground rent, less what the property earns in those months; and costs falling in
 * months with a positive cash flow are paid by the property, not by equity. Every line comes from the
 * monthly pro forma, so the bridge adds up (to within a dollar: the rows are rounded to cents); whatever
 * more the lines do not explain (draws that do not match the principal) is shown as a line of its own.
 */
import type { DealCalculation } from '@dealbook/domain/calc/calculate';
import type { ProFormaRow } from '@dealbook/domain/calc/proforma';
import { round2 } from '@dealbook/domain/calc/round';

export type BridgeLine = { label: string; amount: number };
export type EquityBridge = {
  /** equity in Sources: capitalization less the loans */
  source: number;
  /** the levered equity invested: minus the sum of the negative levered cash flows */
  invested: number;
  /** the months with a negative levered cash flow after the closing */
  short_months: number;
  /** from the source to the invested, in order; lines of 0 left out */
  lines: BridgeLine[];
};

const sum = (rows: readonly ProFormaRow[], f: (row: ProFormaRow) => number) => round2(rows.reduce((s, row) => s + f(row), 0));

export function equityBridge(calc: DealCalculation): EquityBridge {
  const d = calc.deal;
  const source = Math.max(0, round2(d.unlevered_capitalization - d.financing.total_principal));
  const invested = d.returns.levered.invested;
  const months = d.pro_forma.months;
  const short = months.filter((m) => m.levered_cash_flow < 0);
  const covered = months.filter((m) => m.levered_cash_flow >= 0);
  const lines: BridgeLine[] = [
    {
      label: 'Costs paid by the property (months with a positive cash flow)',
      amount: -sum(covered, (m) => m.capex + m.acquisition_costs - m.debt_draws),
    },
    { label: 'Debt service while the deal runs short', amount: sum(short, (m) => m.interest + m.principal_repaid + m.loan_payoff) },
    {
      label: 'Loan fees and interest reserve, net of reserve draws',
      amount: sum(short, (m) => m.financing_fees + m.reserve_funding - m.reserve_draws),
    },
    { label: 'Ground rent while the deal runs short', amount: sum(short, (m) => m.ground_rent) },
    { label: 'Less NOI and sales in those months', amount: -sum(short, (m) => m.noi + m.sale_proceeds) },
  ];
  const explained = round2(source + lines.reduce((s, l) => s + l.amount, 0));
  const rest = round2(invested - explained);
  if (Math.abs(rest) >= 1) lines.push({ label: 'Loan draws that differ from the principal', amount: rest });
  return {
    source,
    invested,
    short_months: short.filter((m) => m.month > 0).length,
    lines: lines.filter((l) => Math.abs(l.amount) >= 1),
  };
}
