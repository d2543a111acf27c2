import { describe, expect, it } from 'vitest';
import { formatCurrency, formatPercent, formatUsDate, monthsInWords } from './display';

describe('currency display', () => {
  it('abbreviates thousands, millions and billions with two decimals and no trailing zeros', () => {
    expect(formatCurrency(1_250_000)).toBe('$1.25M');
    expect(formatCurrency(1_500)).toBe('$1.5k');
    expect(formatCurrency(2_000_000_000)).toBe('$2B');
    expect(formatCurrency(71_647_830)).toBe('$71.65M');
    expect(formatCurrency(999.5)).toBe('$999.5');
    expect(formatCurrency(0)).toBe('$0');
  });

  it("reads the summary's equity and fee as the requirements write them", () => {
    expect(formatCurrency(15_150_000)).toBe('$15.15M');
    expect(formatCurrency(946_875)).toBe('$946.88k');
  });

  it('rounds half away from zero, like the engine: 1,005 is $1.01k', () => {
    expect(formatCurrency(1_005)).toBe('$1.01k');
  });

  it('moves up a unit when rounding reaches it: $999,999 is $1M, not $1000k', () => {
    expect(formatCurrency(999_999)).toBe('$1M');
    expect(formatCurrency(999.996)).toBe('$1k');
  });

  it('puts the sign before the dollar', () => {
    expect(formatCurrency(-12_345)).toBe('-$12.35k');
    expect(formatCurrency(-0.001)).toBe('$0');
  });
});

describe('rates and periods', () => {
  it('shows a rate as a percent with two decimals', () => {
    expect(formatPercent(0.0525)).toBe('5.25%');
    expect(formatPercent(0.06)).toBe('6.00%');
    expect(formatPercent(0.133283)).toBe('13.33%');
    expect(formatPercent(-0.021244848)).toBe('-2.12%');
  });

  it('writes months as years and months', () => {
    expect(monthsInWords(30)).toBe('2 years and 6 months');
    expect(monthsInWords(12)).toBe('1 year');
    expect(monthsInWords(13)).toBe('1 year and 1 month');
    expect(monthsInWords(1)).toBe('1 month');
    expect(monthsInWords(0)).toBe('0 months');
    expect(monthsInWords(-3)).toBe('0 months');
  });

  it('writes dates as the US product shows them', () => {
    expect(formatUsDate('2028-02-29')).toBe('02/29/2028');
  });
});
