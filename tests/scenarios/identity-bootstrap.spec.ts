import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@dealbook/infra/config';
import { buildRuntime } from '@dealbook/standalone';
import { sendAppOrigin, type TestRuntime } from '../support/runtime';
import { caughtUp, mails, signIn, signUp, waitForMails } from './identity-helpers';

const ADMIN = { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'the first admin passphrase' };

describe('the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  const dirs: string[] = [];
  const open = new Set<TestRuntime>();
  afterEach(async () => {
    await Promise.all([...open].map((r) => r.close()));
    open.clear();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  const start = async (dataDir: string, env: Record<string, string> = {}): Promise<TestRuntime> => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'silent',
      APP_URL: 'http://localhost:3000',
      PASSWORD_HASH_COST: '14',
      ...env,
    });
    const runtime = await buildRuntime(config, { logger: false });
    sendAppOrigin(runtime.app, config.appUrl);
    const rt: TestRuntime = {
      ...runtime,
      dataDir,
      cookieFor: () => Promise.reject(new Error('unused')),
      renewed: () => {
        throw new Error('unused');
      },
      dispose: () => runtime.close(),
    };
    open.add(rt);
    return rt;
  };
  const stop = async (rt: TestRuntime) => {
    open.delete(rt);
    await rt.close();
  };
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'dealbook-bootstrap-'));
    dirs.push(dir);
    return dir;
  };

  it('creates an activated admin account through the usual events, and mails nothing', async () => {
    const rt = await start(newDir(), ADMIN);
    const res = await signIn(rt, 'boss@example.com', ADMIN.ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'boss@example.com', admin: true });
    await caughtUp(rt);
    const lines = (await rt.adapters.documents.find('activity', {}, { sort: { _id: 1 } })).map((a) => a.summary);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Account registered: boss@example.com (Investment Professional)',
        'Account activated',
        'Admin rights granted (from configuration)',
      ]),
    );
    expect(await mails(rt)).toEqual([]);
  });

  it('does nothing on a restart once the account exists', async () => {
    const dir = newDir();
    const first = await start(dir, ADMIN);
    const before = (await first.adapters.store.readAll()).length;
    await stop(first);
    const second = await start(dir, ADMIN);
    expect(await second.adapters.store.readAll()).toHaveLength(before);
    expect((await signIn(second, 'boss@example.com', ADMIN.ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('never takes over an account someone registered with that email', async () => {
    const dir = newDir();
    const first = await start(dir);
    expect((await signUp(first, 'boss@example.com')).statusCode).toBe(201);
    await waitForMails(first, 'boss@example.com');
    const before = (await first.adapters.store.readAll()).length;
    await stop(first);
    const second = await start(dir, ADMIN);
    expect(await second.adapters.store.readAll()).toHaveLength(before);
    expect((await signIn(second, 'boss@example.com', ADMIN.ADMIN_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses to start with an admin password under 12 characters', async () => {
    await expect(start(newDir(), { ...ADMIN, ADMIN_PASSWORD: 'short' })).rejects.toThrow(/ADMIN_PASSWORD: .*at least 12 characters/);
  });
});
