import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@dealbook/infra/config';
import { buildRuntime, type Runtime, type RuntimeOptions } from '@dealbook/standalone';

export interface TestRuntime extends Runtime {
  dataDir: string;
  /** A session cookie for a user the `users` read model knows (seeded directly). */
  cookieFor(user: { id: string; email: string; admin?: boolean; auditor?: boolean }): Promise<string>;
  dispose(): Promise<void>;
}

/**
 * The whole standalone runtime on the embedded adapters in a fresh temporary data dir. Passwords hash at
 * scrypt N=2^14 unless `env` says otherwise (production's 2^17 costs a few hundred ms a hash).
 */
export async function startTestRuntime(
  env: Record<string, string> = {},
  options: Pick<RuntimeOptions, 'clock'> = {},
): Promise<TestRuntime> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dealbook-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    PASSWORD_HASH_COST: '14',
    ...env,
  });
  const runtime = await buildRuntime(config, { logger: false, ...options });
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
      const session = runtime.app.createSecureSession({ uid: user.id, sid: `test-${user.id}`, iat: Date.now() });
      return `dealbook_session=${encodeURIComponent(runtime.app.encodeSecureSession(session))}`;
    },
    async dispose() {
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
