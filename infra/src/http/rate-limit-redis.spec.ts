import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSharedCounters, redisAnswers, type SharedCounters } from '../counters/redis';
import { registerHttpBasics } from './basics';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const runPrefix = `dealbook-test-rate-limit-${process.pid}-${randomUUID()}`;

const redisUp = await redisAnswers(redisUrl);
if (!redisUp) console.warn(`redis rate limit suite skipped: Redis not reachable at ${redisUrl} (set REDIS_URL)`);

/** One instance of a service: the basics on their own, and a route allowing 3 requests a minute. */
async function instance(counters: SharedCounters): Promise<FastifyInstance> {
  const app = Fastify();
  await registerHttpBasics(app, { appUrl: 'http://localhost:3000', sessionKey: randomBytes(32), lookupUser: async () => null, counters });
  app.get('/limited', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe.skipIf(!redisUp)('per-route rate limits in Redis', () => {
  let counters: SharedCounters;
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    counters = openSharedCounters(redisUrl, runPrefix);
    apps = [await instance(counters), await instance(counters)];
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    const keys = await counters.redis.keys(`${runPrefix}:*`);
    if (keys.length > 0) await counters.redis.del(...keys);
    await counters.close();
  });

  it('counts a client across the instances: the limit holds however its requests are spread', async () => {
    const [one, other] = apps as [FastifyInstance, FastifyInstance];
    const get = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/limited', remoteAddress: '10.0.0.1' });
    expect((await get(one)).statusCode).toBe(200);
    expect((await get(other)).statusCode).toBe(200);
    expect((await get(one)).statusCode).toBe(200);
    expect((await get(other)).statusCode).toBe(429);
    expect((await get(one)).statusCode).toBe(429);
    const elsewhere = await other.inject({ method: 'GET', url: '/limited', remoteAddress: '10.0.0.2' });
    expect(elsewhere.statusCode).toBe(200);
    expect(await counters.redis.keys(`${runPrefix}:rate-limit:*`)).not.toHaveLength(0);
  });
});
