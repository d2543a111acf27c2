/**
 * The job queue port. Adapters: in-process (embedded) and BullMQ (production).
 * Adding a job whose id already exists (queued, running or completed) is a no-op: job ids derive
 * from event ids, so a replayed event enqueues nothing new.
 */

export interface JobOptions {
  /** Attempts in all, including the first. Default 5. */
  attempts?: number;
  /** Exponential backoff base in ms. Default 1000. */
  backoffMs?: number;
}

export interface Job<T = unknown> {
  id: string;
  queue: string;
  data: T;
  attempt: number; // 1-based
}

export type JobHandler<T = unknown> = (job: Job<T>) => Promise<void>;

export interface JobCounts {
  waiting: number;
  active: number;
  completed: number;
  failed: number;
  delayed: number;
}

export interface JobQueue {
  add<T>(queue: string, id: string, data: T, options?: JobOptions): Promise<void>;
  /** Starts processing a queue with the handler. One handler per queue per process. */
  process<T>(queue: string, handler: JobHandler<T>, options?: { concurrency?: number }): void;
  counts(queue: string): Promise<JobCounts>;
  /** Resolves when nothing is waiting, delayed or active in the queue (used by tests and shutdown). */
  drained(queue: string): Promise<void>;
  /** One job's state, attempts and last error (admin views, tests); undefined when unknown. */
  getJob(queue: string, id: string): Promise<JobStatus | undefined>;
  /**
   * Forgets the data of every job of `queue` that `mentions` (a person erased, R12): a job that
   * has not run will not run, one that ran keeps its id (a replayed event still adds nothing) but no data.
   * A job running now is left to finish. Returns how many were forgotten.
   */
  forget(queue: string, mentions: (data: unknown) => boolean): Promise<number>;
  close(): Promise<void>;
}

export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

export interface JobStatus {
  id: string;
  queue: string;
  data: unknown;
  state: JobState;
  /** Attempts started so far. */
  attempts: number;
  /** The error of the last failed attempt, kept after the job ends 'failed'. */
  lastError?: string;
}
