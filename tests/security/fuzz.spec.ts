import v8 from 'node:v8';
import vm from 'node:vm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { figure } from '../reliability/figures';

const REQUESTS = 10_000;
v8.setFlagsFromString('--expose-gc');
/** The heap after a full collection: what the process still holds. */
const heldMb = () => {
  (vm.runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};
const SEED = 20261125;

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema };
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: Schema;
  query: string[];
}
interface Request {
  method: Route['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** The value of each kind that is wrong for a property of `type`. */
const wrongFor = (type: string | undefined): unknown[] =>
  type === 'string'
    ? [42, true, [], {}, null]
    : type === 'number' || type === 'integer'
      ? ['12', -1e308, 1e308, -0.5, [], {}]
      : ['x', 7, [], true];

const odd = fc.constantFrom(
  'a\u0000b',
  '\uD800',
  '\u202Eevil',
  '😀'.repeat(300),
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '%00',
  ' '.repeat(2000),
  'x'.repeat(1_000_000),
);
const badParam = fc.constantFrom(
  '..%2F..%2Fetc',
  '%00',
  'a'.repeat(5000),
  '%3Cscript%3E',
  '__proto__',
  'constructor',
  '-1',
  '1e308',
  'NaN',
  '%E2%80%AE',
);
const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
/** Percent-encoded; a lone surrogate becomes the bytes of one (invalid UTF-8), itself a good input. */
const encoded = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

/** A request shaped like a route's own, then broken in one of the ways. */
function requestFor(routes: Route[]) {
  return fc
    .record({
      route: fc.constantFrom(...routes),
      kind: fc.constantFrom(
        'wrong-types',
        'missing-fields',
        'huge-string',
        'deep-nesting',
        'odd-unicode',
        'prototype-keys',
        'array-for-object',
        'numbers',
        'bad-path',
        'content-type',
        'empty-body',
        'anything',
      ),
      anything: fc.jsonValue({ maxDepth: 4 }),
      text: odd,
      param: badParam,
      pick: fc.nat(),
      contentType: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data; boundary=x',
        '',
      ),
    })
    .map(({ route, kind, anything, text, param, pick, contentType }): Request => {
      const props = Object.entries(route.body?.properties ?? {});
      const [name, prop] = props.length ? props[pick % props.length]! : ['field', { type: 'string' } as Schema];
      const path = route.path.replace(/\{[^}]+\}/g, kind === 'bad-path' ? param : 'fuzz-1');
      const query = route.query.length
        ? `?${route.query[pick % route.query.length]}=${encoded(kind === 'odd-unicode' ? text.slice(0, 3000) : JSON.stringify(anything).slice(0, 200))}`
        : '';
      const json = { 'content-type': 'application/json' };
      const body = (value: unknown) => ({ headers: json, payload: JSON.stringify(value) });
      const bodies: Record<string, Partial<Request>> = {
        'wrong-types': body({ [name]: wrongFor(prop.type)[pick % wrongFor(prop.type).length] }),
        'missing-fields': body({}),
        'huge-string': body({ [name]: 'x'.repeat(1_000_000) }),
        'deep-nesting': { headers: json, payload: `{"${name}":${deep(10_000)}}` },
        'odd-unicode': body({ [name]: text.slice(0, 5000) }),
        'prototype-keys': {
          headers: json,
          payload: `{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},"${name}":{"__proto__":null}}`,
        },
        'array-for-object': body([{ [name]: anything }]),
        numbers: {
          headers: json,
          payload: `{"${name}":${['NaN', '1e308', '-1e308', '-1', '1e-400', '123456789012345678901234567890'][pick % 6]}}`,
        },
        'bad-path': body({}),
        'content-type': { headers: contentType ? { 'content-type': contentType } : {}, payload: `${name}=1` },
        'empty-body': { headers: json, payload: '' },
        anything: body(anything),
      };
      const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
      const b = sendsBody ? bodies[kind]! : {};
      return {
        method: route.method,
        url: path + query,
        headers: { ...(b.headers ?? {}) },
        ...(b.payload !== undefined ? { payload: b.payload } : {}),
      };
    });
}

/** What a person can act on: a sentence of reasonable length, no stack, no leaked internals. */
function actionable(message: unknown): boolean {
  return (
    typeof message === 'string' &&
    message.trim().length >= 3 &&
    message.length <= 600 &&
    !/\bat \S+:\d+:\d+|\[object |\bundefined\b|SqliteError|TypeError|ReferenceError/.test(message)
  );
}

/**
 * R6: 10,000 invalid requests generated from the OpenAPI document across every route (fast-check,
 * fixed seed): wrong types, missing fields, 1 MB strings, 10,000-deep nesting, NUL and odd unicode,
 * `__proto__` and `constructor` keys, arrays for objects, NaN / 1e308 / negative numbers, bad path
 * params, wrong content types, empty bodies, and a few 20 MB bodies; half signed in as an admin (so the
 * checks past sign-in are reached), half anonymous. None may answer 5xx; every 4xx must carry a message a
 * person can act on; the process must stay up with its memory flat (the whole set sent a second time holds
 * no more than the first pass left, after a full collection).
 */
describe('R6 fuzzing', () => {
  let rt: TestRuntime;
  let admin: string;
  beforeAll(async () => {
    rt = await startTestRuntime();
    admin = await rt.cookieFor({ id: 'u-fuzz-admin', email: 'fuzz-admin@example.com', admin: true });
  });
  afterAll(() => rt.dispose());

  it('answers 10,000 invalid requests on every route without a 5xx, each 4xx with a message a person can act on', async (context) => {
    const docs = (await rt.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> }; parameters?: { in: string; name: string }[] }>
      >;
    };
    const routes: Route[] = Object.entries(docs.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ['get', 'post', 'put', 'delete'].includes(method))
        .map(([method, op]) => ({
          method: method.toUpperCase() as Route['method'],
          path,
          body: op.requestBody?.content?.['application/json']?.schema,
          query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        })),
    );
    const requests = fc.sample(requestFor(routes), { numRuns: REQUESTS, seed: SEED });
    // A few 20 MB bodies, over the 1 MB limit.
    const big = 'x'.repeat(20 * 1024 * 1024);
    for (let i = 0; i < 5; i++) {
      const route = routes.filter((r) => r.method === 'POST')[i * 7]!;
      requests.push({
        method: 'POST',
        url: route.path.replace(/\{[^}]+\}/g, 'fuzz-1'),
        headers: { 'content-type': 'application/json' },
        payload: `{"a":"${big}"}`,
      });
    }

    const failures: string[] = [];
    const unhelpful: string[] = [];
    const byStatus = new Map<number, number>();
    // Sent twice: the first pass fills whatever caches there are; memory is flat when the second adds nothing.
    const held: number[] = [];
    for (let pass = 0; pass < 2; pass++) {
      held.push(heldMb());
      for (const [i, request] of requests.entries()) {
        const res = await rt.app.inject({ ...request, headers: { ...request.headers, ...(i % 2 ? { cookie: admin } : {}) } });
        if (pass === 1) continue;
        byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
        const what = `${request.method} ${request.url.slice(0, 120)} (${(request.payload ?? '').slice(0, 80)})`;
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${what}: ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400) {
          let message: unknown;
          try {
            message = (res.json() as { message?: unknown }).message;
          } catch {
            message = undefined;
          }
          if (!actionable(message)) unhelpful.push(`${res.statusCode} ${what}: ${res.body.slice(0, 200)}`);
        }
      }
    }
    held.push(heldMb());
    const health = await rt.app.inject({ method: 'GET', url: '/api/health' });
    const growthMb = held[2]! - held[1]!;
    const fourxx = [...byStatus].filter(([s]) => s >= 400 && s < 500).reduce((n, [, c]) => n + c, 0);

    figure(
      context,
      `R6 fuzzing: ${requests.length.toLocaleString('en-US')} invalid requests over ${routes.length} routes: ${failures.length} × 5xx; ` +
        `${fourxx - unhelpful.length} of ${fourxx} 4xx with a message a person can act on; the process up (health ${health.statusCode}), ` +
        `heap held ${held[1]!.toFixed(0)} MB after one pass, ${growthMb >= 0 ? '+' : ''}${growthMb.toFixed(1)} MB after the same requests again`,
    );
    expect(failures.slice(0, 10)).toEqual([]);
    expect(unhelpful.slice(0, 10)).toEqual([]);
    expect(health.statusCode).toBe(200);
    expect(growthMb).toBeLessThan(32);
  });
});
