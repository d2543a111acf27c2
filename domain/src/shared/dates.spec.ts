import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('the one display format of dates and date-times', () => {
  it('shows a date as month, day and year', () => {
    expect(formatDate('2026-12-07T23:54:39.120Z', 'UTC')).toBe('Dec 7, 2026');
  });

  it('shows a date-time to the second, so two saves in one minute read apart', () => {
    expect(formatDateTime('2026-12-07T23:54:09.000Z', 'UTC')).toBe('Dec 7, 2026, 11:54:09 PM');
    expect(formatDateTime('2026-12-07T23:54:39.000Z', 'UTC')).toBe('Dec 7, 2026, 11:54:39 PM');
  });

  it('reads epoch milliseconds and dates alike, in the time zone given', () => {
    const at = Date.UTC(2026, 0, 2, 3, 4, 5);
    expect(formatDateTime(at, 'America/New_York')).toBe('Jan 1, 2026, 10:04:05 PM');
    expect(formatDate(new Date(at), 'UTC')).toBe('Jan 2, 2026');
  });

  it('shows nothing for a missing date and the text itself for one it cannot read', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });
});
