import { describe, expect, it } from 'vitest';
import { formatExactMoney, formatMoney } from './money';

describe('the money rule: three significant figures, compact', () => {
  it.each([
    [914_450.27, '$914k'],
    [666_680, '$667k'],
    [5_700_000, '$5.70M'],
    [2_000_000, '$2.00M'],
    [17_911_957.5, '$17.9M'],
    [71_650_000, '$71.7M'],
    [-60_000, '-$60.0k'],
    [999_600, '$1.00M'],
    [999.6, '$1.00k'],
    [950, '$950'],
    [12.34, '$12'],
    [0, '$0'],
    [-0.2, '$0'],
    [3_250_000_000, '$3.25B'],
    [1.5e12, '$1,500B'],
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
