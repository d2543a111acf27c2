/**
 * Excel's ROUND(number, num_digits). Excel first takes the value to 15 significant digits (the precision it
 * displays and stores), then rounds half away from zero in decimal. That is why ROUND(1.005, 2) is 1.01 in
 * Excel although the double nearest to 1.005 is 1.00499999999999989...: at 15 digits it is exactly 1.005.
 *
 * The decimal shift is done on the textual exponent (`1.005e2` → 100.5 exactly) rather than by multiplying
 * by 10^digits, which would bring the binary error back (1.005 * 100 = 100.49999999999999).
 */
export function roundExcel(value: number, digits = 0): number {
  if (!Number.isFinite(value)) return value;
  const places = Math.trunc(digits);
  return fastRound(value, places) ?? decimalRound(value, places);
}

const POWERS_OF_TEN = Array.from({ length: 23 }, (_, i) => 10 ** i);

/**
 * Most values are nowhere near a half: scaling by an exact power of ten decides the rounding at once, and
 * dividing the integer back by that power gives the same double as parsing the decimal. Scaling errs by an
 * ulp and the 15-digit step moves the value by at most 5e-14 of itself, so the answer is certain when the
 * fraction is further than that from one half; otherwise (null) the decimal path decides.
 */
function fastRound(value: number, places: number): number | null {
  const factor = POWERS_OF_TEN[places];
  if (factor === undefined) return null;
  const scaled = Math.abs(value) * factor;
  if (scaled >= 1e15) return null;
  const whole = Math.floor(scaled);
  const fraction = scaled - whole;
  if (Math.abs(fraction - 0.5) <= 1e-13 * scaled + 1e-12) return null;
  const rounded = (fraction > 0.5 ? whole + 1 : whole) / factor;
  if (rounded === 0) return 0;
  return value < 0 ? -rounded : rounded;
}

function decimalRound(value: number, places: number): number {
  const significant = Number(value.toPrecision(15));
  const magnitude = Math.abs(significant);
  const shifted = shiftDecimal(magnitude, places);
  // Past 1.8e306 the shift overflows to Infinity (and 'Infinity'.split('e') made NaN of 1e308): a number
  // that large has no digits after the point to round.
  if (!Number.isFinite(shifted)) return significant;
  const rounded = shiftDecimal(Math.round(shifted), -places);
  if (rounded === 0) return 0;
  return significant < 0 ? -rounded : rounded;
}

/** ROUND(x, 2): money. The spec rounds capex and NOI totals to 2 decimals. */
export function round2(value: number): number {
  return roundExcel(value, 2);
}

/** ROUND(x, 0): the spec rounds the project area to 0 decimals. */
export function round0(value: number): number {
  return roundExcel(value, 0);
}

function shiftDecimal(value: number, places: number): number {
  if (value === 0 || places === 0) return value;
  const [mantissa, exponent] = value.toExponential().split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}
