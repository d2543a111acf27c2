/**
 * The recent end of the log, kept once per store object for its live subscribers. Every projection and
 * reactor follows the log from nearly the same place, so without this each of them would read and parse
 * the same rows again (13 projections and 6 reactors: 19 reads and JSON.parses of every event). The
 * first subscriber to ask for what follows the tail reads it from the database; the others are handed
 * the same parsed events. Events are shared between subscribers and must be treated as read-only.
 *
 * The tail always holds every event with a position in (`from`, `to`]: SQLite lets one writer at a time
 * commit, whichever process it is in, and positions grow with each commit, so a read that returns events
 * up to P has seen every event up to P. The store calls `committed()` for its own commits and for the
 * ones its watch (sqlite-watch.ts) notices, so the tail never answers "caught up" from before them.
 */
import type { Position, RecordedEvent } from './port';

export type ReadRows = (after: number, maxCount: number) => RecordedEvent[];

/**
 * `capacity` events and at most `maxBytes` of their stored JSON (`sizeOf`; 0 when unknown): a few large
 * events (a 1 MB draft) must not keep hundreds of megabytes alive.
 */
export function createTail(
  read: ReadRows,
  capacity = 5000,
  sizeOf: (event: RecordedEvent) => number = () => 0,
  maxBytes = 32 * 1024 * 1024,
) {
  let events: RecordedEvent[] = [];
  let bytes = 0;
  /** The tail covers positions (from, to]; from === to when it is empty. */
  let from = -1;
  let to = -1;
  /** A commit happened since the tail last read the database. */
  let stale = true;

  function firstAfter(after: number): number {
    let lo = 0;
    let hi = events.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (Number(events[mid]!.position) <= after) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  function extend(): void {
    if (!stale) return;
    stale = false;
    const page = read(to, capacity);
    // A full page: more may be stored, read on next time.
    if (page.length === capacity) stale = true;
    add(page);
  }

  function add(page: RecordedEvent[]): void {
    if (page.length === 0) return;
    events = events.concat(page);
    for (const event of page) bytes += sizeOf(event);
    to = Number(page.at(-1)!.position);
    let dropped = Math.max(0, events.length - capacity);
    for (let i = 0; i < dropped; i++) bytes -= sizeOf(events[i]!);
    // Keeps at least the newest event, whatever its size.
    while (bytes > maxBytes && dropped < events.length - 1) bytes -= sizeOf(events[dropped++]!);
    if (dropped > 0) {
      from = Number(events[dropped - 1]!.position);
      events = events.slice(dropped);
    }
  }

  return {
    /** Something was committed: the next reader past the tail reads the database again. */
    committed(): void {
      stale = true;
    },
    /**
     * Events a commit of this process's writer added, all of them after `after`, the log's last position when
     * it took the write lock. The tail takes those it lacks without reading the database when it reaches
     * `after` (a read since the commit may have brought some or all of them already); when it ends before
     * `after`, others committed in between, and it reads at the next read. Returns whether it has them.
     * `events` (the commit's, up to `last`) is called only when some are lacking: they are parsed only then.
     */
    fed(after: number, last: number, events: () => RecordedEvent[]): boolean {
      if (from < 0 || to < after) {
        stale = true;
        return false;
      }
      if (to < last) add(events().filter((event) => Number(event.position) > to));
      return true;
    },
    /** Events after `after`, at most `maxCount`: from the tail when it covers them, else from the database. */
    readAfter(afterPosition: Position, maxCount: number): RecordedEvent[] {
      const after = Number(afterPosition);
      // The first reader, or one ahead of an empty tail, starts the tail where it stands.
      if (from < 0 || (events.length === 0 && after > to)) {
        from = to = after;
        stale = true;
      }
      if (after < from) return read(after, maxCount);
      // Read what was committed since the tail last looked, so a short answer always means "caught up".
      extend();
      // Dropped from the tail by that read, or ahead of it: from the database.
      if (after < from || after > to) return read(after, maxCount);
      const start = firstAfter(after);
      return maxCount < 0 ? events.slice(start) : events.slice(start, start + maxCount);
    },
  };
}
