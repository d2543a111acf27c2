import { cardLength, cardTypeOf, expiryValid, luhnValid, type CardType } from '@dealbook/domain/subscriptions/cards';
import type { CardDetails } from './subscription-api';

/** The payment dialog's fields as typed: the number as masked, month and year as picked ('' until then). */
export type CardForm = { number: string; month: string; year: string; cvc: string; zip: string; coupon: string };
export type CardField = 'number' | 'expiry' | 'cvc' | 'zip';
export type CardProblems = Partial<Record<CardField, string>>;

export const emptyCard: CardForm = { number: '', month: '', year: '', cvc: '', zip: '', coupon: '' };

/** The requirements' brand names. */
export const brandNames: Record<CardType, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
};

/** The security code has 4 digits on an amex card, 3 on the others. */
export const cvcLength = (type: CardType | undefined) => (type === 'amex' ? 4 : 3);

const digits = (s: string) => s.replace(/\D/g, '');

/** This year and the next `count - 1`, for the expiry's year list. */
export const expiryYears = (now: Date, count = 12) => Array.from({ length: count }, (_, i) => now.getUTCFullYear() + i);

/** What is wrong with each field, the rules of the requirements (the same as the sandbox tokeniser's); empty when nothing is. */
export function cardProblems(form: CardForm, now: Date): CardProblems {
  const number = digits(form.number);
  const type = cardTypeOf(number);
  const problems: CardProblems = {};
  if (!type) problems.number = number ? 'This card type is not accepted.' : 'Enter the card number.';
  else if (number.length !== cardLength(type) || !luhnValid(number)) problems.number = 'Check the card number.';
  if (!form.month || !form.year) problems.expiry = 'Choose the expiry month and year.';
  else if (!expiryValid(Number(form.month), Number(form.year), now)) problems.expiry = 'This card has expired.';
  if (!new RegExp(`^\\d{${cvcLength(type)}}$`).test(form.cvc)) problems.cvc = `Enter the ${cvcLength(type)}-digit security code.`;
  if (!/^\d{5}(-\d{4})?$/.test(form.zip.trim())) problems.zip = 'Enter the 5-digit ZIP code of the billing address.';
  return problems;
}

/** The tokeniser's body: digits only, month and year as numbers. */
export const cardDetails = (form: CardForm): CardDetails => ({
  number: digits(form.number),
  exp_month: Number(form.month),
  exp_year: Number(form.year),
  cvc: form.cvc,
});
