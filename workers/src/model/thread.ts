import { Worker } from 'node:worker_threads';
import type { BuiltWorkbook, WorkbookInput } from './workbook';

type Reply = { ok: true; built: BuiltWorkbook } | { ok: false; message: string };

/**
 * Builds a workbook in a worker thread of its own, so a large deal never holds up the process's event loop
 * (the API's, on the embedded runtime). The thread ends after one build; a build that runs past `timeoutMs`
 * is stopped and fails.
 */
export function buildInThread(input: WorkbookInput, timeoutMs = 120_000): Promise<BuiltWorkbook> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./thread-entry.mjs', import.meta.url), { workerData: input });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`The model build took longer than ${timeoutMs / 1000} s and was stopped.`));
    }, timeoutMs);
    worker.once('message', (reply: Reply) => {
      clearTimeout(timer);
      void worker.terminate();
      if (reply.ok) resolve({ ...reply.built, bytes: Buffer.from(reply.built.bytes) });
      else reject(new Error(reply.message));
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The model build's thread exited (code ${code}) before it answered.`));
    });
  });
}
