import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { buildModelWorkbook, type WorkbookInput } from './workbook';

/**
 * On Linux a thread has its own id and its own nice value: the build thread yields the CPU to the
 * process's main thread (the API's, on the embedded runtime), so requests keep their latency while
 * a model is written. Elsewhere the build simply runs at the process's priority.
 */
function lowerPriority(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 19);
  } catch {
    // not Linux, or not allowed: keep the default priority
  }
}

/** Builds the workbooks it is sent, one at a time, and posts back each one's bytes (or the error's message). */
lowerPriority();
parentPort!.on('message', async ({ id, input }: { id: number; input: WorkbookInput }) => {
  try {
    const built = await buildModelWorkbook(input);
    const bytes = new Uint8Array(built.bytes);
    parentPort!.postMessage({ id, ok: true, built: { ...built, bytes } }, [bytes.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id, ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
