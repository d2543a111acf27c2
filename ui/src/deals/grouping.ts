import { CONSOLE_PAGE_SIZE } from '@dealbook/domain/catalog/constants';

/** The console's date groups, newest first. */
export const dateGroups = ['today', 'seven_days_ago', 'thirty_days_ago', 'older'] as const;
export type DateGroup = (typeof dateGroups)[number];

export const dateGroupLabels: Record<DateGroup, string> = {
  today: 'Today',
  seven_days_ago: 'Last 7 days',
  thirty_days_ago: 'Last 30 days',
  older: 'Older',
};

const DAY_MS = 86_400_000;
const startOfDay = (time: Date) => new Date(time.getFullYear(), time.getMonth(), time.getDate()).getTime();

/** Today is the same calendar day (the user's); then within 7 days, within 30 days, and older. */
export function dateGroupOf(when: string | null | undefined, now: Date): DateGroup {
  const time = when ? Date.parse(when) : NaN;
  if (Number.isNaN(time)) return 'older';
  if (startOfDay(new Date(time)) >= startOfDay(now)) return 'today';
  const age = now.getTime() - time;
  if (age <= 7 * DAY_MS) return 'seven_days_ago';
  if (age <= 30 * DAY_MS) return 'thirty_days_ago';
  return 'older';
}

export type Grouped<T> = { group: DateGroup; items: T[] }[];

/** Items newest first, in their date groups; empty groups are left out. */
export function groupByLastUpdate<T>(items: readonly T[], dateOf: (item: T) => string | null | undefined, now: Date): Grouped<T> {
  const time = (item: T) => Date.parse(dateOf(item) ?? '') || 0;
  const sorted = [...items].sort((a, b) => time(b) - time(a));
  return dateGroups
    .map((group) => ({ group, items: sorted.filter((item) => dateGroupOf(dateOf(item), now) === group) }))
    .filter((entry) => entry.items.length > 0);
}

/** One page of the sorted items (3 per page), then grouped: groups split across pages keep their heading. */
export function pageOf<T>(items: readonly T[], dateOf: (item: T) => string | null | undefined, now: Date, page: number) {
  const sorted = groupByLastUpdate(items, dateOf, now).flatMap((entry) => entry.items);
  const pages = Math.max(1, Math.ceil(sorted.length / CONSOLE_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const slice = sorted.slice((current - 1) * CONSOLE_PAGE_SIZE, current * CONSOLE_PAGE_SIZE);
  return { pages, page: current, groups: groupByLastUpdate(slice, dateOf, now) };
}
