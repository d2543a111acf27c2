/**
 * The embedded job queue: jobs live in a SQLite table, each processed queue runs an in-process loop.
 * add() wakes the loop at once; a timer wakes it for the earliest delayed retry.
 */
import type { Job, JobCounts, JobHandler, JobOptions, JobQueue, JobStatus } from './port';
import { openJobTable, type JobRow, type JobTable } from './sqlite-job-table';
import { createLog, type Log } from '../log/logger';

export const defaultAttempts = 5;
export const defaultBackoffMs = 1000;

interface Worker {
  handler: JobHandler<unknown>;
  concurrency: number;
  running: Set<Promise<void>>;
  timer: NodeJS.Timeout | undefined;
  timerAt: number;
}

interface DrainWaiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

export function createSqliteJobQueue(options: { file: string; log?: Log }): JobQueue {
  const log = options.log ?? createLog('info');
  const table: JobTable = openJobTable(options.file);
  table.requeueAbandoned();
  const workers = new Map<string, Worker>();
  const drainWaiters = new Map<string, DrainWaiter[]>();
  let closing = false;

  function pump(queue: string): void {
    const worker = workers.get(queue);
    if (!worker || closing) return;
    while (worker.running.size < worker.concurrency) {
      const row = table.claim(queue, Date.now());
      if (!row) break;
      const run: Promise<void> = execute(worker, row)
        // The outcome could not be recorded: the row stays 'active' and runs again after a restart.
        .catch((error: unknown) => log.error({ err: error }, `job ${queue}/${row.id}: recording its outcome failed`))
        .finally(() => {
          worker.running.delete(run);
          pump(queue);
          settleDrainWaiters(queue);
        });
      worker.running.add(run);
    }
    scheduleWake(queue, worker);
  }

  function scheduleWake(queue: string, worker: Worker): void {
    const next = table.nextRunAt(queue);
    if (next === undefined || worker.running.size >= worker.concurrency) return;
    if (worker.timer && worker.timerAt <= next) return;
    clearTimeout(worker.timer);
    worker.timerAt = next;
    worker.timer = setTimeout(
      () => {
        worker.timer = undefined;
        pump(queue);
      },
      Math.max(0, next - Date.now()),
    );
  }

  async function execute(worker: Worker, row: JobRow): Promise<void> {
    const job: Job<unknown> = { id: row.id, queue: row.queue, data: JSON.parse(row.data), attempt: row.attempt };
    try {
      await worker.handler(job);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const now = Date.now();
      if (row.attempt >= row.attempts) table.fail(row.queue, row.id, message, now);
      else table.retry(row.queue, row.id, message, now + row.backoff_ms * 2 ** (row.attempt - 1), now);
      return;
    }
    table.complete(row.queue, row.id, Date.now());
  }

  function isDrained(queue: string): boolean {
    const counts = table.counts(queue, Date.now());
    return counts.waiting + counts.delayed + counts.active === 0;
  }

  function settleDrainWaiters(queue: string): void {
    const waiters = drainWaiters.get(queue);
    if (!waiters || !isDrained(queue)) return;
    drainWaiters.delete(queue);
    for (const waiter of waiters) waiter.resolve();
  }

  function assertOpen(): void {
    if (closing) throw new Error('job queue is closed');
  }

  return {
    async add<T>(queue: string, id: string, data: T, jobOptions: JobOptions = {}): Promise<void> {
      assertOpen();
      const attempts = jobOptions.attempts ?? defaultAttempts;
      const backoffMs = jobOptions.backoffMs ?? defaultBackoffMs;
      if (!Number.isInteger(attempts) || attempts < 1) throw new Error(`attempts must be ≥ 1, got ${attempts}`);
      if (table.insert({ queue, id, data, attempts, backoffMs }, Date.now())) pump(queue);
    },

    process<T>(queue: string, handler: JobHandler<T>, processOptions: { concurrency?: number } = {}): void {
      assertOpen();
      if (workers.has(queue)) throw new Error(`queue '${queue}' already has a handler in this process`);
      const concurrency = processOptions.concurrency ?? 1;
      if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`concurrency must be ≥ 1`);
      workers.set(queue, {
        handler: handler as JobHandler<unknown>,
        concurrency,
        running: new Set(),
        timer: undefined,
        timerAt: Infinity,
      });
      pump(queue);
    },

    async counts(queue: string): Promise<JobCounts> {
      return table.counts(queue, Date.now());
    },

    drained(queue: string): Promise<void> {
      if (isDrained(queue)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const waiters = drainWaiters.get(queue) ?? [];
        waiters.push({ resolve, reject });
        drainWaiters.set(queue, waiters);
      });
    },

    async forget(queue, mentions) {
      return table.forget(queue, mentions, Date.now());
    },

    async getJob(queue: string, id: string): Promise<JobStatus | undefined> {
      return table.getJob(queue, id, Date.now());
    },

    async close(): Promise<void> {
      if (closing) return;
      closing = true;
      for (const worker of workers.values()) clearTimeout(worker.timer);
      await Promise.all([...workers.values()].flatMap((worker) => [...worker.running]));
      for (const [queue, waiters] of drainWaiters) {
        const drained = isDrained(queue);
        for (const waiter of waiters) {
          if (drained) waiter.resolve();
          else waiter.reject(new Error(`job queue closed before '${queue}' drained`));
        }
      }
      drainWaiters.clear();
      table.close();
    },
  };
}
