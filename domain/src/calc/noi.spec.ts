import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NoiInputs } from './input';
import type { NoiContext } from './noi';
import { noiFromInputs, periodMultiplier } from './noi';

const units = (quantity: number): NoiContext => ({ quantity, area_sf: 0, project_size_amount: quantity, project_size_units: 'units' });
const area = (grossSf: number): NoiContext => ({ quantity: 1, area_sf: grossSf, project_size_amount: grossSf, project_size_units: 'gSF' });

describe('period multipliers', () => {
  it('annualizes hourly (8 hours × 360 days), daily, weekly, monthly and yearly figures; unknown counts once', () => {
    expect(['hourly', 'daily', 'weekly', 'monthly', 'yearly', 'none', null].map(periodMultiplier)).toEqual([2880, 365.25, 52, 12, 1, 1, 1]);
  });
});

describe('effective rent', () => {
  it('is rent × units × 12 for a monthly rent per unit, times the occupied share', () => {
    // 2,500 × 200 units × 12 = 6,000,000 potential; × 95% occupancy = 5,700,000
    const noi = noiFromInputs({ rent: 2500, rent_units: 'units', rent_period: 'monthly', occupancy_rate: 95 }, units(200));
    expect(noi.effective_rent).toBe(5_700_000);
  });

  it('adds back the recovered part of the vacant share: occupancy 80%, recovery 25% collects 85%', () => {
    // 0.80 + 0.20 × 0.25 = 0.85; 1,000 × 10 × 12 = 120,000 × 0.85 = 102,000
    const noi = noiFromInputs(
      { rent: 1000, rent_units: 'units', rent_period: 'monthly', occupancy_rate: 80, credit_loss_recovery_rate: 25 },
      units(10),
    );
    expect(noi.effective_rent).toBe(102_000);
  });

  it('defaults occupancy to 70%, recovery to 0% and the expense margin to 50%', () => {
    // 1,000 × 10 × 12 = 120,000 × 0.70 = 84,000; expenses 50% = 42,000; NOI 42,000
    const noi = noiFromInputs({ rent: 1000, rent_units: 'units', rent_period: 'monthly' }, units(10));
    expect(noi).toMatchObject({
      effective_rent: 84_000,
      expenses: 42_000,
      noi: 42_000,
      occupancy_rate: 0.7,
      credit_loss_recovery_rate: 0,
      expense_method: 'margin',
    });
  });

  it('uses an override instead of the percentage when overridden', () => {
    // override 92%: 1,000 × 10 × 12 × 0.92 = 110,400
    const noi = noiFromInputs(
      {
        rent: 1000,
        rent_units: 'units',
        rent_period: 'monthly',
        occupancy_rate: 70,
        occupancy_rate_override: true,
        occupancy_rate_override_input: 92,
      },
      units(10),
    );
    expect(noi.effective_rent).toBe(110_400);
  });

  it('collects nothing at zero occupancy without recovery, and the recovered share with it', () => {
    const base: NoiInputs = { rent: 1000, rent_units: 'units', rent_period: 'monthly', occupancy_rate: 0 };
    expect(noiFromInputs(base, units(10)).effective_rent).toBe(0);
    // 120,000 × (0.40 + 0 × 0.60) = 48,000
    expect(noiFromInputs({ ...base, credit_loss_recovery_rate: 40 }, units(10)).effective_rent).toBe(48_000);
  });

  it('annualizes hourly parking and nightly hotel rents', () => {
    // 2 an hour × 100 spaces × 2,880 hours = 576,000 at 100% occupancy
    expect(noiFromInputs({ rent: 2, rent_units: 'units', rent_period: 'hourly', occupancy_rate: 100 }, units(100)).effective_rent).toBe(
      576_000,
    );
    // 200 a night × 150 keys × 365.25 = 10,957,500 × 75% = 8,218,125
    expect(noiFromInputs({ rent: 200, rent_units: 'units', rent_period: 'daily', occupancy_rate: 75 }, units(150)).effective_rent).toBe(
      8_218_125,
    );
  });

  it('charges a rent per net or usable foot on the gross area less the loss (and load) factors', () => {
    // nSF = 16,667 × (1 - 0.10) = 15,000.3; 36 × 15,000.3 = 540,010.80 × 90% = 486,009.72
    expect(noiFromInputs({ rent: 36, rent_units: 'nSF', rent_period: 'yearly', occupancy_rate: 90 }, area(16_667)).effective_rent).toBe(
      486_009.72,
    );
    // uSF = 100,000 × 0.9 × 0.9 = 81,000; 30 × 81,000 = 2,430,000 × 100%
    expect(noiFromInputs({ rent: 30, rent_units: 'uSF', rent_period: 'yearly', occupancy_rate: 100 }, area(100_000)).effective_rent).toBe(
      2_430_000,
    );
    // overridden loss 0%: nSF = gross; 30 × 100,000 = 3,000,000
    const noLoss: NoiInputs = {
      rent: 30,
      rent_units: 'nSF',
      rent_period: 'yearly',
      occupancy_rate: 100,
      loss_factor_override: true,
      loss_factor_override_input: 0,
    };
    expect(noiFromInputs(noLoss, area(100_000)).effective_rent).toBe(3_000_000);
  });
});

describe('other income', () => {
  it('counts only when enabled, scaled by attribution, and by occupancy for a per-unit income', () => {
    // 50 a month × 200 units × 12 = 120,000 × 100% attribution × 95% occupancy = 114,000
    const inputs: NoiInputs = {
      occupancy_rate: 95,
      other_revenue: true,
      other_income: 50,
      other_income_units: 'units',
      other_income_period: 'monthly',
    };
    expect(noiFromInputs(inputs, units(200)).other_income).toBe(114_000);
    expect(noiFromInputs({ ...inputs, other_revenue: false }, units(200)).other_income).toBe(0);
    // attribution 50%: 57,000
    expect(noiFromInputs({ ...inputs, other_income_attribution: 50 }, units(200)).other_income).toBe(57_000);
  });

  it('applies the area factors, not occupancy, to an income per area', () => {
    // 0.10 a month per nSF: nSF = 10,000 × 0.9 = 9,000; × 12 = 10,800 × 50% attribution = 5,400
    const inputs: NoiInputs = {
      occupancy_rate: 50,
      other_revenue: true,
      other_income: 0.1,
      other_income_units: 'nSF',
      other_income_period: 'monthly',
      other_income_attribution: 50,
    };
    expect(noiFromInputs(inputs, area(10_000)).other_income).toBe(5400);
  });
});

describe('NOI and occupancy', () => {
  it('never falls when occupancy rises', () => {
    fc.assert(
      fc.property(
        fc.record({
          rent: fc.double({ min: 0, max: 10_000, noNaN: true }),
          quantity: fc.integer({ min: 0, max: 1000 }),
          recovery: fc.double({ min: 0, max: 100, noNaN: true }),
          margin: fc.double({ min: 0, max: 100, noNaN: true }),
          other: fc.double({ min: 0, max: 500, noNaN: true }),
          detailed: fc.boolean(),
          tax: fc.double({ min: 0, max: 1e6, noNaN: true }),
        }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (p, a, b) => {
          const at = (occupancy: number) =>
            noiFromInputs(
              {
                rent: p.rent,
                rent_units: 'units',
                rent_period: 'monthly',
                occupancy_rate: occupancy,
                credit_loss_recovery_rate: p.recovery,
                other_revenue: true,
                other_income: p.other,
                other_income_units: 'units',
                other_income_period: 'monthly',
                expense_input_type: p.detailed ? 'detailed' : 'margin',
                expense_margin: p.margin,
                tax_expense: p.tax,
                tax_expense_units: 'totalAmount',
              },
              units(p.quantity),
            ).noi;
          expect(at(Math.max(a, b))).toBeGreaterThanOrEqual(at(Math.min(a, b)));
        },
      ),
      { numRuns: 500 },
    );
  });
});
