import { describe, expect, it } from 'vitest';
import { dateGroupOf, groupByLastUpdate, pageOf } from './grouping';

const now = new Date(2025, 5, 15, 12, 0);
const daysAgo = (days: number, hours = 0) => new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000).toISOString();

describe('console grouping by last update', () => {
  it('puts the same calendar day under today, then within 7 days, within 30 days, and older', () => {
    expect(dateGroupOf(new Date(2025, 5, 15, 0, 5).toISOString(), now)).toBe('today');
    expect(dateGroupOf(new Date(2025, 5, 14, 23, 55).toISOString(), now)).toBe('seven_days_ago');
    expect(dateGroupOf(daysAgo(7), now)).toBe('seven_days_ago');
    expect(dateGroupOf(daysAgo(8), now)).toBe('thirty_days_ago');
    expect(dateGroupOf(daysAgo(30), now)).toBe('thirty_days_ago');
    expect(dateGroupOf(daysAgo(31), now)).toBe('older');
    expect(dateGroupOf(null, now)).toBe('older');
  });

  it('lists each group newest first and leaves empty groups out', () => {
    const items = [{ d: daysAgo(40) }, { d: daysAgo(0, 1) }, { d: daysAgo(0, 2) }, { d: daysAgo(3) }];
    const groups = groupByLastUpdate(items, (i) => i.d, now);
    expect(groups.map((g) => g.group)).toEqual(['today', 'seven_days_ago', 'older']);
    expect(groups[0]!.items.map((i) => i.d)).toEqual([daysAgo(0, 1), daysAgo(0, 2)]);
  });

  it('shows 3 cards per page across groups, and clamps a page past the end', () => {
    const items = Array.from({ length: 7 }, (_, i) => ({ d: daysAgo(i * 5) }));
    const first = pageOf(items, (i) => i.d, now, 1);
    expect(first.pages).toBe(3);
    expect(first.groups.flatMap((g) => g.items)).toHaveLength(3);
    const last = pageOf(items, (i) => i.d, now, 9);
    expect(last.page).toBe(3);
    expect(last.groups.flatMap((g) => g.items)).toEqual([{ d: daysAgo(30) }]);
  });
});
