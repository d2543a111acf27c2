import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { DealCalculation } from '@dealbook/domain/calc/calculate';
import { formatPercent, formatUsDate } from '@dealbook/domain/calc/display';
import type { Line } from '../../calc/figures';
import { Money } from './Money';
import { ScrollTable } from './ScrollTable';

const money = (value: number) => <Money value={value} />;
const rate = (value: number | null) => (value === null ? '—' : formatPercent(value));
const times = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}x`);

/** A compact table that scrolls sideways on a phone (first column kept) instead of squeezing its columns. */
export function SimpleTable({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <ScrollTable label={label}>
      <Table size="small" aria-label={label} sx={{ '& td, & th': { whiteSpace: 'nowrap', px: 1 } }}>
        <TableHead>
          <TableRow>
            {head.map((h, i) => (
              <TableCell key={h} align={i === 0 ? 'left' : 'right'} sx={{ fontWeight: 600 }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, r) => (
            <TableRow key={r}>
              {row.map((cell, i) => (
                <TableCell key={i} align={i === 0 ? 'left' : 'right'}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}

export const LinesTable = ({ label, lines, total }: { label: string; lines: Line[]; total: number }) => (
  <SimpleTable
    label={label}
    head={[label, 'Amount', 'Share']}
    rows={[
      ...lines.map((l) => [l.label, money(l.amount), rate(total === 0 ? null : l.amount / total)]),
      [<strong key="t">Total</strong>, <Money key="a" value={total} strong />, ''],
    ]}
  />
);

const componentName = (c: DealCalculation['components'][number]) => c.name || c.type || c.id;

export const BudgetTable = ({ calc }: { calc: DealCalculation }) => (
  <SimpleTable
    label="Budget by component"
    head={['Component', 'Area (SF)', 'Development', 'Stabilization', 'Plan']}
    rows={calc.components.map((c) => [
      componentName(c),
      c.area_sf.toLocaleString('en-US'),
      money(c.development_basis),
      money(c.stabilization_basis),
      c.business_plan,
    ])}
  />
);

export const NoiTable = ({ calc }: { calc: DealCalculation }) => (
  <SimpleTable
    label="NOI by component"
    head={['Component', 'Effective rent', 'Other income', 'Expenses', 'NOI', 'Exit']}
    rows={calc.components.map((c) => [
      componentName(c),
      money(c.effective_rent),
      money(c.other_income),
      money(c.expenses),
      money(c.noi),
      formatUsDate(c.exit_date),
    ])}
  />
);

/** The annual pro forma; a ground rent column only when a lease charges rent. */
export const ProFormaTable = ({ calc }: { calc: DealCalculation }) => {
  const years = calc.deal.pro_forma.years;
  const groundRent = years.some((y) => y.ground_rent !== 0);
  return (
    <SimpleTable
      label="Annual pro forma"
      head={[
        'Year',
        'NOI',
        ...(groundRent ? ['Ground rent'] : []),
        'Capex',
        'Sale',
        'Unlevered',
        'Debt service',
        'Levered',
        'Debt balance',
      ]}
      rows={years.map((y) => [
        y.year === 0 ? '0 (closing)' : String(y.year),
        money(y.noi),
        ...(groundRent ? [money(-y.ground_rent)] : []),
        money(-y.capex - y.acquisition_costs),
        money(y.sale_proceeds),
        money(y.unlevered_cash_flow),
        money(-(y.interest + y.principal_repaid)),
        money(y.levered_cash_flow),
        money(y.debt_balance),
      ])}
    />
  );
};

type PartyReturns = {
  irr: number | null;
  multiple: number | null;
  invested: number;
  returned: number;
  profit: number;
  sign_changes: number;
  mirr: number | null;
};

/** An IRR of flows that change sign more than once is one of several: say so beside it, with the modified IRR. */
const irrOf = (p: PartyReturns) =>
  p.sign_changes > 1 && p.irr !== null ? (
    <span title="The flows change sign more than once, so the IRR has several solutions">
      {rate(p.irr)} (not unique; MIRR {rate(p.mirr)})
    </span>
  ) : (
    rate(p.irr)
  );

export const ReturnsTable = ({ calc }: { calc: DealCalculation }) => {
  const { returns, waterfall } = calc.deal;
  const party = (name: string, p: PartyReturns) => [
    name,
    money(p.invested),
    money(p.returned),
    money(p.profit),
    irrOf(p),
    times(p.multiple),
  ];
  // without equity invested there is nothing to split: the sponsor's share of nothing reads as noise
  const split = returns.levered.invested > 0;
  return (
    <SimpleTable
      label="Returns and waterfall"
      head={['Party', 'Invested', 'Returned', 'Profit', 'IRR', 'Multiple']}
      rows={[
        party('Project (unlevered)', returns.unlevered),
        party('Equity (levered)', returns.levered),
        ...(split
          ? [
              party(`Sponsor (${formatPercent(waterfall.terms.sponsor_share)} share)`, waterfall.sponsor),
              party('Investors', waterfall.investors),
            ]
          : []),
      ]}
    />
  );
};
