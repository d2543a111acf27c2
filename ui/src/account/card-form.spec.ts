import { describe, expect, it } from 'vitest';
import { cardDetails, cardProblems, cvcLength, emptyCard, expiryYears, type CardForm } from './card-form';

const now = new Date('2026-03-10T12:00:00Z');
const visa: CardForm = { ...emptyCard, number: '4242 4242 4242 4242', month: '4', year: '2026', cvc: '123', zip: '78701' };

describe('the payment form rules', () => {
  it('accepts a whole, valid card and turns it into the tokeniser body', () => {
    expect(cardProblems(visa, now)).toEqual({});
    expect(cardProblems({ ...visa, number: '3782 822463 10005', cvc: '1234', zip: '78701-1234' }, now)).toEqual({});
    expect(cardDetails(visa)).toEqual({ number: '4242424242424242', exp_month: 4, exp_year: 2026, cvc: '123' });
  });

  it('refuses a number of no known type, a short number and a failed check digit', () => {
    expect(cardProblems({ ...visa, number: '9999 9999 9999 9999' }, now).number).toBe('This card type is not accepted.');
    expect(cardProblems({ ...visa, number: '4242 4242 4242' }, now).number).toBe('Check the card number.');
    expect(cardProblems({ ...visa, number: '4242 4242 4242 4241' }, now).number).toBe('Check the card number.');
    expect(cardProblems({ ...visa, number: '' }, now).number).toBe('Enter the card number.');
  });

  it('refuses an expiry of this month or earlier this year, and a missing one', () => {
    expect(cardProblems({ ...visa, month: '3' }, now).expiry).toBe('This card has expired.');
    expect(cardProblems({ ...visa, month: '12', year: '2025' }, now).expiry).toBe('This card has expired.');
    expect(cardProblems({ ...visa, year: '' }, now).expiry).toBe('Choose the expiry month and year.');
  });

  it('wants 3 digits of security code, 4 on amex, and a ZIP code', () => {
    expect(cvcLength('amex')).toBe(4);
    expect(cvcLength('visa')).toBe(3);
    expect(cardProblems({ ...visa, cvc: '1234' }, now).cvc).toBe('Enter the 3-digit security code.');
    expect(cardProblems({ ...visa, number: '3782 822463 10005', cvc: '123' }, now).cvc).toBe('Enter the 4-digit security code.');
    expect(cardProblems({ ...visa, zip: '7870' }, now).zip).toBeDefined();
  });

  it('lists the expiry years from this year on', () => {
    expect(expiryYears(now, 3)).toEqual([2026, 2027, 2028]);
  });
});
