/**
 * The production job queue on BullMQ. Our job id is BullMQ's jobId, and BullMQ ignores add() of a jobId
 * it still holds: that is the idempotency, so completed jobs are kept (for `keepCompletedSeconds`).
 */
import { Queue, Worker, type Job as BullJob, type JobType } from 'bullmq';
import { Redis } from 'ioredis';
import { createLog, type Log } from '../log/logger';
import type { JobCounts, JobHandler, JobOptions, JobQueue, JobState, JobStatus } from './port';

const defaultAttempts = 5;
const defaultBackoffMs = 1000;
const thirtyDays = 30 * 24 * 3600;
const drainPollMs = 25;

export interface BullMqJobQueueOptions {
  redisUrl: string;
  /** Redis key prefix; default 'bull'. */
  prefix?: string;
  /** How long completed jobs (and so their ids) are kept. Default 30 days. */
  keepCompletedSeconds?: number;
  /** Where Redis's connection errors are told (the process's logger). */
  log?: Log;
}

export function createBullMqJobQueue(options: BullMqJobQueueOptions): JobQueue {
  const prefix = options.prefix ?? 'bull';
  const log = options.log ?? createLog('info');
  const keepCompleted = options.keepCompletedSeconds ?? thirtyDays;
  const connections: Redis[] = [];
  const queues = new Map<string, Queue>();
  const workers = new Map<string, Worker>();
  let closing = false;

  function connect(): Redis {
    // Workers block on Redis and must not give up on a command; BullMQ requires this setting.
    const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    connection.on('error', () => undefined); // ioredis reconnects by itself; BullMQ reports failures
    connections.push(connection);
    return connection;
  }

  let queueConnection: Redis | undefined;
  function queueFor(name: string): Queue {
    if (closing) throw new Error('job queue is closed');
    let queue = queues.get(name);
    if (!queue) {
      queueConnection ??= connect();
      queue = new Queue(encodeName(name), { connection: queueConnection, prefix });
      queue.on('error', (error) => log.error(`job queue '${name}': ${error.message}`));
      queues.set(name, queue);
    }
    return queue;
  }

  async function counts(name: string): Promise<JobCounts> {
    const raw = await queueFor(name).getJobCounts('waiting', 'prioritized', 'active', 'completed', 'failed', 'delayed');
    return {
      waiting: (raw.waiting ?? 0) + (raw.prioritized ?? 0),
      active: raw.active ?? 0,
      completed: raw.completed ?? 0,
      failed: raw.failed ?? 0,
      delayed: raw.delayed ?? 0,
    };
  }

  return {
    async add<T>(name: string, id: string, data: T, jobOptions: JobOptions = {}): Promise<void> {
      const attempts = jobOptions.attempts ?? defaultAttempts;
      if (!Number.isInteger(attempts) || attempts < 1) throw new Error(`attempts must be ≥ 1, got ${attempts}`);
      await queueFor(name).add(encodeName(name), data ?? null, {
        jobId: encodeId(id),
        attempts,
        backoff: { type: 'exponential', delay: jobOptions.backoffMs ?? defaultBackoffMs },
        removeOnComplete: { age: keepCompleted },
        removeOnFail: false,
      });
    },

    process<T>(name: string, handler: JobHandler<T>, processOptions: { concurrency?: number } = {}): void {
      if (closing) throw new Error('job queue is closed');
      if (workers.has(name)) throw new Error(`queue '${name}' already has a handler in this process`);
      const worker = new Worker(
        encodeName(name),
        async (job: BullJob) => {
          await handler({ id: decodeId(job.id ?? ''), queue: name, data: job.data as T, attempt: job.attemptsMade + 1 });
        },
        { connection: connect(), prefix, concurrency: processOptions.concurrency ?? 1 },
      );
      worker.on('error', (error) => log.error(`job worker '${name}': ${error.message}`));
      workers.set(name, worker);
    },

    counts,

    async drained(name: string): Promise<void> {
      for (;;) {
        const c = await counts(name);
        if (c.waiting + c.delayed + c.active === 0) return;
        await new Promise((resolve) => setTimeout(resolve, drainPollMs));
      }
    },

    async forget(name, mentions) {
      const queue = queueFor(name);
      let forgotten = 0;
      for (const job of await queue.getJobs(['waiting', 'delayed', 'completed', 'failed', 'prioritized'])) {
        if (!job || !mentions(job.data)) continue;
        // BullMQ cannot blank a job's data in place: the job goes, id and all.
        await job.remove().catch(() => undefined);
        forgotten++;
      }
      return forgotten;
    },

    async getJob(name: string, id: string): Promise<JobStatus | undefined> {
      const job = await queueFor(name).getJob(encodeId(id));
      if (!job) return undefined;
      const state = toState(await job.getState());
      if (!state) return undefined;
      return {
        id,
        queue: name,
        data: job.data as unknown,
        state,
        attempts: job.attemptsStarted ?? job.attemptsMade,
        ...(job.failedReason ? { lastError: job.failedReason } : {}),
      };
    },

    async close(): Promise<void> {
      if (closing) return;
      closing = true;
      await Promise.all([...workers.values()].map((worker) => worker.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      await Promise.all(connections.map((connection) => connection.quit().catch(() => connection.disconnect())));
    },
  };
}

function toState(state: JobType | 'unknown' | string): JobState | undefined {
  switch (state) {
    case 'waiting':
    case 'wait':
    case 'prioritized':
    case 'waiting-children':
      return 'waiting';
    case 'delayed':
      return 'delayed';
    case 'active':
      return 'active';
    case 'completed':
      return 'completed';
    case 'failed':
      return 'failed';
    default:
      return undefined;
  }
}

// BullMQ rejects ids that are integers or hold ':' (and queue names with ':'), while our ids come from
// event ids and positions. This escaping is reversible and leaves ordinary ids unchanged.
export function encodeId(id: string): string {
  const escaped = encodeName(id);
  return `${Number.parseInt(escaped, 10)}` === escaped ? `%N${escaped}` : escaped;
}

export function decodeId(encoded: string): string {
  const body = encoded.startsWith('%N') ? encoded.slice(2) : encoded;
  return body.replace(/%(25|3A)/g, (escape) => (escape === '%25' ? '%' : ':'));
}

function encodeName(name: string): string {
  return name.replace(/%/g, '%25').replace(/:/g, '%3A');
}
