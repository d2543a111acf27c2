import { describe, expect, it } from 'vitest';
import { calculateDeal } from './calculate';
import { formatPercent } from './display';
import { scenarioDeal, scenarioNow } from './scenario.fixture';

/**
 * Riverside (scenario.spec.ts) with every hold date at month 40 (31 May 2028): the apartments and the parking
 * sell then, the linked retail is raised to its minimum, month 42, which becomes the exit.
 */
const deal = {
  ...scenarioDeal,
  sub_properties: scenarioDeal.sub_properties!.map((c) => ({ ...c, hold_date: '2028-05-31' })),
};
const { deal: figures } = calculateDeal(deal, scenarioNow);
const month = (t: number) => figures.pro_forma.months[t]!;
const { sponsor, investors } = figures.waterfall;

describe('Riverside sold at month 40: release prices', () => {
  it('sells the apartments and the parking at month 40 and the retail at month 42', () => {
    expect(figures.pro_forma.sales.map((s) => s.month)).toEqual([40, 42, 40]);
    expect(figures.exit_date).toBe('2028-07-31');
  });

  it('repays each loan by the share of its collateral the components sold carry', () => {
    // collateral by stabilized value: apartments 3,819,000 / 5% = 76,380,000, retail 436,008.72 / 6% = 7,266,812,
    // parking 321,300 / 6.5% = 4,943,076.92; sold at month 40: 81,323,076.92 / 88,589,888.92 = 91.80%
    // of the 53,683,828.94 owed then: 49,280,275.70 repaid
    expect(month(40)).toMatchObject({ sale_proceeds: 87_957_509.87, loan_payoff: 49_280_275.7, debt_balance: 4_403_553.24 });
    const [senior, mezzanine] = figures.pro_forma.loans;
    expect([senior!.months[40]!.release, mezzanine!.months[40]!.release]).toEqual([39_424_865.46, 9_855_410.24]);
  });

  it('repays the rest when the retail sells, and pays interest on what is left in between', () => {
    // 4,403,553.24 × blended rate: interest falls from 339,827.95 to 27,888.91 a month
    expect(month(41).interest).toBe(27_888.91);
    expect(month(42)).toMatchObject({ loan_payoff: 4_455_596.8, debt_balance: 0 });
  });

  it('leaves the investors above both hurdles, so the sponsor keeps its promote and nothing is clawed back', () => {
    // Before release prices the month-40 proceeds all went to equity and the equity paid the 53.7M payoff at month
    // 42: the investors lost 2.52M (IRR -6.02%, 0.96x) while the sponsor kept a 17.74M promote (IRR 138%); with
    // the clawback alone they ended at 9.25% and the sponsor kept 10.60M.
    expect(formatPercent(investors.irr!)).toBe('20.73%');
    expect(investors.multiple).toBeCloseTo(1.5717, 4);
    expect(formatPercent(sponsor.irr!)).toBe('55.91%');
    expect(sponsor.promote).toBeCloseTo(3_179_851.31, 1);
    expect(sponsor.clawback).toBe(0);
    expect(figures.alerts.map((a) => a.code)).not.toContain('promote_clawed_back');
  });

  it('measures the lender metrics on the debt left, with the metrics before the first sale beside them', () => {
    // window: months 31-42 (the last 12: the transitional period ends at the exit); the debt owed over it averages
    // 45,305,195.25 (53.7M to month 40, 4.4M after): debt yield 3,601,177.89 / 45,305,195.25 = 7.95%
    expect(figures.returns.stabilized_year).toMatchObject({
      from_month: 31,
      to_month: 42,
      rule: 'last_months',
      debt_outstanding: 45_305_195.25,
    });
    expect(figures.returns.debt_yield).toBeCloseTo(0.0795, 4);
    // before the first sale: months 29-40, all the debt, DSCR 0.96 while the retail leases up
    expect(figures.returns.before_first_sale!.stabilized_year).toMatchObject({
      from_month: 29,
      to_month: 40,
      debt_outstanding: 53_432_133.69,
    });
    expect(figures.returns.before_first_sale!.dscr).toBeCloseTo(0.9631, 4);
  });
});
