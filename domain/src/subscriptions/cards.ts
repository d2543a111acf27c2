/**
 * Card rules of the payment dialog, shared by the dialog and the sandbox tokeniser.
 * Type from the leading digits: 51–55 mastercard, 4 visa, 34 or 37 amex, 36/38/300–305 diners, discover
 * (6011, 65, 644–649, 622126–622925); anything else has no type and is invalid. Masks: 16 digits, amex 15,
 * diners 14.
 */
export type CardType = 'mastercard' | 'visa' | 'amex' | 'diners' | 'discover';

/**
 * The title of every refused card, in the subscription, team and model flows alike (the requirements:
 * 'Error: Stripe Payment', with the server message), so a card failure reads the same wherever it happens.
 */
export const PAYMENT_FAILED_TITLE = 'Error: Stripe Payment';

export function cardTypeOf(number: string): CardType | undefined {
  const n = number.replace(/\D/g, '');
  const prefix = (len: number) => Number(n.slice(0, len));
  if (/^5[1-5]/.test(n)) return 'mastercard';
  if (/^4/.test(n)) return 'visa';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^3(0[0-5]|[68])/.test(n)) return 'diners';
  if (/^(6011|65|64[4-9])/.test(n) || (n.length >= 6 && prefix(6) >= 622126 && prefix(6) <= 622925)) return 'discover';
  return undefined;
}

export const cardLength = (type: CardType | undefined): number => (type === 'amex' ? 15 : type === 'diners' ? 14 : 16);

/** Spaced as the mask shows it: 4-4-4-4, amex 4-6-5, diners 4-6-4. */
export function maskCard(number: string): string {
  const type = cardTypeOf(number);
  const n = number.replace(/\D/g, '').slice(0, cardLength(type));
  const groups = type === 'amex' || type === 'diners' ? [4, 6, 5] : [4, 4, 4, 4];
  const out: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= n.length) break;
    out.push(n.slice(at, at + size));
    at += size;
  }
  return out.join(' ');
}

/** Luhn's check digit holds. */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * The expiry is invalid when its year is the current year and its month is at or before
 * the current month (and, ours, when the year has passed or the month is not 1–12).
 */
export function expiryValid(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12) return false;
  const thisYear = now.getUTCFullYear();
  if (year < thisYear) return false;
  return !(year === thisYear && month <= now.getUTCMonth() + 1);
}
