/**
 * The pro forma by year, for the summary table: year 0 is the closing (month 0), year y the months
 * 12(y - 1) + 1 ... 12y (the last year may be short). Money columns are sums of the monthly rows; the debt
 * balance is the one at the end of the year.
 */
import type { ProFormaRow } from './proforma';
import { round2 } from './round';

type SummedColumn = Exclude<keyof ProFormaRow, 'month' | 'date' | 'debt_balance'>;

/** The pro forma's money columns, in the table's order: summed into the years (the debt balance is the year's last). */
export const SUMMED_PRO_FORMA_COLUMNS = [
  'noi',
  'ground_rent',
  'capex',
  'acquisition_costs',
  'sale_proceeds',
  'unlevered_cash_flow',
  'debt_draws',
  'interest',
  'principal_repaid',
  'loan_payoff',
  'financing_fees',
  'reserve_funding',
  'reserve_draws',
  'levered_cash_flow',
] as const satisfies readonly SummedColumn[];

export type ProFormaYear = Record<SummedColumn, number> & {
  year: number;
  from_month: number;
  to_month: number;
  end_date: string;
  debt_balance: number;
};

export function annualRows(rows: readonly ProFormaRow[]): ProFormaYear[] {
  const years = new Map<number, ProFormaRow[]>();
  for (const row of rows) {
    const year = row.month === 0 ? 0 : Math.ceil(row.month / 12);
    years.set(year, [...(years.get(year) ?? []), row]);
  }
  return [...years.entries()].map(([year, months]) => {
    const last = months[months.length - 1]!;
    const sums = Object.fromEntries(
      SUMMED_PRO_FORMA_COLUMNS.map((column) => [column, round2(months.reduce((s, m) => s + m[column], 0))]),
    ) as Record<SummedColumn, number>;
    return { year, from_month: months[0]!.month, to_month: last.month, end_date: last.date, debt_balance: last.debt_balance, ...sums };
  });
}
