import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@dealbook/infra/event-store/audit';
import { ERASURE_QUEUE, MAIL_QUEUE } from '@dealbook/workers';
import { givePlan } from '../support/plans';
import type { TestRuntime } from '../support/runtime';
import { startTestRuntime } from '../support/runtime';
import { caughtUp, createDeal, dealsApi } from '../scenarios/deals-helpers';
import { captureConsole } from './log-runtime';
import { PASSWORD, activeAccount, mails, sessionCookie, signIn, waitForMails } from '../scenarios/identity-helpers';
import { figure } from '../reliability/figures';

/** Zelda's personal data, each value distinctive enough that any copy of it is found. */
const ZELDA = {
  email: 'zelda.quennell@example.com',
  first: 'Zeldabeth',
  last: 'Quennellworth',
  phone: '+1 617 555 0199',
};
const ADMIN_PASSWORD = 'admin passphrase of length';
const personal = [ZELDA.email, ZELDA.first, ZELDA.last, ZELDA.phone];

/** The personal values found in a text, in any case. */
const found = (text: string) => personal.filter((value) => text.toLowerCase().includes(value.toLowerCase()));
/** Every file the embedded runtime keeps, as text (SQLite pages, write-ahead logs, mails). */
function filesOf(dir: string): { name: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { name: path.slice(dir.length + 1), text: readFileSync(path).toString('latin1') };
    });
}

/**
 * R12: the right to erasure by crypto-shredding. Zelda signs up, fills in her profile, is shared a
 * deal and mailed; an admin erases her. Her data was never in the log in the clear (each value sealed with
 * her key); after the erasure her key is gone and no file of the runtime (the log, the read models, the
 * kept states, the jobs, the outbox) holds any of it, while the rest of the history replays and projects
 * with its hash chain intact.
 */
describe('R12 erasure', () => {
  let rt: TestRuntime;
  let admin: string;
  let zeldaId: string;
  let ann: ReturnType<typeof dealsApi>;
  let dealId: string;
  const lines: string[] = [];
  let consoleCapture: ReturnType<typeof captureConsole>;

  beforeAll(async () => {
    // Every log line of the run, the runtime's at trace level and any console write: logs cannot be erased,
    // so none may ever carry her data. A real admin account (from configuration, through events): the
    // rebuild after the erasure keeps it.
    consoleCapture = captureConsole(lines);
    rt = await startTestRuntime(
      { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: ADMIN_PASSWORD, LOG_LEVEL: 'trace' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    await caughtUp(rt);
    admin = sessionCookie(await signIn(rt, 'admin@example.com', ADMIN_PASSWORD));
    const annId = await activeAccount(rt, 'ann@example.com');
    await givePlan(rt.adapters.store, annId);
    ann = dealsApi(rt, sessionCookie(await signIn(rt, 'ann@example.com', PASSWORD)));
    dealId = (await createDeal(ann, { project_name: 'Harbor Point' })).id;

    zeldaId = await activeAccount(rt, ZELDA.email, PASSWORD, { first_name: ZELDA.first, last_name: ZELDA.last });
    const zelda = sessionCookie(await signIn(rt, ZELDA.email, PASSWORD));
    // Enough sign-ins that her account's state is kept as a snapshot (command-service/src/snapshots.ts).
    for (let i = 0; i < 25; i++) expect((await signIn(rt, ZELDA.email, PASSWORD)).statusCode).toBe(200);
    const profile = await rt.app.inject({
      method: 'PUT',
      url: '/api/app/users/secure/profile',
      headers: { cookie: zelda },
      payload: { first_name: ZELDA.first, last_name: ZELDA.last, contact_telephone: ZELDA.phone },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const shared = await ann.share(dealId, { email: ZELDA.email, first_name: ZELDA.first, last_name: ZELDA.last });
    expect(shared.statusCode, shared.body).toBeLessThan(300);
    await waitForMails(rt, ZELDA.email, 2); // the activation link, then the share
    // She shares a deal of her own with Bob: his mail names her.
    await givePlan(rt.adapters.store, zeldaId);
    const zeldas = dealsApi(rt, zelda);
    const own = await createDeal(zeldas, { project_name: 'Birch Yard' });
    const toBob = await zeldas.share(own.id, { email: 'bob@example.com', first_name: 'Bob', last_name: 'Stone' });
    expect(toBob.statusCode, toBob.body).toBeLessThan(300);
    const bobsMails = await waitForMails(rt, 'bob@example.com', 2);
    expect(bobsMails.some((m) => found(m.text).includes(ZELDA.first))).toBe(true);
    await rt.adapters.jobs.drained(MAIL_QUEUE);
    await caughtUp(rt);
  });
  afterAll(async () => {
    consoleCapture.restore();
    await rt.dispose();
  });

  it('keeps her data out of the log, then out of every file once she is erased; the rest replays', async (context) => {
    // Before: the read models and the outbox have her (so the scan below would see her), the log never does.
    const before = filesOf(rt.dataDir);
    expect(before.filter((f) => f.name.startsWith('events.sqlite')).flatMap((f) => found(f.text))).toEqual([]);
    expect(before.filter((f) => f.name.startsWith('read-models.sqlite')).flatMap((f) => found(f.text))).not.toEqual([]);
    expect(before.filter((f) => f.name.startsWith('outbox')).flatMap((f) => found(f.text))).not.toEqual([]);
    expect(before.filter((f) => f.name.startsWith('snapshots.sqlite')).flatMap((f) => found(f.text))).not.toEqual([]);

    const started = Date.now();
    const erased = await rt.app.inject({ method: 'POST', url: `/api/admin/users/${zeldaId}/erase`, headers: { cookie: admin } });
    expect(erased.statusCode, erased.body).toBe(200);
    // Then, as it happens: the projections rebuild every read model, the workers forget her jobs, mails and
    // mail log. Done when no file holds any of her values (60 s at most).
    const { after, leaks } = await untilForgotten(rt, erased.headers['x-position'] as string);
    const tookMs = Date.now() - started;
    expect(leaks).toEqual([]);
    expect(await rt.adapters.keys.keyFor(`user:${zeldaId}`, false)).toBeNull();
    expect((await mails(rt)).filter((m) => m.to.includes(ZELDA.email))).toEqual([]);

    // She cannot sign in; again is a no-op; her account cannot be reopened.
    expect((await signIn(rt, ZELDA.email, PASSWORD)).statusCode).not.toBe(200);
    const again = await rt.app.inject({ method: 'POST', url: `/api/admin/users/${zeldaId}/erase`, headers: { cookie: admin } });
    expect(again.statusCode).toBe(200);
    const reopen = await rt.app.inject({ method: 'PUT', url: `/api/admin/users/${zeldaId}/reactivate`, headers: { cookie: admin } });
    expect(reopen.json()).toMatchObject({ code: 'ACCOUNT_ERASED' });

    // The rest of the history: every projection rebuilt and running, Ann's deal and name intact, the share
    // still there with a placeholder for her address, the hash chain over the log unbroken.
    const status = await rt.runner.status();
    expect(status.filter((p) => p.state !== 'running').map((p) => p.name)).toEqual([]);
    const users = (await rt.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: admin } })).json() as {
      email: string;
    }[];
    expect(users.map((u) => u.email)).toContain('ann@example.com');
    expect(users.map((u) => u.email).filter((e) => e.endsWith('@erased.invalid'))).toHaveLength(1);
    const deal = (await ann.retrieve(dealId)).json() as { deal: { project_name: string } };
    expect(deal.deal.project_name).toBe('Harbor Point');
    const verdict = await auditLog(rt.adapters.log);
    expect(verdict).toMatchObject({ intact: true });
    const events = (await rt.adapters.log.readAll()).length;
    expect(lines.length).toBeGreaterThan(100);
    expect(lines.flatMap((line) => found(line))).toEqual([]);

    figure(
      context,
      `R12 erasure: 0 of ${personal.length} personal values left in ${after.length} files of the runtime after erasure ` +
        `(log, read models, kept states, jobs, outbox); none ever in the log in the clear, none in ${lines.length.toLocaleString('en-US')} log lines; ` +
        `${events} events replay into ${status.length} rebuilt projections, hash chain intact; done ${tookMs} ms after the request`,
    );
  });
});

/** Polls until the projections run past `position` and no file holds a personal value, or 60 s pass. */
async function untilForgotten(rt: TestRuntime, position: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await rt.adapters.jobs.drained(ERASURE_QUEUE);
    const status = await rt.runner.status();
    const settled = status.every((p) => p.state === 'running') && (await rt.runner.waitFor(position, undefined, 100));
    const after = filesOf(rt.dataDir);
    const leaks = after.flatMap((f) => found(f.text).map((value) => `${f.name}: ${value}`));
    if ((settled && leaks.length === 0) || Date.now() > deadline) return { after, leaks };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
