import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSharedCounters, redisAnswers, type SharedCounters } from '@dealbook/infra/counters/redis';
import { createRedisIpThrottle } from './ip-throttle-redis';
import { ipThrottleFor } from './ip-throttle';
import { ipThrottleContract } from './ip-throttle.contract';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// A prefix per run, and one per throttle below it: runs and tests never see each other's failures.
const runPrefix = `dealbook-test-throttle-${process.pid}-${randomUUID()}`;

const redisUp = await redisAnswers(redisUrl);
if (!redisUp) console.warn(`redis ip throttle suite skipped: Redis not reachable at ${redisUrl} (set REDIS_URL)`);

describe.skipIf(!redisUp)('redis ip throttle', () => {
  let counters: SharedCounters;
  let throttles = 0;
  beforeAll(() => void (counters = openSharedCounters(redisUrl, runPrefix)));
  afterAll(async () => {
    const keys = await counters.redis.keys(`${runPrefix}:*`);
    if (keys.length > 0) await counters.redis.del(...keys);
    await counters.close();
  });

  ipThrottleContract('redis', (options) =>
    createRedisIpThrottle({ ...options, redis: counters.redis, prefix: `${runPrefix}:${++throttles}` }),
  );

  const clock = () => new Date('2025-03-01T09:00:00Z');

  it("two instances with the same prefix see each other's failures", async () => {
    const one = ipThrottleFor(counters, 'sign-in', { limit: 2, windowMs: 60_000, clock });
    const other = ipThrottleFor(counters, 'sign-in', { limit: 2, windowMs: 60_000, clock });
    await one.recordFailure('10.0.0.1');
    await other.recordFailure('10.0.0.1');
    expect(await one.blocked('10.0.0.1')).toBe(true);
    expect(await other.blocked('10.0.0.1')).toBe(true);
  });

  it("throttles of different names do not count each other's failures", async () => {
    const signIns = ipThrottleFor(counters, 'names-sign-in', { limit: 1, windowMs: 60_000, clock });
    const shares = ipThrottleFor(counters, 'names-shares', { limit: 1, windowMs: 60_000, clock });
    await signIns.recordFailure('10.0.0.1');
    expect(await shares.blocked('10.0.0.1')).toBe(false);
  });

  it('keeps no more than the limit of failures per address, and lets them expire with the window', async () => {
    const throttle = ipThrottleFor(counters, 'bounded', { limit: 3, windowMs: 60_000, clock });
    for (let i = 0; i < 20; i++) await throttle.recordFailure('10.0.0.1');
    const key = `${runPrefix}:bounded:10.0.0.1`;
    expect(await counters.redis.zcard(key)).toBe(3);
    expect(await counters.redis.pttl(key)).toBeGreaterThan(59_000);
    expect(await counters.redis.pttl(key)).toBeLessThanOrEqual(60_000);
  });
});
