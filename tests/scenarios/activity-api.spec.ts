import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '@dealbook/projections';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

describe('the activity list for admins', () => {
  let rt: TestRuntime;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    rt = await startTestRuntime({ BENCH_ROUTES: 'true' });
    admin = await rt.cookieFor({ id: 'u-admin', email: 'admin@example.com', admin: true });
    member = await rt.cookieFor({ id: 'u-member', email: 'member@example.com' });
  });
  afterAll(() => rt.dispose());

  const ping = (stream: string, note: string, cookie?: string) =>
    rt.app.inject({ method: 'POST', url: `/api/bench/ping/${stream}`, headers: cookie ? { cookie } : {}, payload: { note } });

  it('answers 401 without a session and 403 to a non-admin', async () => {
    expect((await rt.app.inject({ method: 'GET', url: '/api/admin/activity' })).statusCode).toBe(401);
    expect((await rt.app.inject({ method: 'GET', url: '/api/admin/activity', headers: { cookie: member } })).statusCode).toBe(403);
  });

  it('shows a write at once when the client sends the position it got back', async () => {
    const write = await ping('one', 'hello', admin);
    const res = await rt.app.inject({
      method: 'GET',
      url: '/api/admin/activity',
      headers: { cookie: admin, 'x-min-position': String(write.headers['x-position']) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['server-timing']).toMatch(/^projections;dur=\d+\.\d$/);
    expect(res.json()[0]).toMatchObject({
      stream_id: 'bench-one',
      type: 'BenchPinged',
      summary: 'Benchmark ping: hello',
      actor_email: 'admin@example.com',
    });
  });

  it("names each line's event by its own id, and its place in the log by the unpadded position", async () => {
    const write = await ping('named', 'who am i', admin);
    const position = String(write.headers['x-position']);
    const [event] = await rt.adapters.store.readStream('bench-named');
    const headers = { cookie: admin, 'x-min-position': position };
    const [listed] = (
      await rt.app.inject({ method: 'GET', url: '/api/admin/activity?filter={"stream_id":"bench-named"}', headers })
    ).json();
    expect(listed).toMatchObject({ id: position.padStart(20, '0'), event_id: event!.id, position });
    const shown = await rt.app.inject({ method: 'GET', url: `/api/admin/activity/${listed.id}`, headers });
    expect(shown.json()).toMatchObject({ event_id: event!.id, position });
  });

  it('pages newest first with a Content-Range total, and filters by stream and text', async () => {
    let last = '';
    for (let i = 0; i < 5; i++) last = String((await ping('paged', `n${i}`)).headers['x-position']);
    const headers = { cookie: admin, 'x-min-position': last };
    const page = await rt.app.inject({ method: 'GET', url: '/api/admin/activity?range=[0,1]&filter={"stream_id":"bench-paged"}', headers });
    expect(page.headers['content-range']).toBe('activity 0-1/5');
    expect(page.json().map((a: { summary: string }) => a.summary)).toEqual(['Benchmark ping: n4', 'Benchmark ping: n3']);
    const found = await rt.app.inject({ method: 'GET', url: `/api/admin/activity?filter=${encodeURIComponent('{"q":"N2"}')}`, headers });
    expect(found.json().map((a: { summary: string }) => a.summary)).toEqual(['Benchmark ping: n2']);
  });

  it('answers a malformed range with 400, not 500', async () => {
    const res = await rt.app.inject({ method: 'GET', url: '/api/admin/activity?range=[0,', headers: { cookie: admin } });
    expect(res.statusCode).toBe(400);
  });

  it('answers 503 with Retry-After when the read side cannot reach the position in time', async () => {
    const res = await rt.app.inject({
      method: 'GET',
      url: '/api/admin/activity',
      headers: { cookie: admin, 'x-min-position': '999999999' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
  });

  it('lists each projection with its lag for admins', async () => {
    const res = await rt.app.inject({ method: 'GET', url: '/api/admin/projections', headers: { cookie: admin } });
    const rows = res.json() as { id: string }[];
    expect(rows.map((r) => r.id)).toEqual(allProjections.map((p) => p.name));
    expect(rows).toContainEqual(expect.objectContaining({ id: 'activity', state: 'running', lag: expect.any(Number) }));
  });
});
