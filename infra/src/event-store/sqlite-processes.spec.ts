/**
 * The split runs the command service, query service, projections and workers as separate processes on
 * one events file. These tests run real child processes (infra/testing/event-store/append-child.ts), each with its own
 * store object, against a file this process also has open.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyChain } from './chain';
import { ids, newEvents, newStreamId } from '../../testing/event-store/contract-fixtures';
import { WrongExpectedVersionError, type RecordedEvent } from './port';
import { createSqliteEventStore, type SqliteEventStore } from './sqlite';
import { openThreadedSqliteEventStore } from './sqlite-threaded';
import type { ChildOutcome, ChildPlan } from '../../testing/event-store/append-child';

const dir = mkdtempSync(join(tmpdir(), 'dealbook-events-processes-'));
let files = 0;
const newFile = () => join(dir, `events-${++files}.sqlite`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CHILD = fileURLToPath(new URL('../../testing/event-store/append-child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

interface Child {
  /** The child has its store open. */
  ready: Promise<void>;
  /** Lets it run its plan. */
  go(): void;
  outcome: Promise<ChildOutcome>;
}

function startChild(plan: ChildPlan): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(plan)], { cwd: ROOT, stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  let ready = () => {};
  const readyPromise = new Promise<void>((resolve) => (ready = resolve));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.startsWith('ready\n')) ready();
  });
  const outcome = new Promise<ChildOutcome>((resolve, reject) =>
    child.on('exit', (code) => {
      const last = stdout.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as ChildOutcome);
      else reject(new Error(`append-child exited with ${code}: ${stderr}`));
    }),
  );
  return { ready: Promise.race([readyPromise, outcome.then(() => {})]), go: () => child.stdin.end('go\n'), outcome };
}

async function runChildren(plans: ChildPlan[]): Promise<ChildOutcome[]> {
  const children = plans.map(startChild);
  await Promise.all(children.map((child) => child.ready));
  for (const child of children) child.go();
  return Promise.all(children.map((child) => child.outcome));
}

const kinds = {
  plain: async (file: string): Promise<SqliteEventStore> => createSqliteEventStore({ file }),
  threaded: (file: string) => openThreadedSqliteEventStore({ file }),
};

/** `promise`, or a failure once `ms` have passed. */
async function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function byStream(events: RecordedEvent[]): Map<string, RecordedEvent[]> {
  const streams = new Map<string, RecordedEvent[]>();
  for (const event of events) streams.set(event.streamId, [...(streams.get(event.streamId) ?? []), event]);
  return streams;
}

describe('sqlite event store shared by several processes', () => {
  it('keeps every acknowledged append once, revisions contiguous and the chain intact', async () => {
    const file = newFile();
    const shared = Array.from({ length: 5 }, () => newStreamId('shared'));
    const plans = [true, false, true].map((threaded): ChildPlan => {
      const own = Array.from({ length: 5 }, () => newStreamId('own'));
      const writers = [...own, ...shared].map((streamId) => ({ streamId, count: 30 }));
      return { file, threaded, writers };
    });
    const outcomes = await runChildren(plans);

    const store = createSqliteEventStore({ file });
    const log = await store.readAll();
    await store.close();
    const acked = outcomes.flatMap((outcome) => outcome.acked);
    expect(acked).toHaveLength(900);
    expect(log).toHaveLength(900);
    const byId = new Map(log.map((event) => [event.id, event]));
    for (const { id, streamId, revision, position } of acked) expect(byId.get(id)).toMatchObject({ streamId, revision, position });
    const positions = log.map((event) => Number(event.position));
    expect(positions.every((position, i) => i === 0 || position > positions[i - 1]!)).toBe(true);
    const streams = byStream(log);
    expect(streams.size).toBe(20);
    for (const events of streams.values()) expect(events.map((e) => e.revision)).toEqual([...events.keys()]);
    expect(await verifyChain(log)).toMatchObject({ intact: true, checked: 900 });
  }, 60_000);

  describe.each(Object.entries(kinds))('opened in this process as %s', (_kind, open) => {
    it("wakes a subscriber here for another process's appends, with no append here", async () => {
      const file = newFile();
      const store = await open(file);
      await store.append(newStreamId('here'), newEvents(1), 'no_stream');
      const subscription = store.subscribeToAll({ after: await store.headPosition() });
      const seen: RecordedEvent[] = [];
      const twenty = (async () => {
        for await (const event of subscription) if (seen.push(event) === 20) return;
      })();
      const [outcome] = await runChildren([{ file, threaded: false, writers: [{ streamId: newStreamId('there'), count: 20 }] }]);
      // Counted from the child's exit: its last commit is at least that old.
      await within(2000, twenty);
      expect(ids(seen)).toEqual(outcome!.acked.map((a) => a.id));
      await subscription.close();
      await store.close();
    }, 30_000);

    it('refuses a wrong expected revision after another process appended, and replays its events as it did', async () => {
      const file = newFile();
      const store = await open(file);
      const streamId = newStreamId('deal');
      const mine = newEvents(2);
      const first = await store.append(streamId, mine, 'no_stream');
      const theirs = newEvents(2);
      const [outcome] = await runChildren([
        {
          file,
          threaded: true,
          appends: [
            { streamId, events: theirs, expected: 1 },
            { streamId, events: mine, expected: 'no_stream' },
            { streamId, events: newEvents(1), expected: 1 },
          ],
        },
      ]);
      const [appended, replayed, refused] = outcome!.results;
      expect(appended).toEqual({ nextRevision: 3, position: '4' });
      expect(replayed).toEqual(first);
      expect(refused).toBe('refused');

      await expect(store.append(streamId, newEvents(1), 1)).rejects.toBeInstanceOf(WrongExpectedVersionError);
      expect(await store.append(streamId, theirs, 1)).toEqual(appended);
      // This store's last link is from before the child's appends: the next one must chain on from theirs.
      expect(await store.append(streamId, newEvents(1), 3)).toEqual({ nextRevision: 4, position: '5' });
      expect((await store.readStream(streamId)).map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
      expect(await verifyChain(await store.readAll())).toMatchObject({ intact: true, checked: 5 });
      await store.close();
    }, 30_000);
  });
});
