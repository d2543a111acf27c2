import { Worker } from 'node:worker_threads';
import type { BuiltWorkbook, WorkbookInput } from './workbook';

type Reply = { id: number; ok: true; built: BuiltWorkbook } | { id: number; ok: false; message: string };

/** How long the build thread stays up after its last build (its start costs about a second: TypeScript and the engine). */
const IDLE_MS = 60_000;

let thread: { worker: Worker; idle: NodeJS.Timeout | null } | null = null;
let queue: Promise<unknown> = Promise.resolve();
let nextId = 1;

function stopThread(): void {
  const current = thread;
  thread = null;
  if (current) {
    if (current.idle) clearTimeout(current.idle);
    void current.worker.terminate();
  }
}

function startThread() {
  const worker = new Worker(new URL('./thread-entry.mjs', import.meta.url));
  worker.unref();
  const started = { worker, idle: null };
  worker.once('exit', () => {
    if (thread === started) thread = null;
  });
  return started;
}

function runOne(input: WorkbookInput, timeoutMs: number): Promise<BuiltWorkbook> {
  thread ??= startThread();
  const current = thread;
  if (current.idle) clearTimeout(current.idle);
  const id = nextId++;
  return new Promise<BuiltWorkbook>((resolve, reject) => {
    const done = (settle: () => void) => {
      clearTimeout(timer);
      current.worker.off('message', onMessage);
      current.worker.off('error', onError);
      current.worker.off('exit', onExit);
      settle();
    };
    const onMessage = (reply: Reply) => {
      if (reply.id !== id) return;
      done(() => (reply.ok ? resolve({ ...reply.built, bytes: Buffer.from(reply.built.bytes) }) : reject(new Error(reply.message))));
      if (thread === current) current.idle = setTimeout(stopThread, IDLE_MS).unref();
    };
    const onError = (error: Error) => done(() => (stopThread(), reject(error)));
    const onExit = (code: number) => done(() => reject(new Error(`The model build's thread exited (code ${code}) before it answered.`)));
    const timer = setTimeout(() => {
      done(() => (stopThread(), reject(new Error(`The model build took longer than ${timeoutMs / 1000} s and was stopped.`))));
    }, timeoutMs);
    current.worker.on('message', onMessage);
    current.worker.once('error', onError);
    current.worker.once('exit', onExit);
    current.worker.postMessage({ id, input });
  });
}

/**
 * Builds a workbook in a worker thread, so a large deal never holds up the process's event loop (the API's,
 * on the embedded runtime). One thread, one build at a time (later calls wait their turn); it is kept for a
 * minute after its last build and stopped when idle. A build running past `timeoutMs`, or a crash, stops the
 * thread: that build fails and the next one starts a new thread.
 */
export function buildInThread(input: WorkbookInput, timeoutMs = 120_000): Promise<BuiltWorkbook> {
  const run = queue.then(() => runOne(input, timeoutMs));
  queue = run.catch(() => undefined);
  return run;
}

/** Stops the build thread now (shutdown, tests). */
export function stopBuildThread(): void {
  stopThread();
}
