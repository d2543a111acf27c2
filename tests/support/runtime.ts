import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { loadConfig } from '@dealbook/infra/config';
import { buildRuntime, type Runtime, type RuntimeOptions } from '@dealbook/standalone';
import { splitShape, startSplitTestRuntime } from './split-runtime';

export interface TestRuntime extends Runtime {
  dataDir: string;
  /** A session cookie for a user the `users` read model knows (seeded directly). */
  cookieFor(user: { id: string; email: string; admin?: boolean; auditor?: boolean }): Promise<string>;
  /**
   * The same person's cookie after signing in again now (on the runtime's clock): for tests that move the
   * clock past a session's idle or absolute limit and go on as that person.
   */
  renewed(cookie: string): string;
  dispose(): Promise<void>;
}

/**
 * The whole standalone runtime on the embedded adapters in a fresh temporary data dir (in the `split`
 * project, the same arrangement as separate processes: split-runtime.ts). Passwords hash at
 * scrypt N=2^14 unless `env` says otherwise (production's 2^17 costs a few hundred ms a hash).
 */
export async function startTestRuntime(
  env: Record<string, string> = {},
  /** `logStream`: the runtime logs (at `LOG_LEVEL`, silent unless `env` says) into it instead of not at all. */
  options: Pick<RuntimeOptions, 'clock' | 'logStream'> = {},
): Promise<TestRuntime> {
  if (splitShape()) return startSplitTestRuntime(env);
  const dataDir = mkdtempSync(join(tmpdir(), 'dealbook-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    PASSWORD_HASH_COST: '14',
    ...env,
  });
  const runtime = await buildRuntime(config, { logger: options.logStream !== undefined, ...options });
  sendAppOrigin(runtime.app, config.appUrl);
  return {
    ...runtime,
    dataDir,
    async cookieFor(user) {
      await runtime.adapters.documents.ensureCollection({ name: 'users' });
      await runtime.adapters.documents.upsert('users', {
        _id: user.id,
        email: user.email,
        admin: user.admin ?? false,
        auditor: user.auditor ?? false,
        active: true,
      });
      const session = runtime.app.createSecureSession({
        uid: user.id,
        sid: `test-${user.id}`,
        iat: (options.clock?.() ?? new Date()).getTime(),
      });
      return `dealbook_session=${encodeURIComponent(runtime.app.encodeSecureSession(session))}`;
    },
    renewed(cookie) {
      const value = decodeURIComponent(/dealbook_session=([^;]+)/.exec(cookie)?.[1] ?? '');
      const old = runtime.app.decodeSecureSession(value);
      const uid = old?.get('uid');
      if (!uid) throw new Error('renewed: not a session cookie');
      const session = runtime.app.createSecureSession({
        uid,
        sid: `renewed-${randomUUID()}`,
        iat: (options.clock?.() ?? new Date()).getTime(),
      });
      return `dealbook_session=${encodeURIComponent(runtime.app.encodeSecureSession(session))}`;
    },
    async dispose() {
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Test clients act as a browser on the app's pages does: every state-changing request carries the app's
 * Origin (the runtime refuses one without, R9), unless the test names its own `origin` header;
 * `origin: undefined` sends none.
 */
export function sendAppOrigin(app: Runtime['app'], appUrl: string): void {
  const origin = new URL(appUrl).origin;
  const inject = app.inject.bind(app) as (options?: unknown) => unknown;
  (app as { inject: unknown }).inject = (options?: unknown) => {
    if (!options || typeof options !== 'object') return inject(options);
    const request = options as { method?: string; headers?: Record<string, unknown> };
    const headers = { ...request.headers };
    if (!('origin' in headers) && unsafe.has((request.method ?? 'GET').toUpperCase())) headers.origin = origin;
    for (const [name, value] of Object.entries(headers)) if (value === undefined) delete headers[name];
    return inject({ ...request, headers });
  };
}
