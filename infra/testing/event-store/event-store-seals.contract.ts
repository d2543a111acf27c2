/**
 * Seals (seals.ts) over any store, written against the port only: the embedded stores run it here; the
 * KurrentDB suite runs it against a server, the store it exists for. Every test seals into its own stream,
 * so suites sharing one server's log do not see each other's seals.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuditSealedData } from '@dealbook/domain/audit-events';
import { collect, newEvents, newStreamId } from './contract-fixtures';
import {
  START,
  WrongExpectedVersionError,
  comparePositions,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '../../src/event-store/port';
import { createSealer, type SealerOptions } from '../../src/event-store/seals';
import { verifySeals } from '../../src/event-store/seals-verify';

const sealsOf = (events: readonly RecordedEvent[]) => events.map((event) => event.data as AuditSealedData);

async function appendAcrossStreams(store: EventStore, streams: number, perStream: number): Promise<Position> {
  const ids = Array.from({ length: streams }, () => newStreamId());
  let last: Position | null = null;
  for (let n = 0; n < perStream; n++) {
    for (const streamId of ids) last = (await store.append(streamId, newEvents(1), n === 0 ? 'no_stream' : n - 1)).position;
  }
  // the last event appended here, not the log's head: a running sealer may have appended a seal after it
  return last ?? store.headPosition();
}

/** Waits for the checkpoint: a seal in `stream` whose range reaches `position`. */
async function sealedUpTo(store: EventStore, stream: string, position: Position): Promise<AuditSealedData[]> {
  const seals = await collect(
    store.subscribeToAll({ after: START }),
    (event) => event.streamId === stream,
    (kept) => kept.some((event) => comparePositions((event.data as AuditSealedData).to, position) >= 0),
  );
  return sealsOf(seals);
}

async function sealAll(store: EventStore, options: SealerOptions & { stream: string }): Promise<AuditSealedData[]> {
  const head = await store.headPosition();
  const sealer = createSealer(store, { intervalMs: 20, ...options });
  sealer.start();
  await sealedUpTo(store, options.stream, head);
  await sealer.stop();
  return sealsOf(await store.readStream(options.stream));
}

/** The store as someone who edited its log would leave it: `edit` gets and returns the whole log. */
function tampered(store: EventStore, edit: (log: RecordedEvent[]) => RecordedEvent[]): Pick<EventStore, 'readAll' | 'readStream'> {
  return {
    readStream: (streamId, options) => store.readStream(streamId, options),
    async readAll(options = {}) {
      const log = edit(await store.readAll());
      const after = log.filter((event) => comparePositions(event.position, options.after ?? START) > 0);
      return after.slice(0, options.maxCount);
    },
  };
}

export function sealsContract(name: string, make: () => EventStore): void {
  describe(`audit seals: ${name}`, () => {
    it('seals the log in batches of linked seals that verify intact, its own events left out', async () => {
      const store = make();
      const stream = newStreamId('audit-seals');
      await appendAcrossStreams(store, 4, 5);
      const seals = await sealAll(store, { stream, every: 6 });
      const sealed = (await store.readAll()).filter((event) => event.streamId !== stream);
      expect(seals.reduce((sum, seal) => sum + seal.count, 0)).toBe(sealed.length);
      seals.forEach((seal, i) => expect(seal.previous).toBe(i === 0 ? '0'.repeat(64) : seals[i - 1]!.head));
      expect(await verifySeals(store, { stream })).toEqual({
        intact: true,
        checked: sealed.length,
        head: seals.at(-1)!.head,
        seals: seals.length,
        unsealed: 0,
      });
      await store.close();
    });

    it('counts the events after the last seal as not yet sealed', async () => {
      const store = make();
      const stream = newStreamId('audit-seals');
      await appendAcrossStreams(store, 2, 3);
      await sealAll(store, { stream, every: 4 });
      await store.append(newStreamId(), newEvents(3), 'no_stream');
      expect(await verifySeals(store, { stream })).toMatchObject({ intact: true, unsealed: 3 });
      await store.close();
    });

    it('names the first event of the first seal that no longer matches: changed, removed, swapped', async () => {
      const store = make();
      const stream = newStreamId('audit-seals');
      await appendAcrossStreams(store, 3, 6);
      const seals = await sealAll(store, { stream, every: 5 });
      const log = await store.readAll();
      // Two events of a seal after the first, so the seals before it still match.
      const range = seals.findLast((seal, i) => i > 0 && seal.count >= 2)!;
      const [swapWith, target] = log
        .map((event, i) => ({ event, i }))
        .filter(({ event }) => event.streamId !== stream && comparePositions(event.position, range.from) >= 0)
        .map(({ i }) => i) as [number, number];
      const expected = { intact: false, reason: 'changed', position: range.from };

      const changed = tampered(store, (events) => events.map((e, i) => (i === target ? { ...e, data: { n: 99 } } : e)));
      expect(await verifySeals(changed, { stream })).toMatchObject(expected);
      const removed = tampered(store, (events) => events.filter((_, i) => i !== target));
      expect(await verifySeals(removed, { stream })).toMatchObject(expected);
      const swapped = tampered(store, (events) =>
        events.map((e, i) =>
          i === swapWith ? { ...events[target]!, position: e.position } : i === target ? { ...events[swapWith]!, position: e.position } : e,
        ),
      );
      expect(await verifySeals(swapped, { stream })).toMatchObject(expected);
      await store.close();
    });

    it('names the seal whose own content was changed in the seal stream', async () => {
      const store = make();
      const stream = newStreamId('audit-seals');
      await appendAcrossStreams(store, 2, 5);
      const seals = await sealAll(store, { stream, every: 3 });
      const forged = { ...seals[1]!, head: 'f'.repeat(64) };
      const view = { ...tampered(store, (events) => events) };
      view.readStream = async (streamId, options) =>
        (await store.readStream(streamId, options)).map((e) => (e.revision === 1 ? { ...e, data: forged } : e));
      expect(await verifySeals(view, { stream })).toMatchObject({ intact: false, position: seals[1]!.from });
      await store.close();
    });

    it('continues from its last seal when started again', async () => {
      const store = make();
      const stream = newStreamId('audit-seals');
      await appendAcrossStreams(store, 2, 2);
      const before = await sealAll(store, { stream, every: 100 });
      await appendAcrossStreams(store, 2, 2);
      const after = await sealAll(store, { stream, every: 100 });
      expect(after.slice(0, before.length)).toEqual(before);
      expect(after[before.length]!.previous).toBe(before.at(-1)!.head);
      expect(await verifySeals(store, { stream })).toMatchObject({ intact: true, unsealed: 0 });
      await store.close();
    });

    it('keeps the events that arrive while a seal is being written: the next seal covers them', async () => {
      const store = make();
      const stream = newStreamId('audit-seals');
      let seen = 0;
      let release!: () => void;
      const gate = new Promise<void>((open) => (release = open));
      let sealing!: () => void;
      const started = new Promise<void>((begin) => (sealing = begin));
      let held = false;
      // The first seal's append waits until the sealer has taken in events that came after it began.
      const slow: EventStore = {
        async append(streamId, events, expected) {
          if (streamId === stream && !held) {
            held = true;
            sealing();
            await gate;
          }
          return store.append(streamId, events, expected);
        },
        readStream: (streamId, options) => store.readStream(streamId, options),
        readAll: (options) => store.readAll(options),
        subscribeToAll(options) {
          const inner = store.subscribeToAll(options);
          return {
            close: () => inner.close(),
            async *[Symbol.asyncIterator]() {
              for await (const event of inner) {
                seen += 1;
                yield event;
              }
            },
          };
        },
        headPosition: () => store.headPosition(),
        close: () => store.close(),
      };
      await appendAcrossStreams(store, 2, 1);
      const sealer = createSealer(slow, { stream, every: 100, intervalMs: 10 });
      sealer.start();
      await started;
      const last = await appendAcrossStreams(store, 3, 1);
      await expect.poll(() => seen, { timeout: 5_000 }).toBeGreaterThanOrEqual(5);
      release();
      await sealedUpTo(store, stream, last);
      await sealer.stop();
      const seals = sealsOf(await store.readStream(stream));
      expect(seals.reduce((sum, seal) => sum + seal.count, 0)).toBe(5);
      expect(await verifySeals(store, { stream })).toMatchObject({ intact: true, unsealed: 0 });
      await store.close();
    });

    it('lets two sealers racing on one log write one linear chain of seals, never a fork', async () => {
      const store = make();
      const stream = `audit-seals-${randomUUID()}`;
      let refused = 0;
      const counting: EventStore = {
        append: (streamId, events, expected) =>
          store.append(streamId, events, expected).catch((error: unknown) => {
            if (error instanceof WrongExpectedVersionError) refused += 1;
            throw error;
          }),
        readStream: (streamId, options) => store.readStream(streamId, options),
        readAll: (options) => store.readAll(options),
        subscribeToAll: (options) => store.subscribeToAll(options),
        headPosition: () => store.headPosition(),
        close: () => store.close(),
      };
      const sealers = [3, 4].map((every) => createSealer(counting, { stream, every, intervalMs: 15 }));
      sealers.forEach((sealer) => sealer.start());
      let last = START;
      for (let round = 0; round < 5; round++) last = await appendAcrossStreams(store, 3, 2);
      await sealedUpTo(store, stream, last);
      await Promise.all(sealers.map((sealer) => sealer.stop()));
      const seals = sealsOf(await store.readStream(stream));
      // how often the two collided depends on timing; the chain must be linear however often they did
      console.log(`seals race: ${refused} append(s) refused, ${seals.length} seals`);
      expect(new Set(seals.map((seal) => seal.previous)).size).toBe(seals.length);
      seals.slice(1).forEach((seal, i) => expect(comparePositions(seal.from, seals[i]!.to)).toBeGreaterThan(0));
      expect(await verifySeals(store, { stream })).toMatchObject({ intact: true, seals: seals.length, unsealed: 0 });
      await store.close();
    });
  });
}
