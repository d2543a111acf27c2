/**
 * Display helpers the UI and the engine's messages share: money abbreviated to k, M or B
 * with two decimals and trailing zeros trimmed, rates as percents with two decimals, months in words, and
 * dates as the US product shows them.
 */
import { parseDate } from './dates';
import { roundExcel } from './round';

const UNITS = [
  { factor: 1, suffix: '' },
  { factor: 1e3, suffix: 'k' },
  { factor: 1e6, suffix: 'M' },
  { factor: 1e9, suffix: 'B' },
] as const;

/**
 * '$1.25M', '$1.5k', '$2B', '$999.5', '-$12.35k'. The unit is the largest the amount reaches; when rounding
 * to two decimals reaches 1000 of it, the next unit is used ($999,999 shows as '$1M' rather than '$1000k').
 */
export function formatCurrency(value: number): string {
  if (!Number.isFinite(value)) return '';
  const magnitude = Math.abs(value);
  let unit = UNITS.reduce((chosen, u, i) => (magnitude >= u.factor ? i : chosen), 0);
  let scaled = roundExcel(magnitude / UNITS[unit]!.factor, 2);
  if (scaled >= 1000 && unit < UNITS.length - 1) {
    unit += 1;
    scaled = roundExcel(magnitude / UNITS[unit]!.factor, 2);
  }
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return `${sign}$${String(scaled)}${UNITS[unit]!.suffix}`;
}

/** A rate as a percent: 0.0525 → '5.25%' (x100, 2 decimals). */
export function formatPercent(rate: number): string {
  if (!Number.isFinite(rate)) return '';
  return `${roundExcel(rate * 100, 2).toFixed(2)}%`;
}

/** 30 → '2 years and 6 months', 12 → '1 year', 1 → '1 month', 0 → '0 months'. */
export function monthsInWords(months: number): string {
  const whole = Math.max(0, Math.floor(months));
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (years === 0) return plural(rest, 'month');
  if (rest === 0) return plural(years, 'year');
  return `${plural(years, 'year')} and ${plural(rest, 'month')}`;
}

/** '2027-03-31' → '03/31/2027'. */
export function formatUsDate(value: string): string {
  const { year, month, day } = parseDate(value);
  return `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${year}`;
}
