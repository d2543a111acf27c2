/**
 * The test runtime in the split shape: the command service, the query service, the projections
 * and the workers each in its own process on the embedded files of one data dir, behind the router
 * (standalone/src/split/). `npm test` runs the API scenarios through it (the `split` vitest project sets
 * DEALBOOK_SHAPE=split, and startTestRuntime hands out this one).
 *
 * The processes run the mains as compiled for the image (dist/server/, built by the global setup).
 * The test's requests go over HTTP through the router, with the same `inject` options and response shape
 * as in one process. The test reads the stores as another process: its own connections to the same files.
 * What only an in-process runtime can do (move the services' clock, reach the job queue, kill or rebuild the
 * runner) skips the test, saying why.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { TestRunner } from 'vitest';
import { loadConfig } from '@dealbook/infra/config';
import { registerHttpBasics } from '@dealbook/infra/http';
import { allProjections, checkpointProgress, type ProjectionRunner } from '@dealbook/projections';
import { openPartAdapters, type Adapters } from '@dealbook/standalone/adapters';
import { sessionKey } from '@dealbook/standalone/session-key';
import { startSplit } from '@dealbook/standalone/split/start';
import type { TestRuntime } from './runtime';

export const splitShape = () => process.env.DEALBOOK_SHAPE === 'split';

/** Skips the running test in the split shape, with the reason on the test and in the output. */
export function inProcessOnly(what: string): void {
  if (!splitShape()) return;
  const note = `split shape: ${what} only in one process`;
  const test = TestRunner.getCurrentTest();
  if (!test) throw new Error(`${note} (asked outside a test)`);
  process.stderr.write(`skipped "${test.name}": ${note}\n`);
  test.context.skip(note);
}

type OpenApi = { paths: Record<string, Record<string, unknown>>; [field: string]: unknown };

type InjectOptions = {
  method?: string;
  url: string;
  headers?: Record<string, string | string[] | undefined>;
  payload?: unknown;
  remoteAddress?: string;
};

export async function startSplitTestRuntime(env: Record<string, string>): Promise<TestRuntime> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dealbook-split-'));
  const settings = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000', PASSWORD_HASH_COST: '14', ...env };
  let output = '';
  const split = await startSplit({
    port: 0,
    compiled: true,
    env: settings,
    onOutput: (service, chunk) => (output += `[${service}] ${chunk}`),
  }).catch((error: unknown) => {
    throw new Error(`the split shape did not start: ${String(error)}\n${output}`);
  });
  const config = loadConfig({ ...settings, PORT: '0' });
  const adapters = await openPartAdapters(config, { jobs: false });
  const key = sessionKey(dataDir, config.SESSION_KEY);
  // Signs the test's cookies with the services' key, as the services do (no routes: nothing listens).
  const sessions = Fastify();
  await registerHttpBasics(sessions, { appUrl: config.appUrl, sessionKey: key, lookupUser: async () => null });
  await sessions.ready();
  const base = `http://127.0.0.1:${split.port}`;
  // Each service documents its own routes: the whole API is both documents' paths.
  const documents = await Promise.all(
    Object.values(split.ports).map((port) => fetch(`http://127.0.0.1:${port}/api/docs/json`).then((r) => r.json() as Promise<OpenApi>)),
  );
  const paths: OpenApi['paths'] = {};
  for (const document of documents)
    for (const [path, methods] of Object.entries(document.paths)) paths[path] = { ...paths[path], ...methods };
  const openApi = { ...documents[0]!, paths };
  const origin = new URL(config.appUrl).origin;

  const inject = async (options: InjectOptions) => {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(options.headers ?? {}))
      if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    if (!('origin' in (options.headers ?? {})) && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) headers.origin = origin;
    headers.host ??= new URL(config.appUrl).host;
    if (options.remoteAddress && options.remoteAddress !== '127.0.0.1') inProcessOnly('a request from another address');
    let body: string | Buffer | undefined;
    if (options.payload !== undefined && options.payload !== null) {
      if (typeof options.payload === 'string' || Buffer.isBuffer(options.payload)) body = options.payload;
      else {
        body = JSON.stringify(options.payload);
        headers['content-type'] ??= 'application/json';
      }
    }
    const answer = await fetch(`${base}${options.url}`, { method, headers, body, redirect: 'manual' });
    const raw = Buffer.from(await answer.arrayBuffer());
    const answerHeaders: Record<string, string | string[]> = {};
    answer.headers.forEach((value, name) => (answerHeaders[name] = value));
    const setCookies = answer.headers.getSetCookie();
    if (setCookies.length) answerHeaders['set-cookie'] = setCookies;
    return {
      statusCode: answer.status,
      headers: answerHeaders,
      body: raw.toString('utf8'),
      payload: raw.toString('utf8'),
      rawPayload: raw,
      json: () => JSON.parse(raw.toString('utf8')) as unknown,
      cookies: setCookies.map(parseSetCookie),
    };
  };

  const progress = checkpointProgress({ documents: adapters.documents, store: adapters.store, projections: allProjections });
  const runner = {
    waitFor: progress.waitFor,
    status: progress.status,
    start: async () => inProcessOnly('starting the projections'),
    stop: async () => inProcessOnly('stopping the projections'),
    rebuild: async () => inProcessOnly("rebuilding a projection through the runner (admins ask it through the log's requests)"),
    retry: () => inProcessOnly('retrying a projection through the runner'),
  } as unknown as ProjectionRunner;

  const app = {
    inject,
    createSecureSession: sessions.createSecureSession.bind(sessions),
    encodeSecureSession: sessions.encodeSecureSession.bind(sessions),
    decodeSecureSession: sessions.decodeSecureSession.bind(sessions),
    ready: async () => undefined,
    swagger: () => openApi,
    listen: async () => inProcessOnly('listening on another port'),
    log: sessions.log,
  } as unknown as FastifyInstance;

  const inProcess = (name: string) => ({
    get: () => inProcessOnly(`the ${name}`),
  });
  const all = Object.defineProperties({ ...adapters }, { jobs: inProcess('job queue'), mailer: inProcess('mailer') }) as Adapters;

  const close = async () => {
    await split.stop();
    await adapters.close();
    await sessions.close();
  };
  return {
    app,
    adapters: all,
    runner,
    dataDir,
    close,
    async cookieFor(user) {
      await adapters.documents.ensureCollection({ name: 'users' });
      await adapters.documents.upsert('users', {
        _id: user.id,
        email: user.email,
        admin: user.admin ?? false,
        auditor: user.auditor ?? false,
        active: true,
      });
      const session = sessions.createSecureSession({ uid: user.id, sid: `test-${user.id}`, iat: Date.now() });
      return `dealbook_session=${encodeURIComponent(sessions.encodeSecureSession(session))}`;
    },
    renewed: () => inProcessOnly("renewing a session after moving the services' clock") as never,
    async dispose() {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A Set-Cookie header as light-my-request gives it: the value decoded, attributes in camel case. */
function parseSetCookie(header: string) {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const cookie: Record<string, unknown> = { name: pair.slice(0, at), value: decodeURIComponent(pair.slice(at + 1)) };
  const names: Record<string, string> = { httponly: 'httpOnly', samesite: 'sameSite', 'max-age': 'maxAge' };
  for (const attribute of attributes) {
    const [name = '', value] = attribute.split('=');
    const key = names[name.toLowerCase()] ?? name.toLowerCase();
    cookie[key] = key === 'expires' ? new Date(value ?? '') : key === 'maxAge' ? Number(value) : (value ?? true);
  }
  return cookie as { name: string; value: string; [attribute: string]: unknown };
}
