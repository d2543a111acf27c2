import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { round0, round2, roundExcel } from './round';

describe("Excel's ROUND", () => {
  it('rounds half away from zero after taking 15 significant digits, as Excel does', () => {
    // 1.005 is stored as 1.00499999999999989..., but Excel sees 1.00500000000000 (15 digits) and rounds up.
    expect(roundExcel(1.005, 2)).toBe(1.01);
    // 2.675 is stored as 2.67499999999999982...; Excel gives 2.68 (JavaScript's toFixed gives 2.67).
    expect(roundExcel(2.675, 2)).toBe(2.68);
    // Half away from zero: -2.5 → -3 (Math.round would give -2).
    expect(roundExcel(-2.5, 0)).toBe(-3);
    expect(roundExcel(2.5, 0)).toBe(3);
    expect(roundExcel(-1.005, 2)).toBe(-1.01);
  });

  it('rounds to the left of the decimal point with negative digits, as ROUND(1234.5, -2) = 1200', () => {
    expect(roundExcel(1234.5, -2)).toBe(1200);
    expect(roundExcel(1250, -2)).toBe(1300);
    expect(roundExcel(-1250, -2)).toBe(-1300);
  });

  it('takes the sum of binary fractions at 15 digits: 0.1 + 0.2 = 0.30000000000000004 rounds as 0.3', () => {
    // At 15 significant digits the sum is 0.300000000000000, so ROUND(0.1+0.2, 16) cannot show the binary tail.
    expect(roundExcel(0.1 + 0.2, 16)).toBe(0.3);
    // 1.0049999999999999 is the same double as 1.005: 15 digits read it as 1.005 and round up.
    expect(roundExcel(1.0049999999999999, 2)).toBe(1.01);
    // A value that is below the half at 15 digits stays below: 1.00499999999999 → 1.
    expect(roundExcel(1.00499999999999, 2)).toBe(1);
  });

  it('returns 0 rather than -0, and leaves non-finite values alone', () => {
    expect(Object.is(roundExcel(-0.001, 2), 0)).toBe(true);
    expect(roundExcel(Number.NaN, 2)).toBeNaN();
    expect(roundExcel(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
  });

  it('rounds money to cents and areas to whole square feet', () => {
    expect(round2(1234.565)).toBe(1234.57);
    expect(round2(0.125)).toBe(0.13);
    expect(round0(222222.2222)).toBe(222222);
    expect(round0(16666.5)).toBe(16667);
  });

  it('agrees with the plain decimal definition on any value: 15 digits, shift the decimal point, half up', () => {
    const reference = (value: number, digits: number) => {
      const [mantissa, exponent] = Math.abs(Number(value.toPrecision(15)))
        .toExponential()
        .split('e');
      const whole = Math.round(Number(`${mantissa}e${Number(exponent) + digits}`));
      const [m2, e2] = whole.toExponential().split('e');
      const result = whole === 0 ? 0 : Number(`${m2}e${Number(e2) - digits}`);
      return value < 0 && result !== 0 ? -result : result;
    };
    fc.assert(
      fc.property(fc.double({ min: -1e13, max: 1e13, noNaN: true }), fc.integer({ min: 0, max: 8 }), (value, digits) => {
        expect(roundExcel(value, digits)).toBe(reference(value, digits));
      }),
      { numRuns: 2000 },
    );
    // values on the half, where the decimal path decides
    for (const value of [0.125, 1.005, 2.675, 1234.565, 8.345, 1.015, -0.285]) expect(roundExcel(value, 2)).toBe(reference(value, 2));
  });

  it('is idempotent: rounding a rounded value changes nothing', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.integer({ min: -6, max: 10 }), (value, digits) => {
        const once = roundExcel(value, digits);
        expect(roundExcel(once, digits)).toBe(once);
      }),
    );
  });

  it('never moves a value by more than half a unit of the last digit', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 6 }), (value, digits) => {
        expect(Math.abs(roundExcel(value, digits) - value)).toBeLessThanOrEqual(0.5 * 10 ** -digits * (1 + 1e-9) + Math.abs(value) * 1e-15);
      }),
    );
  });
});
