import { describe, expect, it } from 'vitest';
import { formatExactMoney, formatMoney } from './money';

describe('the money rule: k, M or B with two decimals, trailing zeros trimmed', () => {
  it.each([
    [15_150_000, '$15.15M'],
    [946_875, '$946.88k'],
    [914_450.27, '$914.45k'],
    [5_700_000, '$5.7M'],
    [2_000_000, '$2M'],
    [17_911_957.5, '$17.91M'],
    [-60_000, '-$60k'],
    [999_999, '$1M'],
    [999.999, '$1k'],
    [950, '$950'],
    [12.345, '$12.35'],
    [0, '$0'],
    [-0.001, '$0'],
    [3_250_000_000, '$3.25B'],
  ])('%d reads %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it('keeps the exact figure, to the cent, for the tooltip', () => {
    expect(formatExactMoney(914_450.27)).toBe('$914,450.27');
    expect(formatExactMoney(-5_700_000)).toBe('-$5,700,000');
  });

  it('shows nothing for what is not a number', () => {
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatExactMoney(Number.POSITIVE_INFINITY)).toBe('');
  });
});
