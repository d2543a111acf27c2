/**
 * The one rule for money on the summary: three significant figures in compact form ($914k, $5.70M, $2.00M,
 * -$60.0k), whole dollars under a thousand, and the exact figure to the cent for a tooltip. Side by side,
 * figures then read at the same precision whatever their size.
 */

const UNITS = [
  { factor: 1e9, suffix: 'B' },
  { factor: 1e6, suffix: 'M' },
  { factor: 1e3, suffix: 'k' },
] as const;

const exact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** '$914k', '$5.70M', '$2.00M', '-$60.0k', '$950'; '' for a value that is not a finite number. */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) return '';
  // rounded first, so that the unit follows the rounding: 999,600 is $1.00M, not $1000k
  const rounded = Number(Math.abs(value).toPrecision(3));
  const sign = value < 0 && rounded >= 0.5 ? '-' : '';
  const unit = UNITS.find((u) => rounded >= u.factor);
  if (!unit) return `${sign}$${Math.round(rounded)}`;
  const scaled = rounded / unit.factor;
  return `${sign}$${scaled >= 1000 ? Math.round(scaled).toLocaleString('en-US') : scaled.toPrecision(3)}${unit.suffix}`;
}

/** The exact figure: '$914,450.27', '-$5,700,000'. */
export function formatExactMoney(value: number): string {
  return Number.isFinite(value) ? exact.format(value) : '';
}
