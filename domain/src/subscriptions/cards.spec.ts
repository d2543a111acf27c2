import { describe, expect, it } from 'vitest';
import { cardTypeOf, expiryValid, luhnValid, maskCard } from './cards';

describe('the payment dialog’s card rules', () => {
  it.each([
    ['5105105105105100', 'mastercard'],
    ['5555555555554444', 'mastercard'],
    ['4242424242424242', 'visa'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['30569309025904', 'diners'],
    ['38520000023237', 'diners'],
    ['6011111111111117', 'discover'],
    ['6500000000000002', 'discover'],
    ['6445644564456445', 'discover'],
    ['6221260000000000', 'discover'],
    ['6229250000000000', 'discover'],
    ['6221250000000000', undefined],
    ['5600000000000000', undefined],
    ['1234', undefined],
  ])('%s is %s', (number, type) => expect(cardTypeOf(number)).toBe(type));

  it('masks 16 digits, amex 15 and diners 14', () => {
    expect(maskCard('4242 4242 4242 4242 99')).toBe('4242 4242 4242 4242');
    expect(maskCard('378282246310005999')).toBe('3782 822463 10005');
    expect(maskCard('30569309025904')).toBe('3056 930902 5904');
  });

  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('refuses an expiry in this year at or before this month, and any past year', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(expiryValid(11, 2026, now)).toBe(false);
    expect(expiryValid(10, 2026, now)).toBe(false);
    expect(expiryValid(12, 2026, now)).toBe(true);
    expect(expiryValid(1, 2027, now)).toBe(true);
    expect(expiryValid(12, 2025, now)).toBe(false);
    expect(expiryValid(13, 2027, now)).toBe(false);
  });
});
