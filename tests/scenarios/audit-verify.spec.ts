import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteEventStore } from '@dealbook/infra/event-store/sqlite';
import { createDeal, dealsApi, ok, startDealsRuntime } from './deals-helpers';
import { signUp } from './identity-helpers';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'dealbook-audit-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run audit:verify` as an operator runs it: its exit code and what it printed. */
async function auditVerify(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(join(root, 'node_modules', '.bin', 'tsx'), ['standalone/src/audit-verify.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, EVENT_STORE: 'sqlite', LOG_LEVEL: 'silent' },
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, out: failed.stderr };
  }
}

describe('npm run audit:verify', () => {
  it('answers 0 for an intact store, and 1 with the position of the first broken link once an event is changed', async () => {
    const store = createSqliteEventStore({ file: join(dataDir, 'events.sqlite') });
    for (let i = 0; i < 5; i++) {
      const metadata = {
        actorId: 'u1',
        commandId: `c${i}`,
        correlationId: 'c',
        causationId: 'c',
        occurredAt: new Date().toISOString(),
        schemaVersion: 1,
      };
      await store.append(
        'deal-d1',
        [{ id: `0190aaaa-0000-8000-8000-00000000000${i}`, type: 'ThingHappened', data: { n: i }, metadata }],
        i === 0 ? 'no_stream' : i - 1,
      );
    }
    await store.close();
    expect(await auditVerify()).toEqual({ code: 0, out: expect.stringContaining('intact, 5 events checked') });
    expect(await auditVerify('--after', '2', '--to', '4')).toEqual({ code: 0, out: expect.stringContaining('intact, 2 events checked') });
    const recorded = /head ([0-9a-f]{64})/.exec((await auditVerify()).out)![1]!;
    expect(await auditVerify('--head', recorded)).toEqual({ code: 0, out: expect.stringContaining('the recorded head is in it') });
    expect(await auditVerify('--head', 'b'.repeat(64))).toEqual({ code: 1, out: expect.stringContaining('is not in the log') });

    const db = new Database(join(dataDir, 'events.sqlite'));
    db.exec(`UPDATE events SET data = '{"n":40}' WHERE position = 4`);
    db.close();
    const broken = await auditVerify();
    expect(broken.code).toBe(1);
    expect(broken.out).toContain('BROKEN at global position 4');
    expect((await auditVerify('--to', '3')).code).toBe(0);
  });
});

describe('GET /api/admin/audit/verify', () => {
  it('shows admins and auditors an intact chain, then the first broken link once an event is changed', async () => {
    const { rt } = await startDealsRuntime();
    try {
      const auditor = dealsApi(rt, await rt.cookieFor({ id: 'u-audit', email: 'audit@example.com', auditor: true }));
      const owner = dealsApi(rt, await rt.cookieFor({ id: 'u-dm', email: 'dm@example.com' }));
      // Someone signs up: their name and address are stored sealed with their key, and the links are over what is stored.
      expect((await signUp(rt, 'new.person@example.com')).statusCode).toBeLessThan(300);
      const deal = await createDeal(owner);
      ok(await owner.rename(deal.id, 'Harbor Point II'));
      const head = await rt.adapters.store.headPosition();
      const intact = ok<{ head: string }>(await auditor.call('GET', '/api/admin/audit/verify'));
      expect(intact).toMatchObject({ method: 'chain', intact: true, checked: Number(head) });
      // A head recorded from that answer is found while the log still holds it; a made-up one is not.
      expect(ok(await auditor.call('GET', `/api/admin/audit/verify?head=${intact.head}`))).toMatchObject({ intact: true });
      expect(ok(await auditor.call('GET', `/api/admin/audit/verify?head=${'a'.repeat(64)}`))).toMatchObject({
        intact: false,
        reason: 'missing',
        head: 'a'.repeat(64),
      });
      const malformed = await auditor.call('GET', '/api/admin/audit/verify?head=abc');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.body).toContain('64 hexadecimal digits');
      const db = new Database(join(rt.dataDir, 'events.sqlite'));
      db.exec(`UPDATE events SET data = json_set(data, '$.to', 'Harbor Point III') WHERE position = ${head}`);
      db.close();
      expect(ok(await auditor.call('GET', '/api/admin/audit/verify'))).toEqual({
        method: 'chain',
        intact: false,
        checked: Number(head) - 1,
        position: head,
        reason: 'changed',
      });
      expect((await owner.call('GET', '/api/admin/audit/verify')).statusCode).toBe(403);
    } finally {
      await rt.dispose();
    }
  });
});
