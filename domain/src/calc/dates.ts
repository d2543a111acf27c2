/**
 * Calendar arithmetic on UTC calendar days, written as ISO dates ('2025-03-31'). The engine never reads the
 * clock: "now" arrives as an argument. Deal dates live on month ends, so most rules are "end of the month
 * reached after n months", which is month-index arithmetic and never overflows into the next month
 * (31 January + 1 month is 28 or 29 February).
 */
export interface CalendarDate {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

/** The analysis horizon, and the maximum hold date 10 years after the minimum. */
export const MAX_ANALYSIS_HORIZON_MONTHS = 120;
export const MAX_HOLD_AFTER_MINIMUM_MONTHS = 120;
export const MONTHS_PER_YEAR = 12;

const MS_PER_DAY = 86_400_000;
/** A plain calendar day, read without building a Date (the engine parses thousands per deal). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseDate(value: string | Date): CalendarDate {
  if (typeof value === 'string' && ISO_DAY.test(value)) {
    const date = { year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)), day: Number(value.slice(8, 10)) };
    if (date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= daysInMonth(date.year, date.month)) return date;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function formatDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

export function isEndOfMonth(value: string | Date): boolean {
  const d = parseDate(value);
  return d.day === daysInMonth(d.year, d.month);
}

/** The last day of the month of `value`. */
export function endOfMonth(value: string | Date): string {
  return addMonthsToMonthEnd(value, 0);
}

/** The last day of the month reached `months` months after the month of `value` (months may be negative). */
export function addMonthsToMonthEnd(value: string | Date, months: number): string {
  const d = parseDate(value);
  const index = d.year * 12 + (d.month - 1) + Math.trunc(months);
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return formatDate({ year, month, day: daysInMonth(year, month) });
}

/**
 * Whole months from `from` to `to`, floored at 0. A month counts once the same day of the
 * month is reached, or the end of a shorter month: 31 January → 29 February 2024 is one month.
 */
export function monthsBetween(from: string | Date, to: string | Date): number {
  const a = parseDate(from);
  const b = parseDate(to);
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  if (b.day < a.day && b.day !== daysInMonth(b.year, b.month)) months -= 1;
  return Math.max(0, months);
}

/** Actual days from `from` to `to` (negative when `to` is earlier), for XIRR's actual/365. */
export function daysBetween(from: string | Date, to: string | Date): number {
  const a = parseDate(from);
  const b = parseDate(to);
  return (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / MS_PER_DAY;
}

export function compareDates(a: string | Date, b: string | Date): number {
  return daysBetween(b, a);
}

export function maxDate(dates: readonly string[]): string | null {
  return dates.reduce<string | null>(
    (latest, d) => (latest === null || compareDates(d, latest) > 0 ? formatDate(parseDate(d)) : latest),
    null,
  );
}

/** A duration entered with its time units, in months: years × 12. Unknown units read as months. */
export function toMonths(amount: number | null | undefined, units: string | null | undefined): number {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  return units === 'years' ? value * MONTHS_PER_YEAR : value;
}

/**
 * The analysis date: the entered date taken to its month end, defaulting to the end of the current month and
 * never later than it.
 */
export function analysisDate(entered: string | null | undefined, now: string | Date): string {
  const currentMonthEnd = endOfMonth(now);
  if (!entered) return currentMonthEnd;
  const enteredMonthEnd = endOfMonth(entered);
  return compareDates(enteredMonthEnd, currentMonthEnd) > 0 ? currentMonthEnd : enteredMonthEnd;
}

/** The latest analysis date: the analysis date plus 120 months, to month end. */
export function latestAnalysisDate(analysis: string): string {
  return addMonthsToMonthEnd(analysis, MAX_ANALYSIS_HORIZON_MONTHS);
}

/** The earliest refinance date: the analysis date plus the construction period, rounded to month end. */
export function earliestRefinanceDate(analysis: string, constructionMonths: number): string {
  return addMonthsToMonthEnd(analysis, constructionMonths);
}
