/* global setInterval, clearInterval */
// The embedded document store's checkpoints, taken on a thread of their own (checkpointer.ts). Plain
// JavaScript: it needs nothing of the workspace, and runs as it is under tsx and in the built server.
import { statSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file, intervalMs } = workerData;
const db = new Database(file);
db.pragma('busy_timeout = 5000');

/** The write-ahead log as last checkpointed: its size and change time, which every commit moves. */
let seen = '';
const walStamp = () => {
  try {
    const stat = statSync(`${file}-wal`, { bigint: true });
    return `${stat.size}:${stat.mtimeNs}`;
  } catch {
    return '';
  }
};

const timer = setInterval(() => {
  const stamp = walStamp();
  if (stamp === seen) return;
  // PASSIVE: copies what no reader still needs and waits for no one; what is left goes at the next tick.
  const [result] = db.pragma('wal_checkpoint(PASSIVE)');
  if (result.busy === 0 && result.log === result.checkpointed) seen = stamp;
}, intervalMs);

parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
