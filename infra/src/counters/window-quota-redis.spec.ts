import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSharedCounters, redisAnswers, type SharedCounters } from './redis';
import { createRedisWindowQuota } from './window-quota-redis';
import { windowQuotaFor } from './window-quota';
import { windowQuotaContract } from '../../testing/counters/window-quota.contract';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// A prefix per run, and one per quota below it: runs and tests never see each other's uses.
const runPrefix = `dealbook-test-quota-${process.pid}-${randomUUID()}`;

const redisUp = await redisAnswers(redisUrl);
if (!redisUp) console.warn(`redis window quota suite skipped: Redis not reachable at ${redisUrl} (set REDIS_URL)`);

describe.skipIf(!redisUp)('redis window quota', () => {
  let counters: SharedCounters;
  let quotas = 0;
  beforeAll(() => void (counters = openSharedCounters(redisUrl, runPrefix)));
  afterAll(async () => {
    const keys = await counters.redis.keys(`${runPrefix}:*`);
    if (keys.length > 0) await counters.redis.del(...keys);
    await counters.close();
  });

  windowQuotaContract('redis', (options) =>
    createRedisWindowQuota({ ...options, redis: counters.redis, prefix: `${runPrefix}:${++quotas}` }),
  );

  const clock = () => new Date('2025-03-01T09:00:00Z');

  it('two instances with the same name share one count, and racing takes never pass the limit', async () => {
    const one = windowQuotaFor(counters, 'mail', { windowMs: 60_000, clock });
    const other = windowQuotaFor(counters, 'mail', { windowMs: 60_000, clock });
    const claim = [{ key: 'to:a@example.com', count: 1, limit: 5 }];
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : other).take(claim)));
    expect(answers.filter((a) => a.ok)).toHaveLength(5);
  });

  it('keeps a key no longer than the window', async () => {
    const quota = windowQuotaFor(counters, 'expiring', { windowMs: 60_000, clock });
    await quota.take([{ key: 'k', count: 2, limit: 3 }]);
    const key = `${runPrefix}:expiring:k`;
    expect(await counters.redis.zcard(key)).toBe(2);
    expect(await counters.redis.pttl(key)).toBeGreaterThan(59_000);
  });
});
