/**
 * Numbers as dealmakers type them: `24.5M`, `$24.5M`, `850k`, `1.2bn`, `$24,500,000`, `6.25%`, `-3`.
 * A suffix multiplies (k a thousand, M or MM a million, B or bn a billion); `$`, `%`, spaces and
 * thousands separators in their places are allowed and mean nothing more. Anything else is refused
 * rather than read as the digits it starts with: `12abc` is not 12, and `1e3` (which no one types for a
 * thousand) is not 1,000. Shared by every number input, so what is shown is what is saved.
 */
export type TypedNumber = { ok: true; value: number | null } | { ok: false; message: string };

export const UNREADABLE_NUMBER = 'Enter a number, such as 24.5M, 850k, $24,500,000 or 6.25%.';

const EXPONENTS: Record<string, number> = { k: 3, m: 6, mm: 6, b: 9, bn: 9 };

const SHAPE = /^(-)?\$?(-)?(\d{1,3}(?:,\d{3})+(?:\.\d*)?|\d+(?:\.\d*)?|\.\d+)(k|mm|m|bn|b)?(%)?$/i;

export function readTypedNumber(text: string): TypedNumber {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') return { ok: true, value: null };
  const found = SHAPE.exec(compact);
  if (!found || (found[1] && found[2]) || (found[4] && found[5])) return { ok: false, message: UNREADABLE_NUMBER };
  const [, before, after, digits, suffix] = found;
  const exponent = suffix ? EXPONENTS[suffix.toLowerCase()]! : 0;
  // Scaled by the exponent in decimal, not multiplied in binary: 1.1M is 1,100,000, not 1,100,000.0000000002.
  const value = Number(`${digits!.replace(/,/g, '')}e${exponent}`);
  return { ok: true, value: before || after ? -value : value };
}

/** Whether a text used a shorthand (a suffix), so the form says what it was read as. */
export const usesShorthand = (text: string): boolean => /\d\s*(k|mm|m|bn|b)\s*%?\s*$/i.test(text.trim());

/** A number for an input, grouped in thousands where `grouped` (amounts, sizes, counts; not years or rates). */
export const formatTypedNumber = (value: number, grouped: boolean): string =>
  grouped ? value.toLocaleString('en-US', { maximumFractionDigits: 6 }) : String(value);
