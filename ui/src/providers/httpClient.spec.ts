import { describe, expect, it } from 'vitest';
import { createHttpClient, MAX_RETRY_WAIT_MS, retryDelayMs, type ApiError } from './httpClient';
import { fakeFetch } from '../testing/fakeFetch';

const noWait = async () => {};

function client(...replies: Parameters<typeof fakeFetch>) {
  const fake = fakeFetch(...replies);
  const waits: number[] = [];
  const http = createHttpClient({ fetch: fake.fetch, wait: async (ms) => void waits.push(ms) });
  return { http, requests: fake.requests, waits };
}

const minPosition = (request: { headers: Headers } | undefined) => request?.headers.get('X-Min-Position') ?? null;

describe('read-your-writes', () => {
  it('sends no minimum position before any write', async () => {
    const { http, requests } = client({ body: [] });
    await http('/api/admin/activity');
    expect(minPosition(requests[0])).toBeNull();
  });

  it('sends the position a command answered with as X-Min-Position on later reads', async () => {
    const { http, requests } = client({ status: 201, headers: { 'X-Position': '42' } }, { body: [] });
    await http('/api/app/deals', { method: 'POST', body: '{}' });
    await http('/api/admin/activity');
    expect(minPosition(requests[1])).toBe('42');
    expect(http.position()).toBe('42');
  });

  it('never lowers the minimum position when an older write answers later', async () => {
    const { http, requests } = client({ headers: { 'X-Position': '90' } }, { headers: { 'X-Position': '17' } }, { body: [] });
    await http('/api/a', { method: 'POST', body: '{}' });
    await http('/api/b', { method: 'PUT', body: '{}' });
    await http('/api/admin/activity');
    expect(minPosition(requests[2])).toBe('90');
  });

  it('compares positions beyond 2^53 exactly, as KurrentDB commit positions can be', async () => {
    const { http, requests } = client(
      { headers: { 'X-Position': '18446744073709551000' } },
      { headers: { 'X-Position': '18446744073709550999' } },
      {},
    );
    await http('/api/a', { method: 'POST' });
    await http('/api/b', { method: 'POST' });
    await http('/api/c');
    expect(minPosition(requests[2])).toBe('18446744073709551000');
  });

  it('does not attach the minimum position to commands', async () => {
    const { http, requests } = client({ headers: { 'X-Position': '5' } }, {});
    await http('/api/a', { method: 'POST' });
    await http('/api/b', { method: 'POST' });
    expect(minPosition(requests[1])).toBeNull();
  });

  it('keeps headers the caller set, such as the Range header of list queries', async () => {
    const { http, requests } = client({ body: [] });
    await http('/api/admin/activity', { headers: new Headers({ Range: 'activity=0-24' }) });
    expect(requests[0]?.headers.get('Range')).toBe('activity=0-24');
  });
});

describe('503 while read models catch up', () => {
  it('retries a read once, waiting as Retry-After says', async () => {
    const { http, requests, waits } = client({ status: 503, headers: { 'Retry-After': '1' } }, { body: [{ id: 1 }] });
    const response = await http('/api/admin/activity');
    expect(requests).toHaveLength(2);
    expect(waits).toEqual([1000]);
    expect(response.json).toEqual([{ id: 1 }]);
  });

  it(`never waits longer than ${MAX_RETRY_WAIT_MS} ms whatever Retry-After asks`, async () => {
    const { http, waits } = client({ status: 503, headers: { 'Retry-After': '120' } }, {});
    await http('/api/admin/activity');
    expect(waits).toEqual([MAX_RETRY_WAIT_MS]);
  });

  it('gives up with the 503 after the single retry', async () => {
    const { http, requests } = client(
      { status: 503 },
      {
        status: 503,
        body: { statusCode: 503, error: 'Service Unavailable', message: 'Read models are catching up', code: 'NOT_CAUGHT_UP' },
      },
      {},
    );
    await expect(http('/api/admin/activity')).rejects.toMatchObject({ status: 503, code: 'NOT_CAUGHT_UP' });
    expect(requests).toHaveLength(2);
  });

  it('does not resend a command answered with 503, since it may have been applied', async () => {
    const { http, requests } = client({ status: 503 }, {});
    await expect(http('/api/app/deals', { method: 'POST', body: '{}' })).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
  });

  it('reads Retry-After given as an HTTP date', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(retryDelayMs('Tue, 01 Jan 2030 00:00:01 GMT', now)).toBe(1000);
    expect(retryDelayMs('Tue, 01 Jan 2029 00:00:00 GMT', now)).toBe(0);
  });
});

describe('error bodies', () => {
  it('turns an API error body into an error carrying status, code, title and message', async () => {
    const { http } = client({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        message: 'The email is already registered',
        code: 'EMAIL_TAKEN',
        title: 'Error: Email Address Already Exists',
      },
    });
    const error = (await http('/api/app/users', { method: 'POST', body: '{}' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      title: 'Error: Email Address Already Exists',
      message: 'The email is already registered',
      body: { statusCode: 409, code: 'EMAIL_TAKEN' },
    });
  });

  it('does not show a body that is not JSON as the message', async () => {
    const { http } = client({ status: 502, body: '<html>Bad gateway</html>' });
    const error = (await http('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('Request failed with status 502');
    expect(error.code).toBeUndefined();
  });

  it('sends cookies of this origin and asks for JSON', async () => {
    const fake = fakeFetch({});
    let credentials: RequestCredentials | undefined;
    const http = createHttpClient({
      fetch: async (input, init) => {
        credentials = init?.credentials;
        return fake.fetch(input, init);
      },
      wait: noWait,
    });
    await http('/api/x', { method: 'POST', body: '{"a":1}' });
    expect(credentials).toBe('same-origin');
    expect(fake.requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(fake.requests[0]?.headers.get('Accept')).toBe('application/json');
  });
});
