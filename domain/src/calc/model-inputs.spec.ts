import { describe, expect, it } from 'vitest';
import { calculateDeal } from './calculate';
import { capexAt as capexAtOf } from './component-flows';
import { loanSchedule } from './loans';
import { proRataDraws } from './funding';
import { modelInputs } from './model-inputs';
import { round2 } from './round';
import { scenarioDeal, scenarioNow } from './scenario.fixture';

describe('modelInputs', () => {
  const inputs = modelInputs(scenarioDeal, scenarioNow);

  it('carries the same calculation as calculateDeal', () => {
    expect(inputs.calculation).toEqual(calculateDeal(scenarioDeal, scenarioNow));
  });

  it('lists one plan per component, named, with the periods and capitalization of the deal', () => {
    const deal = inputs.calculation.deal;
    expect(inputs.components.map((c) => c.name)).toEqual(['Apartments', 'Ground-floor retail', 'Parking structure']);
    expect(inputs.components.every((c) => c.plan.hold_month === 48)).toBe(true);
    expect(inputs.periods.investment_period_months).toBe(deal.investment_period_months);
    expect(inputs.capitalization.total).toBe(deal.unlevered_capitalization);
    expect(inputs.capitalization.acquisition_costs).toBe(10_000_000);
    expect(inputs.refinance_month).toBeNull();
  });

  it('gives the loans the pro forma runs, whose schedules rebuild its loan months', () => {
    const proForma = inputs.calculation.deal.pro_forma;
    expect(inputs.loans.map((l) => l.terms.kind)).toEqual(proForma.loans.map((l) => l.kind));
    const costs = proForma.months.map((m, t) => {
      const capex = inputs.components.reduce((s, c) => s + capexAtOf(c.plan, t), 0);
      return capex + (t === 0 ? inputs.capitalization.acquisition_costs : 0);
    });
    const total = costs.reduce((a, b) => a + b, 0);
    inputs.loans.forEach((loan, i) => {
      const months = loanSchedule(loan.terms, proRataDraws(loan.terms, costs, total));
      expect(months.map((m) => round2(m.balance))).toEqual(proForma.loans[i]!.months.map((m) => m.balance));
    });
  });

  it('states each fee as an amount plus a rate of the principal, so the workbook can recompute it', () => {
    const senior = inputs.loans[0]!;
    expect(senior.amount_rate).toBe(0.6);
    expect(senior.origination_fee).toEqual({ rate: 0.01, amount: 0 });
    expect(round2(senior.origination_fee.amount + senior.origination_fee.rate * senior.terms.principal)).toBe(senior.terms.origination_fee);
    const mezzanine = inputs.loans[1]!;
    expect(mezzanine.exit_fee.rate).toBe(0.01);
    expect(mezzanine.draws).toBe('pro_rata');
  });

  it('gives the sponsor share and the waterfall tiers sorted by hurdle', () => {
    expect(inputs.waterfall.share_as_percent).toBe(true);
    expect(inputs.waterfall.share_rate).toBe(0.1);
    expect(inputs.waterfall.terms.tiers.map((t) => t.hurdle_rate)).toEqual([0.08, 0.15]);
  });

  it('lists the charged ground leases with their rent and free months', () => {
    const deal = {
      ...scenarioDeal,
      ground_master_leases: [
        { name: 'Land', rent_amount: 120_000, rent_period: 'yearly', free_rent: 6, free_rent_time_units: 'months' },
        { name: 'In NOI', rent_amount: 50_000, included_in_noi: true },
      ],
    };
    expect(modelInputs(deal, scenarioNow).ground_leases).toEqual([
      { name: 'Land', rent_amount: 120_000, payments_per_year: 1, free_months: 6 },
    ]);
  });

  it('answers empty tables for a deal without components or loans', () => {
    const empty = modelInputs({}, scenarioNow);
    expect(empty.components).toEqual([]);
    expect(empty.loans).toEqual([]);
    expect(empty.periods.investment_period_months).toBe(0);
  });
});
