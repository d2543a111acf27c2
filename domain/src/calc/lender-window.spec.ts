import { describe, expect, it } from 'vitest';
import { lenderAlerts } from './analysis-alerts';
import { buildProForma } from './proforma';
import { acquisition, stabilizedBuilding } from './proforma.fixture';
import { returnsOf } from './returns';

/**
 * A stabilized building (1,200,000 NOI a year) sold at month 12 and a plot that earns nothing held to month 36,
 * on a 12,000,000 senior loan: the lender window, the 12 months after a 12-month transitional period, comes after
 * the building was sold.
 */
const plot = { ...stabilizedBuilding(36), index: 1, start_noi: 0, stabilized_noi: 0 };
const proForma = buildProForma(acquisition(36, { plans: [stabilizedBuilding(12), plot], transitional_period_months: 12 }));
const returns = returnsOf(proForma, {
  plans: [stabilizedBuilding(12), plot],
  capitalization: 20_000_000,
  total_principal: 12_000_000,
  transitional_period_months: 12,
});

describe('lender metrics that say what they measured', () => {
  it('name the months they measured and the rule that chose them', () => {
    expect(returns.stabilized_year).toMatchObject({ from_month: 13, to_month: 24, rule: 'after_transitional_period', noi: 0 });
    // the building's sale repaid the loan (it carried all the collateral): no debt service, no debt to yield on
    expect(returns.stabilized_year).toMatchObject({ debt_service: 0, debt_outstanding: 0 });
    expect([returns.dscr, returns.debt_yield, returns.yield_on_cost]).toEqual([null, null, 0]);
  });

  it('give the metrics before the first sale beside them: the last 12 months up to month 12', () => {
    // 1,200,000 of NOI on 12,000,000 of principal: a 10% debt yield; value 1,200,000 / 5% = 24,000,000: LTV 50%
    expect(returns.before_first_sale!.stabilized_year).toMatchObject({ from_month: 1, to_month: 12, rule: 'last_months', noi: 1_200_000 });
    expect(returns.before_first_sale!.debt_yield).toBeCloseTo(0.1, 12);
    expect(returns.before_first_sale!.ltv).toBeCloseTo(0.5, 12);
    expect(returns.before_first_sale!.dscr!).toBeGreaterThan(1);
  });

  it('raise an alert when the window holds no income, with the metrics before the first sale', () => {
    const [alert] = lenderAlerts(returns, true);
    expect(alert).toMatchObject({ code: 'lender_window_without_income', title: 'Lender metrics' });
    expect(alert!.message).toMatch(/^DSCR, debt yield, yield on cost and LTV are measured on months 13-24, which hold no income/);
    expect(alert!.message).toMatch(
      /Before the first sale \(months 1-12\) the DSCR is \d+\.\d\dx, the debt yield 10\.00% and the LTV 50\.00%\.$/,
    );
  });

  it('stay silent when every component sells at the exit', () => {
    const whole = returnsOf(buildProForma(acquisition(24)), {
      plans: [stabilizedBuilding(24)],
      capitalization: 20_000_000,
      total_principal: 12_000_000,
      transitional_period_months: 0,
    });
    expect(whole.before_first_sale).toBeNull();
    expect(lenderAlerts(whole, true)).toEqual([]);
  });
});
