import { describe, expect, it } from 'vitest';
import { shortId, splitIds } from './ids';

describe('long ids in the activity log', () => {
  it('keep their category and first 8 characters', () => {
    expect(shortId('deal-0190f5a2-7c1e-7000-8000-000000000001')).toBe('deal-0190f5a2…');
    expect(shortId('0190f5a2-7c1e-7000-8000-000000000001')).toBe('0190f5a2…');
    expect(shortId('9f86d081884c7d659a2feaa0c55ad015')).toBe('9f86d081…');
  });

  it('stay whole when short', () => {
    expect(shortId('deal-d1')).toBe('deal-d1');
    expect(shortId('u1')).toBe('u1');
  });

  it('are found in a summary, words without digits left as text', () => {
    expect(splitIds('Saved on deal-0190f5a2-7c1e-7000-8000-000000000001 by ProjectionRebuildRequested')).toEqual([
      { text: 'Saved on ', id: false },
      { text: 'deal-0190f5a2-7c1e-7000-8000-000000000001', id: true },
      { text: ' by ProjectionRebuildRequested', id: false },
    ]);
    expect(splitIds("Saved deal 'Harbor Point'")).toEqual([{ text: "Saved deal 'Harbor Point'", id: false }]);
  });
});
