/**
 * Notices commits made through other connections to the events file: other processes of the split
 * (command service, workers) and, for a reader, this process's own writer thread. SQLite tells no one
 * of a commit, but `PRAGMA data_version` on a connection changes whenever another connection committed,
 * and reading it costs a few microseconds. Polled only while the store has live subscribers: reads,
 * heads and stream reads query the file each time and need no wake-up.
 */
import type Database from 'better-sqlite3';

/** Often enough that a subscriber in another process follows within a frame; cheap enough to run always. */
export const WATCH_INTERVAL_MS = 20;

export interface CommitWatch {
  /** Starts polling if it is not running; `changed` runs first, as commits may have come while it was off. */
  start(): void;
  stop(): void;
  /**
   * The caller has just passed on a commit it heard of (a writer thread's message), so every commit up to
   * now will be read: the next poll need not report the same one again.
   */
  caughtUp(): void;
}

/** `changed` runs when another connection committed; `wanted` says whether anyone still listens. */
export function watchCommits(db: Database.Database, changed: () => void, wanted: () => boolean): CommitWatch {
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  let seen = -1;
  let timer: NodeJS.Timeout | null = null;

  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  const poll = () => {
    if (!wanted() || !db.open) return stop();
    const version = dataVersion.get()!;
    if (version === seen) return;
    seen = version;
    changed();
  };

  return {
    start() {
      if (timer) return;
      // Read first, then report: a commit after the read shows at the next poll, one before it is covered now.
      seen = dataVersion.get()!;
      changed();
      timer = setInterval(poll, WATCH_INTERVAL_MS);
      // A process ends when its work does, not held open by a watch.
      timer.unref();
    },
    stop,
    caughtUp() {
      if (timer) seen = dataVersion.get()!;
    },
  };
}
