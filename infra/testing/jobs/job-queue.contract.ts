/** The behaviour every JobQueue adapter must show. Each adapter's spec runs it against a real backend. */
import { afterEach, describe, expect, it } from 'vitest';
import type { Job, JobQueue } from '../../src/jobs/port';

export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

export function jobQueueContract(name: string, make: () => Promise<JobQueue>): void {
  describe(`${name} job queue contract`, () => {
    const opened: JobQueue[] = [];
    async function open(): Promise<JobQueue> {
      const queue = await make();
      opened.push(queue);
      return queue;
    }
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((queue) => queue.close()));
    });

    it('runs a job once with its data', async () => {
      const jobs = await open();
      const seen: Job<{ to: string }>[] = [];
      jobs.process<{ to: string }>('mail', async (job) => void seen.push(job));
      await jobs.add('mail', 'event-1', { to: 'ann@example.com' });
      await waitUntil(() => seen.length === 1);
      await jobs.drained('mail');
      expect(seen).toEqual([{ id: 'event-1', queue: 'mail', data: { to: 'ann@example.com' }, attempt: 1 }]);
      expect(await jobs.getJob('mail', 'event-1')).toMatchObject({ state: 'completed', attempts: 1 });
    });

    it('forgets the jobs that mention an erased person: their data goes, and a waiting one never runs', async () => {
      const jobs = await open();
      const ran: string[] = [];
      jobs.process<{ to: string }>('done', async (job) => void ran.push(job.data.to));
      await jobs.add('done', 'sent-1', { to: 'ann@example.com' });
      await waitUntil(() => ran.length === 1);
      await jobs.drained('done');
      await jobs.add('later', 'later-ann', { to: 'ann@example.com' });
      await jobs.add('later', 'later-bob', { to: 'bob@example.com' });
      const mentionsAnn = (data: unknown) => JSON.stringify(data).includes('ann@example.com');
      expect(await jobs.forget('done', mentionsAnn)).toBe(1);
      expect(await jobs.forget('later', mentionsAnn)).toBe(1);
      expect((await jobs.getJob('done', 'sent-1'))?.data ?? null).toBeNull();
      const later: string[] = [];
      jobs.process<{ to: string } | null>('later', async (job) => void later.push(job.data?.to ?? 'nothing'));
      await waitUntil(() => later.length === 1);
      await jobs.drained('later');
      expect(later).toEqual(['bob@example.com']);
    });

    it('runs a job added twice with the same id once, also when re-added after it completed', async () => {
      const jobs = await open();
      let runs = 0;
      await jobs.add('mail', 'event-1', { n: 1 });
      await jobs.add('mail', 'event-1', { n: 2 });
      jobs.process('mail', async () => void runs++);
      await waitUntil(() => runs === 1);
      await jobs.drained('mail');
      await jobs.add('mail', 'event-1', { n: 3 });
      await jobs.drained('mail');
      expect(runs).toBe(1);
      expect(await jobs.counts('mail')).toMatchObject({ completed: 1, waiting: 0 });
      expect((await jobs.getJob('mail', 'event-1'))?.data).toEqual({ n: 1 });
    });

    it('treats the same id in two queues as two jobs', async () => {
      const jobs = await open();
      const ran: string[] = [];
      jobs.process('mail', async (job) => void ran.push(`${job.queue}/${job.id}`));
      jobs.process('models', async (job) => void ran.push(`${job.queue}/${job.id}`));
      await jobs.add('mail', 'event-1', {});
      await jobs.add('models', 'event-1', {});
      await waitUntil(() => ran.length === 2);
      expect(ran.sort()).toEqual(['mail/event-1', 'models/event-1']);
    });

    it('accepts ids that look like numbers or hold colons', async () => {
      const jobs = await open();
      const ids: string[] = [];
      jobs.process('mail', async (job) => void ids.push(job.id));
      for (const id of ['42', 'deal-1:mail', '%N7', 'a%3Ab']) await jobs.add('mail', id, {});
      await waitUntil(() => ids.length === 4);
      expect(ids.sort()).toEqual(['%N7', '42', 'a%3Ab', 'deal-1:mail'].sort());
    });

    it('retries a failing job with backoff until it succeeds', async () => {
      const jobs = await open();
      const attempts: number[] = [];
      jobs.process('mail', async (job) => {
        attempts.push(job.attempt);
        if (job.attempt < 3) throw new Error(`smtp down (${job.attempt})`);
      });
      await jobs.add('mail', 'event-1', {}, { attempts: 5, backoffMs: 5 });
      await waitUntil(async () => (await jobs.getJob('mail', 'event-1'))?.state === 'completed');
      await jobs.drained('mail');
      expect(attempts).toEqual([1, 2, 3]);
      expect(await jobs.counts('mail')).toMatchObject({ completed: 1, failed: 0 });
    });

    it('marks a job failed with its last error after all its attempts', async () => {
      const jobs = await open();
      let runs = 0;
      jobs.process('mail', async (job) => {
        runs++;
        throw new Error(`mailbox full (attempt ${job.attempt})`);
      });
      await jobs.add('mail', 'event-1', {}, { attempts: 3, backoffMs: 5 });
      await waitUntil(async () => (await jobs.counts('mail')).failed === 1);
      await jobs.drained('mail');
      expect(runs).toBe(3);
      expect(await jobs.counts('mail')).toMatchObject({ failed: 1, completed: 0, waiting: 0, delayed: 0 });
      expect(await jobs.getJob('mail', 'event-1')).toMatchObject({
        state: 'failed',
        attempts: 3,
        lastError: 'mailbox full (attempt 3)',
      });
    });

    it('counts a job waiting for its retry as delayed', async () => {
      const jobs = await open();
      let runs = 0;
      jobs.process('mail', async () => {
        runs++;
        throw new Error('try later');
      });
      await jobs.add('mail', 'event-1', {}, { attempts: 2, backoffMs: 60_000 });
      await waitUntil(async () => (await jobs.counts('mail')).delayed === 1);
      expect(runs).toBe(1);
      expect(await jobs.getJob('mail', 'event-1')).toMatchObject({ state: 'delayed', lastError: 'try later' });
    });

    it('never runs more jobs of a queue at once than its concurrency, and counts them', async () => {
      const jobs = await open();
      const gate = deferred();
      let running = 0;
      let mostAtOnce = 0;
      let done = 0;
      for (let i = 1; i <= 6; i++) await jobs.add('models', `event-${i}`, { i });
      expect(await jobs.counts('models')).toEqual({ waiting: 6, active: 0, completed: 0, failed: 0, delayed: 0 });
      jobs.process(
        'models',
        async () => {
          running++;
          mostAtOnce = Math.max(mostAtOnce, running);
          await gate.promise;
          running--;
          done++;
        },
        { concurrency: 2 },
      );
      try {
        await waitUntil(() => running >= 2);
        expect(await jobs.counts('models')).toEqual({ waiting: 4, active: 2, completed: 0, failed: 0, delayed: 0 });
      } finally {
        gate.resolve();
      }
      await waitUntil(() => done === 6);
      await jobs.drained('models');
      expect(mostAtOnce).toBe(2);
      expect(await jobs.counts('models')).toEqual({ waiting: 0, active: 0, completed: 6, failed: 0, delayed: 0 });
    });

    it('resolves drained only after every added job has run', async () => {
      const jobs = await open();
      const finished: number[] = [];
      jobs.process<{ i: number }>(
        'mail',
        async (job) => {
          await new Promise((resolve) => setImmediate(resolve));
          finished.push(job.data.i);
        },
        { concurrency: 3 },
      );
      for (let i = 1; i <= 10; i++) await jobs.add('mail', `event-${i}`, { i });
      await jobs.drained('mail');
      expect(finished.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });

    it('resolves drained at once for a queue with nothing to do', async () => {
      const jobs = await open();
      await jobs.drained('empty');
      expect(await jobs.counts('empty')).toEqual({ waiting: 0, active: 0, completed: 0, failed: 0, delayed: 0 });
    });
  });
}
