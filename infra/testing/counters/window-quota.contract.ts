/** The behaviour both quotas must show; each one's spec runs it (the Redis one against a real Redis). */
import { describe, expect, it } from 'vitest';
import type { WindowQuota, WindowQuotaOptions } from '../../src/counters/window-quota';

export function windowQuotaContract(name: string, make: (options: WindowQuotaOptions) => WindowQuota): void {
  describe(`${name} window quota contract`, () => {
    const windowMs = 60_000;
    const setUp = () => {
      let now = Date.parse('2025-03-01T09:00:00Z');
      const quota = make({ windowMs, clock: () => new Date(now) });
      return { quota, advance: (ms: number) => void (now += ms) };
    };
    const one = (key: string, limit = 3, count = 1) => [{ key, count, limit }];

    it('allows uses up to the limit within the window, then refuses', async () => {
      const { quota } = setUp();
      for (let i = 0; i < 3; i++) expect((await quota.take(one('a'))).ok).toBe(true);
      expect(await quota.take(one('a'))).toEqual({ ok: false, key: 'a', retryAfterMs: windowMs });
    });

    it('counts several uses at once, and refuses a batch that would pass the limit', async () => {
      const { quota } = setUp();
      expect((await quota.take(one('a', 5, 3))).ok).toBe(true);
      expect((await quota.take(one('a', 5, 3))).ok).toBe(false);
      expect((await quota.take(one('a', 5, 2))).ok).toBe(true);
    });

    it('takes every key of a request or none: a refused key leaves the others uncounted', async () => {
      const { quota } = setUp();
      await quota.take(one('full', 1));
      const refused = await quota.take([
        { key: 'other', count: 1, limit: 1 },
        { key: 'full', count: 1, limit: 1 },
      ]);
      expect(refused).toMatchObject({ ok: false, key: 'full' });
      expect((await quota.take(one('other', 1))).ok).toBe(true);
    });

    it('slides: uses older than the window no longer count, and the wait says when room frees', async () => {
      const { quota, advance } = setUp();
      await quota.take(one('a', 2));
      advance(windowMs / 2);
      await quota.take(one('a', 2));
      expect(await quota.take(one('a', 2))).toEqual({ ok: false, key: 'a', retryAfterMs: windowMs / 2 });
      advance(windowMs / 2);
      expect((await quota.take(one('a', 2))).ok).toBe(true);
      expect((await quota.take(one('a', 2))).ok).toBe(false);
    });

    it('counts each key apart', async () => {
      const { quota } = setUp();
      await quota.take(one('a', 1));
      expect((await quota.take(one('b', 1))).ok).toBe(true);
    });

    it('stays refused however many attempts past the limit arrive', async () => {
      const { quota } = setUp();
      await quota.take(one('a', 2, 2));
      for (let i = 0; i < 30; i++) expect((await quota.take(one('a', 2))).ok).toBe(false);
    });
  });
}
