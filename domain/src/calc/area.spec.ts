import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaFromSquareFeet, areaInUnits, areaToSquareFeet, factorRate, grossSquareFeet, projectArea, scaleSf } from './area';

const tenTen = { load: 0.1, loss: 0.1 };
const none = { load: 0, loss: 0 };

describe('unit conversions', () => {
  it('converts square metres at 10.7639 sf and acres at 43,560 sf', () => {
    expect(areaToSquareFeet(1000, 'gSQM')).toBeCloseTo(10_763.9, 9); // 1000 × 10.7639
    expect(areaToSquareFeet(2.5, 'gAcres')).toBe(108_900); // 2.5 × 43,560
    expect(areaToSquareFeet(5000, 'gSF')).toBe(5000);
    expect(scaleSf('lFT')).toBe(1);
    expect(scaleSf(undefined)).toBe(1);
  });

  it('round-trips every unit: from square feet back to the unit gives the amount again', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('gSF', 'nSF', 'uSF', 'bSF', 'gSQM', 'gAcres', 'lFT'),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        (units, amount) => {
          expect(areaFromSquareFeet(areaToSquareFeet(amount, units), units)).toBeCloseTo(amount, 6);
        },
      ),
    );
  });

  it('round-trips gross area through the load and loss factors for every basis', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('units', 'gSF', 'nSF', 'uSF', 'gSQM', 'gAcres'),
        fc.double({ min: 1, max: 1e7, noNaN: true }),
        fc.integer({ min: 1, max: 1000 }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (units, amount, quantity, load, loss) => {
          const gross = grossSquareFeet(amount, units, quantity, { load, loss });
          expect(areaInUnits(gross, units, quantity, { load, loss })).toBeCloseTo(amount, 6);
        },
      ),
    );
  });
});

describe('load and loss factors', () => {
  it('reads the percent, default 10, or the override when overridden, divided by 100', () => {
    expect(factorRate(null, null, null)).toBe(0.1);
    expect(factorRate(15, false, 20)).toBe(0.15);
    expect(factorRate(15, true, 20)).toBe(0.2);
    expect(factorRate(15, true, null)).toBe(0);
  });

  it('cannot divide an area by a factor of 100% or more, so reads one as 0', () => {
    expect(factorRate(100, null, null)).toBe(0);
    expect(factorRate(-5, null, null)).toBe(0);
  });
});

describe('gross area of the component area dialog', () => {
  it('multiplies an area per unit by the quantity and grosses it up by load then loss', () => {
    // 900 sf × 200 units = 180,000; / (1 - 0.10) = 200,000; / (1 - 0.10) = 222,222.22
    expect(grossSquareFeet(900, 'units', 200, tenTen)).toBeCloseTo(222_222.2222, 4);
  });

  it('grosses usable area up by load and loss, rentable area by loss only, gross area not at all', () => {
    // uSF 81,000 / 0.9 / 0.9 = 100,000; nSF 90,000 / 0.9 = 100,000
    expect(grossSquareFeet(81_000, 'uSF', 1, tenTen)).toBeCloseTo(100_000, 6);
    expect(grossSquareFeet(90_000, 'nSF', 1, tenTen)).toBeCloseTo(100_000, 6);
    expect(grossSquareFeet(100_000, 'gSF', 1, tenTen)).toBe(100_000);
  });

  it('converts acres and square metres without factors', () => {
    expect(grossSquareFeet(2, 'gAcres', 1, tenTen)).toBe(87_120); // 2 × 43,560
    expect(grossSquareFeet(100, 'gSQM', 1, tenTen)).toBeCloseTo(1076.39, 9); // 100 × 10.7639
  });

  it('without factors, units are just area per unit × quantity', () => {
    expect(grossSquareFeet(1000, 'units', 3, none)).toBe(3000);
  });
});

describe('project area of a component', () => {
  it('derives the area from the dialog inputs, rounded to whole square feet', () => {
    // 15,000 nSF / (1 - 0.10) = 16,666.67 → 16,667
    expect(projectArea({ project_area_is_derived: true, project_area_amount: 15_000, project_area_units: 'nSF' })).toEqual({
      area_sf: 16_667,
      project_area_is_derived: true,
    });
  });

  it('uses the overridden factors of the dialog', () => {
    // 1000 sf × 100 units = 100,000; / (1 - 0.20) = 125,000; / (1 - 0.0) = 125,000
    const c = {
      project_area_is_derived: true,
      project_area_amount: 1000,
      project_area_units: 'units',
      quantity: 100,
      project_area_load_factor_override: true,
      project_area_load_factor_override_input: 20,
      project_area_loss_factor_override: true,
      project_area_loss_factor_override_input: 0,
    };
    expect(projectArea(c).area_sf).toBe(125_000);
  });

  it('keeps a size typed by the user (not derived), in square feet', () => {
    expect(
      projectArea({ project_area_is_derived: false, project_area_amount: 15_000, project_size_amount: 20_000, project_size_units: 'gSF' }),
    ).toEqual({
      area_sf: 20_000,
      project_area_is_derived: false,
    });
    expect(projectArea({ project_size_amount: 1.5, project_size_units: 'gAcres' }).area_sf).toBe(65_340); // 1.5 × 43,560
  });

  it('has no area for a size counted in units or linear feet', () => {
    expect(projectArea({ project_size_amount: 300, project_size_units: 'units' }).area_sf).toBe(0);
    expect(projectArea({ project_size_amount: 800, project_size_units: 'lFT' }).area_sf).toBe(0);
  });

  it('derives the area when no size was typed but the dialog was filled', () => {
    expect(projectArea({ project_area_amount: 10_000, project_area_units: 'gSF' })).toEqual({
      area_sf: 10_000,
      project_area_is_derived: true,
    });
  });
});
