import { describe, expect, it } from 'vitest';
import { capexBasis, capexContext, lineItemCost } from './capex';
import type { SubPropertyInput } from './input';

const context = { quantity: 200, period_months: 24, project_size: 222_222 };

describe('capex line items by units basis', () => {
  it('costs a per-unit item at amount × quantity: 15,000 × 200 units = 3,000,000', () => {
    expect(lineItemCost(15_000, 'units', context)).toBe(3_000_000);
  });

  it("costs a monthly item at amount × the phase's months: 10,000 × 24 = 240,000", () => {
    expect(lineItemCost(10_000, 'timeElapsed', context)).toBe(240_000);
  });

  it('takes a total amount as entered', () => {
    expect(lineItemCost(1_000_000, 'totalAmount', context)).toBe(1_000_000);
  });

  it('costs any other basis on the project size: 200 × 222,222 sf = 44,444,400', () => {
    expect(lineItemCost(200, 'area', context)).toBe(44_444_400);
    expect(lineItemCost(200, 'lFT', context)).toBe(44_444_400);
    expect(lineItemCost(null, 'units', context)).toBe(0);
  });
});

describe('the capex context of a component', () => {
  it('counts a phase given in years as months: 2 years → 24', () => {
    expect(capexContext({ construction_period: 2, construction_period_time_units: 'years' }, 'construction').period_months).toBe(24);
    expect(capexContext({ stabilization_period: 9, stabilization_period_time_units: 'months' }, 'stabilization').period_months).toBe(9);
  });

  it('scales a size in square metres or acres to square feet (the scale factor)', () => {
    // 1,000 gSQM × 10.7639 = 10,763.9
    expect(capexContext({ project_size_amount: 1000, project_size_units: 'gSQM' }, 'construction').project_size).toBeCloseTo(10_763.9, 9);
    // a count of units keeps scale factor 1
    expect(capexContext({ project_size_amount: 300, project_size_units: 'units' }, 'construction').project_size).toBe(300);
  });

  it('uses the derived area when the area dialog derived it', () => {
    expect(
      capexContext({ project_area_is_derived: true, project_area_amount: 90_000, project_area_units: 'nSF' }, 'construction').project_size,
    ).toBe(100_000);
  });
});

describe('development and stabilization bases', () => {
  const apartments: SubPropertyInput = {
    quantity: 200,
    project_area_is_derived: true,
    project_area_amount: 900,
    project_area_units: 'units',
    construction_period: 24,
    stabilization_period: 1,
    stabilization_period_time_units: 'years',
    construction_hard_cost_amount: 200,
    construction_hard_cost_units: 'area',
    construction_soft_cost_amount: 15_000,
    construction_soft_cost_units: 'units',
    construction_other_cost_amount: 1_000_000.005,
    construction_other_cost_units: 'totalAmount',
    stabilization_turnover_expense_amount: 10_000,
    stabilization_turnover_expense_units: 'timeElapsed',
    stabilization_marketing_expense_amount: 250_000,
    stabilization_marketing_expense_units: 'totalAmount',
  };

  it('adds the construction line items into the development basis, rounded to 2 decimals and flagged derived', () => {
    // area 900 × 200 / 0.9 / 0.9 = 222,222 sf; hard 200 × 222,222 = 44,444,400; soft 15,000 × 200 = 3,000,000;
    // other 1,000,000.005: total 48,444,400.005 → 48,444,400.01 (ROUND half away from zero)
    const basis = capexBasis(apartments, 'construction');
    expect(basis.amount).toBe(48_444_400.01);
    expect(basis.is_derived).toBe(true);
    expect(basis.line_items).toEqual({
      construction_hard_cost: 44_444_400,
      construction_soft_cost: 3_000_000,
      construction_other_cost: 1_000_000.01,
    });
  });

  it('adds the stabilization line items: 10,000 a month × 12 months + 250,000 = 370,000', () => {
    expect(capexBasis(apartments, 'stabilization').amount).toBe(370_000);
  });

  it('keeps a basis the user typed when it is not derived', () => {
    const typed = { ...apartments, development_basis: 50_000_000, development_basis_is_derived: false };
    expect(capexBasis(typed, 'construction')).toMatchObject({ amount: 50_000_000, is_derived: false });
  });

  it('derives a basis flagged derived even when an older value is stored', () => {
    const stale = { ...apartments, stabilization_basis: 1, stabilization_basis_is_derived: true };
    expect(capexBasis(stale, 'stabilization').amount).toBe(370_000);
  });

  it('has a basis of 0 without line items', () => {
    expect(capexBasis({}, 'construction')).toMatchObject({ amount: 0, is_derived: true });
  });
});
