/**
 * Properties of the engine over random deals (random-deals.fixture.ts): what must hold for every deal, not
 * only for the worked examples.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateDeal } from './calculate';
import { randomDeal } from './random-deals.fixture';
import { scenarioNow } from './scenario.fixture';

const runs = { numRuns: 60 };

/** The investors' flows valued at month 0 at an annual rate compounded by months, as the hurdle accounts are. */
const npvByMonths = (rate: number, flows: readonly number[]) => flows.reduce((s, f, t) => s + f / (1 + rate) ** (t / 12), 0);
const signChanges = (flows: readonly number[]) =>
  flows.filter((f) => f !== 0).reduce((n, f, i, all) => (i > 0 && Math.sign(f) !== Math.sign(all[i - 1]!) ? n + 1 : n), 0);

const cents = (value: number) => Math.round(value * 100);

describe('cents that add up over random deals', () => {
  it('spends exactly the sources and uses: the capex months add up to the bases, the costs to the capitalization', () => {
    fc.assert(
      fc.property(randomDeal, (deal) => {
        const { deal: d } = calculateDeal(deal, scenarioNow);
        const spent = d.pro_forma.months.reduce((s, m) => s + m.capex + m.acquisition_costs, 0);
        expect(cents(spent)).toBe(cents(d.unlevered_capitalization));
        const capex = d.pro_forma.months.reduce((s, m) => s + m.capex, 0);
        expect(cents(capex)).toBe(cents(d.development_basis + d.stabilization_basis));
      }),
      runs,
    );
  });

  it('repays every loan exactly what it drew and accrued, and draws each tranche in full', () => {
    fc.assert(
      fc.property(randomDeal, (deal) => {
        const { deal: d } = calculateDeal(deal, scenarioNow);
        for (const loan of d.pro_forma.loans) {
          const total = (f: (m: (typeof loan.months)[number]) => number) => cents(loan.months.reduce((s, m) => s + f(m), 0));
          expect(total((m) => m.principal_repaid + m.payoff)).toBe(total((m) => m.draw + m.accrued_interest));
          if (loan.kind !== 'refinancing') expect(total((m) => m.draw)).toBe(cents(loan.principal));
        }
        const rows = (f: (m: (typeof d.pro_forma.months)[number]) => number) => cents(d.pro_forma.months.reduce((s, m) => s + f(m), 0));
        expect(rows((m) => m.principal_repaid + m.loan_payoff)).toBe(
          cents(d.pro_forma.loans.reduce((s, l) => s + l.months.reduce((a, m) => a + m.draw + m.accrued_interest, 0), 0)),
        );
      }),
      runs,
    );
  });
});

describe('the loans over random deals', () => {
  it('are repaid in full by the last sale, whatever sold before it', () => {
    fc.assert(
      fc.property(randomDeal, (deal) => {
        const { pro_forma } = calculateDeal(deal, scenarioNow).deal;
        const exit = pro_forma.months.length - 1;
        expect(pro_forma.months[exit]!.debt_balance).toBe(0);
        for (const loan of pro_forma.loans) expect(loan.months[loan.payoff_month]!.balance).toBe(0);
        // a sale before the exit repays something of every loan then outstanding
        for (const sale of pro_forma.sales.filter((s) => s.month < exit && s.gross_price > 0))
          for (const loan of pro_forma.loans.filter((l) => l.closing_month < sale.month && sale.month < l.payoff_month))
            if (loan.months[sale.month - 1]!.balance > 0) expect(loan.months[sale.month]!.release).toBeGreaterThan(0);
      }),
      runs,
    );
  });
});

describe('the waterfall over random deals', () => {
  it('leaves the sponsor no promote whenever the investors end below the first hurdle', () => {
    fc.assert(
      fc.property(randomDeal, (deal) => {
        const { waterfall } = calculateDeal(deal, scenarioNow).deal;
        const hurdle = Math.min(...waterfall.terms.tiers.map((t) => t.hurdle_rate));
        const { irr, flows } = waterfall.investors;
        const promote = Math.abs(waterfall.sponsor.promote);
        // below the hurdle by value: the investors' flows are worth less than nothing at the hurdle rate
        if (npvByMonths(hurdle, flows) < -1) expect(promote).toBeLessThanOrEqual(0.01);
        // by IRR where it has one meaning (one change of sign); 0.01 point spares XIRR's count by days against the
        // accounts' by months
        if (irr !== null && signChanges(flows) === 1 && irr < hurdle - 1e-4) expect(promote).toBeLessThanOrEqual(0.01);
        expect(waterfall.sponsor.promote).toBeGreaterThanOrEqual(-0.01);
      }),
      runs,
    );
  });
});
