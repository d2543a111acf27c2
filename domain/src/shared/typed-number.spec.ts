import { describe, expect, it } from 'vitest';
import { formatTypedNumber, readTypedNumber, usesShorthand } from './typed-number';

const read = (text: string) => {
  const r = readTypedNumber(text);
  return r.ok ? r.value : 'refused';
};

describe('numbers as dealmakers type them', () => {
  it.each([
    ['24.5M', 24_500_000],
    ['$24.5M', 24_500_000],
    ['24.5mm', 24_500_000],
    ['850k', 850_000],
    ['850K', 850_000],
    ['1.2bn', 1_200_000_000],
    ['2B', 2_000_000_000],
    ['$24,500,000', 24_500_000],
    ['24,500,000.50', 24_500_000.5],
    ['6.25%', 6.25],
    ['6.25', 6.25],
    ['.5', 0.5],
    ['1.1M', 1_100_000],
    ['-3', -3],
    ['-$1,000', -1000],
    ['$-1,000', -1000],
    [' 24.5 M ', 24_500_000],
    ['', null],
    ['   ', null],
  ])('reads %j as %j', (text, value) => expect(read(text)).toBe(value));

  it.each(['12abc', '1e3', 'abc', '24.5X', '1,2,3', '24500,000', '1.2.3', '$', '--5', '-$-5', '5k%', '$$5', 'M'])(
    'refuses %j rather than read the digits it starts with',
    (text) => expect(read(text)).toBe('refused'),
  );

  it('says when a shorthand was used, so the form can show what it read', () => {
    expect(usesShorthand('24.5M')).toBe(true);
    expect(usesShorthand('$850k')).toBe(true);
    expect(usesShorthand('24,500,000')).toBe(false);
    expect(usesShorthand('6.25%')).toBe(false);
  });

  it('groups amounts in thousands, and leaves years and rates as they are', () => {
    expect(formatTypedNumber(24_500_000, true)).toBe('24,500,000');
    expect(formatTypedNumber(1234.5678, true)).toBe('1,234.5678');
    expect(formatTypedNumber(2026, false)).toBe('2026');
  });
});
