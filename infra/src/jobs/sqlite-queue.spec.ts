import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { jobQueueContract } from '../../testing/jobs/job-queue.contract';
import type { Job } from './port';
import { createSqliteJobQueue } from './sqlite-queue';

const dir = mkdtempSync(join(tmpdir(), 'dealbook-jobs-'));
let files = 0;
const nextFile = (): string => join(dir, `jobs-${++files}.db`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

jobQueueContract('sqlite', async () => createSqliteJobQueue({ file: nextFile() }));

describe('sqlite job queue durability', () => {
  it('runs after a restart the jobs added before it', async () => {
    const file = nextFile();
    const before = createSqliteJobQueue({ file });
    await before.add('mail', 'event-1', { to: 'ann@example.com' });
    await before.add('mail', 'event-2', { to: 'bob@example.com' });
    await before.close();

    const after = createSqliteJobQueue({ file });
    const seen: string[] = [];
    after.process<{ to: string }>('mail', async (job) => void seen.push(job.data.to));
    await after.drained('mail');
    await after.close();
    expect(seen.sort()).toEqual(['ann@example.com', 'bob@example.com']);
  });

  it('keeps completed ids across a restart, so a replayed job does not run again', async () => {
    const file = nextFile();
    const before = createSqliteJobQueue({ file });
    let runs = 0;
    before.process('mail', async () => void runs++);
    await before.add('mail', 'event-1', {});
    await before.drained('mail');
    await before.close();

    const after = createSqliteJobQueue({ file });
    after.process('mail', async () => void runs++);
    await after.add('mail', 'event-1', {});
    await after.drained('mail');
    await after.close();
    expect(runs).toBe(1);
  });

  it('runs again a job a crashed process left active', async () => {
    const file = nextFile();
    const before = createSqliteJobQueue({ file });
    await before.add('mail', 'event-1', { to: 'ann@example.com' }, { attempts: 3 });
    await before.close();
    const raw = new Database(file);
    raw.prepare(`UPDATE jobs SET state = 'active', attempt = 1 WHERE id = 'event-1'`).run();
    raw.close();

    const after = createSqliteJobQueue({ file });
    const seen: Job[] = [];
    after.process('mail', async (job) => void seen.push(job));
    await after.drained('mail');
    await after.close();
    expect(seen).toEqual([{ id: 'event-1', queue: 'mail', data: { to: 'ann@example.com' }, attempt: 2 }]);
  });

  it('loses no job when the process is killed with jobs queued and one mid-run', async () => {
    const file = nextFile();
    await runUntilKilled(file);

    const after = createSqliteJobQueue({ file });
    const mail: number[] = [];
    const builds: Job[] = [];
    after.process<{ i: number }>('mail', async (job) => void mail.push(job.data.i));
    after.process('models', async (job) => void builds.push(job));
    await after.drained('mail');
    await after.drained('models');
    await after.close();
    expect(mail.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(builds).toEqual([{ id: 'build-1', queue: 'models', data: { deal: 'deal-1' }, attempt: 2 }]);
  });

  it('waits for running jobs on close and takes no new ones after', async () => {
    const jobs = createSqliteJobQueue({ file: nextFile() });
    let release = (): void => undefined;
    let finished = false;
    jobs.process('mail', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      finished = true;
    });
    await jobs.add('mail', 'event-1', {});
    const closed = jobs.close();
    release();
    await closed;
    expect(finished).toBe(true);
    await expect(jobs.add('mail', 'event-2', {})).rejects.toThrow('closed');
  });
});

async function runUntilKilled(file: string): Promise<void> {
  const fixture = fileURLToPath(new URL('./fixtures/sqlite-crash.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, file], {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('active')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`fixture exited (${code}) before a job was active: ${stderr}`)));
  });
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}
