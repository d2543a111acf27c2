import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { jsonDepth, MAX_JSON_DEPTH, registerJsonDepthLimit } from './json-depth';

describe('JSON nesting depth', () => {
  it('counts nesting, not brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{\\"[["}')).toBe(1);
    expect(jsonDepth('12')).toBe(0);
  });

  it('refuses a body nested deeper than the limit with a 400 a person can read, and keeps the prototype checks', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    registerJsonDepthLimit(app);
    app.post('/echo', async (request) => request.body);
    const deep = (n: number) => `{"a":${'['.repeat(n - 1)}${']'.repeat(n - 1)}}`;
    const ok = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: deep(MAX_JSON_DEPTH),
    });
    expect(ok.statusCode).toBe(200);
    const tooDeep = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: deep(10_000),
    });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json()).toMatchObject({
      code: 'TOO_DEEP',
      message: `This request nests its data more than ${MAX_JSON_DEPTH} levels deep.`,
    });
    const poisoned = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    await app.close();
  });
});
