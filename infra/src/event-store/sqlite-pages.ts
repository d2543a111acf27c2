/**
 * The global log read in pages, for readers that go through much of it (a projection catching up or
 * rebuilding reads all of it this way). Rows come back as arrays, not objects, and the chain link is
 * set on the parsed metadata rather than copied in with it: turning a row into an event then costs
 * little beside the two JSON.parse calls. The events are the ones `toRecordedEvent` makes.
 */
import type Database from 'better-sqlite3';
import type { EventMetadata, RecordedEvent } from './port';

/** An event as the log stores it, in the order of the page's columns (also what a writer thread sends of its commits). */
export type PageRow = [
  position: number,
  eventId: string,
  streamId: string,
  revision: number,
  type: string,
  data: string,
  metadata: string,
  recordedAt: string,
  chain: string | null,
];

/** `(after, maxCount)`: the events after a position, in log order; a maxCount of -1 reads to the end. */
export type PageReader = (after: number, maxCount: number) => RecordedEvent[];

/** The length of each event's stored JSON (data and metadata), for readers that bound what they keep. */
export const storedSize = new WeakMap<RecordedEvent, number>();

export function createPageReader(db: Database.Database): PageReader {
  const page = db
    .prepare<[number, number], PageRow>(
      `SELECT position, event_id, stream_id, revision, type, data, metadata, recorded_at, chain
       FROM events WHERE position > ? ORDER BY position LIMIT ?`,
    )
    .raw(true);
  return (after, maxCount) => page.all(after, maxCount).map(rowToEvent);
}

/** The event a stored row holds, with its stored size noted (`storedSize`). */
export function rowToEvent(row: PageRow): RecordedEvent {
  const metadata = JSON.parse(row[6]) as EventMetadata;
  if (row[8] !== null) metadata.chain = row[8];
  const event: RecordedEvent = {
    id: row[1],
    type: row[4],
    data: JSON.parse(row[5]) as unknown,
    metadata,
    streamId: row[2],
    revision: row[3],
    position: String(row[0]),
    recordedAt: row[7],
  };
  storedSize.set(event, row[5].length + row[6].length);
  return event;
}
