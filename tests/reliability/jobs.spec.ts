import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteJobQueue } from '@dealbook/infra/jobs/sqlite-queue';
import { MAIL_QUEUE } from '@dealbook/workers';
import { figure } from './figures';

const MAILS = 50;
const KILLS = 10;
const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/mail-worker.ts', import.meta.url));

/** Runs the mail worker until it prints `until`; kills it with SIGKILL then, unless it exits by itself. */
async function runWorker(args: string[], until: 'sent' | 'drained'): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes(until) && resolve());
    child.on('exit', (code) => reject(new Error(`the mail worker exited (${code}) before '${until}': ${stderr}`)));
  });
  if (until === 'sent') child.kill('SIGKILL');
  expect(await exited).toBe(until === 'sent' ? 'SIGKILL' : 0);
}

/**
 * R5: the mail worker killed with SIGKILL at the worst moment of a job, 10 times: its mail
 * written to the outbox, its outcome not yet recorded. Each such job must be run again after the restart,
 * and each mail be sent exactly once (the job id is the mail's Message-ID; the outbox skips an id it has).
 */
describe('R5 jobs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dealbook-r5-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('redoes a job its worker died in, and sends every mail exactly once', async (context) => {
    const file = join(dir, 'jobs.sqlite');
    const outbox = join(dir, 'outbox');
    const killedIn = Array.from({ length: KILLS }, (_, k) => `mail-${(k + 1) * 5}`);
    for (const [k, job] of killedIn.entries()) await runWorker([file, outbox, k === 0 ? String(MAILS) : '-', job], 'sent');
    await runWorker([file, outbox, '-', 'drain'], 'drained');

    const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    const perMail = new Map<string, number>();
    for (const name of files) {
      const id = /-(mail-\d+)\.eml$/.exec(name)?.[1] ?? name;
      perMail.set(id, (perMail.get(id) ?? 0) + 1);
    }
    const twice = [...perMail].filter(([, n]) => n > 1).map(([id]) => id);
    const jobs = createSqliteJobQueue({ file });
    const redone = [];
    for (const id of killedIn) {
      const job = await jobs.getJob(MAIL_QUEUE, id);
      if (job?.state === 'completed' && job.attempts >= 2) redone.push(id);
    }
    const counts = await jobs.counts(MAIL_QUEUE);
    await jobs.close();

    figure(
      context,
      `R5 jobs: the mail worker killed ${KILLS} times mid-job (mail written, outcome not recorded): ${redone.length} of ${KILLS} ` +
        `jobs redone; ${perMail.size} of ${MAILS} mails in the outbox, ${twice.length} sent twice; ${counts.completed} jobs completed, ${counts.failed} failed`,
    );
    expect(twice).toEqual([]);
    expect(perMail.size).toBe(MAILS);
    expect(redone).toEqual(killedIn);
    expect(counts).toMatchObject({ completed: MAILS, failed: 0, waiting: 0, active: 0 });
  });
});
