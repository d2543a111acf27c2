import { describe, expect, it } from 'vitest';
import {
  addMonthsToMonthEnd,
  analysisDate,
  daysBetween,
  daysInMonth,
  earliestRefinanceDate,
  endOfMonth,
  isEndOfMonth,
  isLeapYear,
  latestAnalysisDate,
  maxDate,
  monthsBetween,
  toMonths,
} from './dates';

describe('month ends', () => {
  it('knows the leap years of the Gregorian calendar: 2024 and 2000 are, 2025 and 2100 are not', () => {
    expect([2024, 2000, 2025, 2100].map(isLeapYear)).toEqual([true, true, false, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
  });

  it('takes any day, or a timestamp in UTC, to the last day of its month', () => {
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(endOfMonth('2025-02-10')).toBe('2025-02-28');
    expect(endOfMonth('2025-12-01T23:59:59Z')).toBe('2025-12-31');
    // 23:30 on 31 January in New York is already 1 February in UTC.
    expect(endOfMonth('2025-01-31T23:30:00-05:00')).toBe('2025-02-28');
    expect(endOfMonth(new Date(Date.UTC(2028, 1, 3)))).toBe('2028-02-29');
  });

  it('adds months from month end to month end without spilling into the next month', () => {
    // 31 January + 1 month is the end of February: 29th in 2024, 28th in 2025.
    expect(addMonthsToMonthEnd('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsToMonthEnd('2025-01-31', 1)).toBe('2025-02-28');
    // 29 February 2024 + 12 months = 28 February 2025; + 48 months = 29 February 2028.
    expect(addMonthsToMonthEnd('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonthsToMonthEnd('2024-02-29', 48)).toBe('2028-02-29');
    // across a year end and backwards
    expect(addMonthsToMonthEnd('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonthsToMonthEnd('2025-03-31', -13)).toBe('2024-02-29');
  });

  it('tells a month end from another day', () => {
    expect(isEndOfMonth('2024-02-29')).toBe(true);
    expect(isEndOfMonth('2025-02-28')).toBe(true);
    expect(isEndOfMonth('2024-02-28')).toBe(false);
  });
});

describe('month differences', () => {
  it('counts whole months, a month end reaching the end of a shorter month', () => {
    expect(monthsBetween('2025-01-31', '2025-02-28')).toBe(1);
    expect(monthsBetween('2024-01-31', '2024-02-29')).toBe(1);
    expect(monthsBetween('2025-01-31', '2029-01-31')).toBe(48);
    // 15 January to 14 February is not yet a month.
    expect(monthsBetween('2025-01-15', '2025-02-14')).toBe(0);
    expect(monthsBetween('2025-01-15', '2025-02-15')).toBe(1);
  });

  it('floors the difference at 0 when the second date is earlier', () => {
    expect(monthsBetween('2025-06-30', '2025-01-31')).toBe(0);
  });

  it('counts actual days, 366 across a leap February', () => {
    expect(daysBetween('2024-01-31', '2025-01-31')).toBe(366);
    expect(daysBetween('2025-01-31', '2026-01-31')).toBe(365);
    expect(daysBetween('2025-01-31', '2025-01-01')).toBe(-30);
  });

  it('reads years as 12 months and anything else as months', () => {
    expect(toMonths(2, 'years')).toBe(24);
    expect(toMonths(1.5, 'years')).toBe(18);
    expect(toMonths(18, 'months')).toBe(18);
    expect(toMonths(18, null)).toBe(18);
    expect(toMonths(null, 'years')).toBe(0);
  });

  it('finds the latest of several dates', () => {
    expect(maxDate(['2028-01-31', '2029-01-31', '2027-07-31'])).toBe('2029-01-31');
    expect(maxDate([])).toBeNull();
  });
});

describe('analysis date rules', () => {
  const now = '2025-03-14T10:00:00Z';

  it('defaults to the end of the current month', () => {
    expect(analysisDate(null, now)).toBe('2025-03-31');
  });

  it('is never later than the end of the current month', () => {
    expect(analysisDate('2025-09-30', now)).toBe('2025-03-31');
  });

  it('keeps an earlier analysis date, taken to its month end', () => {
    expect(analysisDate('2024-02-10', now)).toBe('2024-02-29');
  });

  it('allows analysis up to 120 months later, to month end', () => {
    // 29 February 2024 + 120 months = February 2034, which has 28 days.
    expect(latestAnalysisDate('2024-02-29')).toBe('2034-02-28');
  });

  it('allows refinancing from the analysis date plus the construction period, at month end', () => {
    expect(earliestRefinanceDate('2025-01-31', 25)).toBe('2027-02-28');
  });
});
