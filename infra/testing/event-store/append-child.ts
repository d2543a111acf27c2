/**
 * Run as a child process by sqlite-processes.spec.ts, as one service of the split would run: it opens the
 * events file through its own store object, prints `ready`, waits for `go` on stdin (so the children start
 * appending together), runs its plan and prints what the store acknowledged as one JSON line.
 */
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import {
  WrongExpectedVersionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
} from '../../src/event-store/port';
import { createSqliteEventStore } from '../../src/event-store/sqlite';
import { openThreadedSqliteEventStore } from '../../src/event-store/sqlite-threaded';

export interface ChildPlan {
  file: string;
  threaded: boolean;
  /** Run at once: each appends `count` single events to its stream, reading the revision again after a conflict. */
  writers?: { streamId: string; count: number }[];
  /** Run one after another, each with its own expected revision; a refusal is reported, not retried. */
  appends?: { streamId: string; events: NewEvent[]; expected: ExpectedRevision }[];
}

export interface ChildOutcome {
  acked: { id: string; streamId: string; revision: number; position: string }[];
  results: (AppendResult | 'refused')[];
  conflicts: number;
}

const plan = JSON.parse(process.argv[2]!) as ChildPlan;
const store = plan.threaded ? await openThreadedSqliteEventStore({ file: plan.file }) : createSqliteEventStore({ file: plan.file });
const outcome: ChildOutcome = { acked: [], results: [], conflicts: 0 };

const newEvent = (streamId: string): NewEvent => {
  const id = randomUUID();
  const metadata = {
    actorId: 'child',
    commandId: id,
    correlationId: id,
    causationId: id,
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  };
  return { id, type: 'ChildAppended', data: { streamId, pid: process.pid }, metadata };
};

async function revisionOf(streamId: string): Promise<ExpectedRevision> {
  const [last] = await store.readStream(streamId, { direction: 'backwards', maxCount: 1 });
  return last ? last.revision : 'no_stream';
}

async function write(s: EventStore, streamId: string, count: number): Promise<void> {
  let expected = await revisionOf(streamId);
  while (count > 0) {
    const event = newEvent(streamId);
    try {
      const { nextRevision, position } = await s.append(streamId, [event], expected);
      outcome.acked.push({ id: event.id, streamId, revision: nextRevision, position });
      expected = nextRevision;
      count--;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      // Another process appended to this stream since we read it: as a command handler would, read again.
      outcome.conflicts++;
      expected = await revisionOf(streamId);
    }
  }
}

process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) if (line === 'go') break;

await Promise.all((plan.writers ?? []).map(({ streamId, count }) => write(store, streamId, count)));
for (const { streamId, events, expected } of plan.appends ?? []) {
  const refused = (error: unknown) => {
    if (error instanceof WrongExpectedVersionError) return 'refused' as const;
    throw error;
  };
  outcome.results.push(await store.append(streamId, events, expected).catch(refused));
}
await store.close();
process.stdout.write(`${JSON.stringify(outcome)}\n`);
