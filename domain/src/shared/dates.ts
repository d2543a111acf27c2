/**
 * The app's one way of showing a date and a date-time, so every screen reads alike: 'Dec 7, 2026' and
 * 'Dec 7, 2026, 11:54:39 PM'. A date-time carries seconds, as two versions saved in one minute are
 * otherwise shown as the same moment. The time zone is the reader's unless one is given.
 */
const dateParts = { month: 'short', day: 'numeric', year: 'numeric' } as const;
const timeParts = { hour: 'numeric', minute: '2-digit', second: '2-digit' } as const;

const asDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** 'Dec 7, 2026'; what cannot be read as a date is shown as it came, and nothing for nothing. */
export function formatDate(value: string | number | Date | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = asDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return date.toLocaleDateString('en-US', { ...dateParts, timeZone });
}

/** 'Dec 7, 2026, 11:54:39 PM'; what cannot be read as a date is shown as it came, and nothing for nothing. */
export function formatDateTime(value: string | number | Date | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = asDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return date.toLocaleString('en-US', { ...dateParts, ...timeParts, timeZone });
}
