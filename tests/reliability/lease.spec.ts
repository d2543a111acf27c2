import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import { startSplit } from '@dealbook/standalone/split/start';
import { freePort } from '../support/server';

const root = join(import.meta.dirname, '..', '..');
const LEASE_MS = 2000;

// One active projections instance, and a standby that takes over when it dies.
describe('the projections lease', () => {
  it('lets one of two projections processes project; when it is killed the other takes over within the lease time, applying nothing twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dealbook-lease-'));
    const appUrl = 'http://localhost:3000';
    const env = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      APP_URL: appUrl,
      PASSWORD_HASH_COST: '14',
      PROJECTIONS_LEASE_MS: String(LEASE_MS),
    };
    let said = '';
    const split = await startSplit({ port: 0, compiled: true, env, onOutput: (service, chunk) => (said += `[${service}] ${chunk}`) });
    let standbySaid = '';
    const standby = spawn(process.execPath, [join(root, 'dist/server/projections.mjs')], {
      env: { ...process.env, ...env, PORT: String(await freePort()), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    standby.stdout.setEncoding('utf8').on('data', (chunk: string) => (standbySaid += chunk));
    standby.stderr.setEncoding('utf8').on('data', (chunk: string) => (standbySaid += chunk));
    const documents = createEmbeddedDocumentStore({ file: join(dataDir, 'read-models.sqlite') });
    const signUp = (email: string) =>
      fetch(`http://127.0.0.1:${split.port}/api/app/users/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: appUrl },
        body: JSON.stringify({ email, first_name: 'Ann', last_name: 'Lee', type: 'D', ghost: false, opt_in: true }),
      }).then((r) => r.status);
    const registered = async () =>
      (await documents.find<{ _id: string; n: number }>('daily_activity'))
        .filter((d) => d._id.endsWith(':UserRegistered'))
        .reduce((n, d) => n + d.n, 0);
    try {
      await expect.poll(() => standbySaid, { timeout: 30_000 }).toContain('running');
      expect(said).toMatch(/\[projections\] .*projections lease taken/);

      for (const n of [1, 2, 3]) expect(await signUp(`first-${n}@example.com`)).toBe(201);
      await expect.poll(() => documents.count('users'), { timeout: 10_000 }).toBe(3);
      expect(standbySaid).not.toContain('lease taken');

      const killedAt = Date.now();
      split.processes.projections.kill('SIGKILL');
      for (const n of [1, 2, 3]) expect(await signUp(`second-${n}@example.com`)).toBe(201);
      await expect.poll(() => standbySaid, { timeout: LEASE_MS * 3, interval: 20 }).toContain('lease taken');
      const tookMs = Date.now() - killedAt;
      process.stdout.write(`projections lease: the standby took over ${tookMs} ms after the holder was killed (lease ${LEASE_MS} ms)\n`);
      // The lease runs out LEASE_MS after its last renewal; the standby tries every third of it.
      expect(tookMs).toBeLessThan(LEASE_MS + LEASE_MS / 3 + 1000);

      await expect.poll(() => documents.count('users'), { timeout: 10_000 }).toBe(6);
      await expect.poll(registered, { timeout: 10_000 }).toBe(6);
      expect(await documents.count('users')).toBe(6);
    } finally {
      standby.kill('SIGTERM');
      await new Promise((resolve) => (standby.exitCode === null ? standby.once('exit', resolve) : resolve(null)));
      await split.stop();
      await documents.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
