import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '@dealbook/projections';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

describe('the HTTP surface every route shares', () => {
  let rt: TestRuntime;
  beforeAll(async () => {
    rt = await startTestRuntime({ BENCH_ROUTES: 'true' });
  });
  afterAll(() => rt.dispose());

  it('reports readiness with each projection on /api/health', async () => {
    const res = await rt.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: string; projections: { name: string; state: string }[] };
    expect(body.status).toBe('ok');
    expect(body.projections.map((p) => p.name)).toEqual(allProjections.map((p) => p.name));
    expect(body.projections.every((p) => p.state === 'running')).toBe(true);
  });

  it('answers malformed JSON with 400 in the one error shape, never 500', async () => {
    const res = await rt.app.inject({
      method: 'POST',
      url: '/api/bench/ping/a',
      headers: { 'content-type': 'application/json' },
      payload: '{"note":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: expect.any(String), message: expect.any(String) });
  });

  it('answers invalid fields with 400 and the field errors', async () => {
    const res = await rt.app.inject({ method: 'POST', url: '/api/bench/ping/a', payload: { note: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      details: { fields: [expect.objectContaining({ path: expect.stringContaining('note') })] },
    });
  });

  it('refuses a text/plain body, the kind a hostile page can post', async () => {
    const res = await rt.app.inject({
      method: 'POST',
      url: '/api/bench/ping/a',
      headers: { 'content-type': 'text/plain' },
      payload: 'note=x',
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a state change whose Origin is another site', async () => {
    const res = await rt.app.inject({
      method: 'POST',
      url: '/api/bench/ping/a',
      headers: { origin: 'https://evil.example' },
      payload: { note: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CROSS_ORIGIN' });
  });

  it('accepts the same change from the app’s own origin and tells where it landed', async () => {
    const res = await rt.app.inject({
      method: 'POST',
      url: '/api/bench/ping/a',
      headers: { origin: 'http://localhost:3000' },
      payload: { note: 'x' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-position']).toMatch(/^\d+$/);
  });

  it('appends nothing twice for a retried request with the same Idempotency-Key', async () => {
    const send = () =>
      rt.app.inject({ method: 'POST', url: '/api/bench/ping/idem', headers: { 'idempotency-key': 'k-1' }, payload: { note: 'once' } });
    const first = await send();
    const second = await send();
    expect(second.json()).toEqual(first.json());
    expect(await rt.adapters.store.readStream('bench-idem')).toHaveLength(1);
  });

  it('refuses an Idempotency-Key sent again with another request, and appends nothing for it', async () => {
    const send = (note: string) =>
      rt.app.inject({ method: 'POST', url: '/api/bench/ping/reused', headers: { 'idempotency-key': 'k-2' }, payload: { note } });
    expect((await send('first')).statusCode).toBe(200);
    const other = await send('second');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await send('first')).statusCode).toBe(200);
    expect(await rt.adapters.store.readStream('bench-reused')).toHaveLength(1);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await rt.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await rt.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/admin/activity');
  });

  it('sets security headers', async () => {
    const res = await rt.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
