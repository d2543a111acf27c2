import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMessages } from '@dealbook/domain';
import { openSharedCounters, redisAnswers } from '@dealbook/infra/counters/redis';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { PASSWORD, signIn } from './identity-helpers';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Keys of this run only: other runs and other files on the same Redis count apart.
const prefix = `dealbook-test-counters-${process.pid}-${randomUUID()}`;

const redisUp = await redisAnswers(redisUrl);
if (!redisUp) console.warn(`shared counters scenarios skipped: Redis not reachable at ${redisUrl} (set REDIS_URL)`);

/** Two instances of the services behind one gateway, counting in one Redis (COUNTERS=redis). */
describe.skipIf(!redisUp)('counters shared by two instances', () => {
  let one: TestRuntime;
  let other: TestRuntime;
  beforeAll(async () => {
    // Every failure costs a (dummy) hash: the cheapest cost keeps 100 of them quick.
    const env = { COUNTERS: 'redis', REDIS_URL: redisUrl, COUNTERS_PREFIX: prefix, PASSWORD_HASH_COST: '10' };
    [one, other] = await Promise.all([startTestRuntime(env), startTestRuntime(env)]);
  });
  afterAll(async () => {
    await Promise.all([one?.dispose(), other?.dispose()]);
    const { redis, close } = openSharedCounters(redisUrl, prefix);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await close();
  });

  it('refuses sign-ins from an address once its failures on both instances reach the limit', async () => {
    for (let i = 0; i < 50; i++) {
      expect((await signIn(one, `guess${i}@example.com`, PASSWORD)).statusCode).toBe(401);
      expect((await signIn(other, `guess${i}@example.org`, PASSWORD)).statusCode).toBe(401);
    }
    for (const rt of [one, other]) {
      const blocked = await signIn(rt, 'ann@example.com', PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_SIGN_INS', message: identityMessages.tooManySignInsFromAddress.message });
    }
  });

  it("holds a route's rate limit however a client's requests are spread over the instances", async () => {
    // The coupon lookup allows 30 a minute; the limit counts before the session check, so 401s count too.
    const lookup = (rt: TestRuntime) => rt.app.inject({ method: 'GET', url: '/api/app/payments/coupons/SPRING' });
    for (let i = 0; i < 15; i++) {
      expect((await lookup(one)).statusCode).toBe(401);
      expect((await lookup(other)).statusCode).toBe(401);
    }
    expect((await lookup(one)).statusCode).toBe(429);
    expect((await lookup(other)).statusCode).toBe(429);
  });
});
