import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../providers/httpClient';
import { createMatchesApi } from './matches-api';

function fakeHttp(json: unknown = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const http = Object.assign(
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      return { status: 200, headers: new Headers(), body: JSON.stringify(json), json };
    }),
    { position: () => null },
  ) as unknown as HttpClient;
  return { http, calls };
}

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('the matches api', () => {
  it('reads the list and runs the matcher with an Idempotency-Key', async () => {
    const { http, calls } = fakeHttp({ matches: [] });
    const api = createMatchesApi(http);
    await api.retrieve('d 1');
    await api.run('d1');
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['GET', '/api/app/deals/secure/d%201/matches/retrieve'],
      ['PUT', '/api/app/deals/secure/d1/modify/get_matched'],
    ]);
    expect(header(calls[1]!.init, 'Idempotency-Key')).toBeTruthy();
    expect(calls[1]!.init.body).toBeUndefined();
  });

  it('contacts through /demo for a demo deal and rates with { rating }', async () => {
    const { http, calls } = fakeHttp();
    const api = createMatchesApi(http);
    await api.contact('d1', 'm1', false);
    await api.contact('d1', 'm1', true);
    await api.rate('d1', 'm1', 5);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/app/deals/secure/d1/matches/m1/contact',
      '/api/app/deals/secure/d1/matches/m1/contact/demo',
      '/api/app/deals/secure/d1/matches/m1/rate',
    ]);
    expect(calls[2]!.init.body).toBe('{"rating":5}');
    expect(header(calls[0]!.init, 'Idempotency-Key')).not.toBe(header(calls[1]!.init, 'Idempotency-Key'));
  });
});
