import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
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

/** Builds one workbook off the caller's event loop and posts back its bytes (or the error's message). */
lowerPriority();
try {
  const built = await buildModelWorkbook(workerData as WorkbookInput);
  parentPort!.postMessage({ ok: true, built }, [built.bytes.buffer as ArrayBuffer]);
} catch (error) {
  parentPort!.postMessage({ ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
