import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerHttpBasics } from './basics';

describe('a route’s rate limit', () => {
  it('answers 429 with a code of its own and when to come back, in the API’s error shape', async () => {
    const app = Fastify();
    await registerHttpBasics(app, { appUrl: 'http://localhost:3000', sessionKey: randomBytes(32), lookupUser: async () => null });
    app.get('/api/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/limited' })).statusCode).toBe(200);
    const refused = await app.inject({ method: 'GET', url: '/api/limited' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', message: expect.stringMatching(/try again in/) });
    expect(refused.headers['retry-after']).toBeDefined();
    await app.close();
  });
});
