import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AUDIT_SEALS_STREAM } from '@dealbook/domain/audit-events';
import { RangeNeedsChainError, auditLog } from './audit';
import { withoutChain } from './chain';
import { collect, newEvents, newStreamId } from '../../testing/event-store/contract-fixtures';
import { createMemoryEventStore } from '../../testing/event-store/memory';
import { START, comparePositions, type EventStore, type RecordedEvent } from './port';
import { createSealer } from './seals';
import { createSqliteEventStore } from './sqlite';

const dir = mkdtempSync(join(tmpdir(), 'dealbook-audit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function auditFile(file: string, head?: string) {
  const store = createSqliteEventStore({ file });
  try {
    return await auditLog(store, head === undefined ? {} : { head });
  } finally {
    await store.close();
  }
}

describe('auditing a store that links every event', () => {
  it('checks the chain, and tells a shorter log from the one whose head was recorded', async () => {
    const file = join(dir, 'events.sqlite');
    const store = createSqliteEventStore({ file });
    await store.append(newStreamId(), newEvents(6), 'no_stream');
    const links = (await store.readAll()).map((event) => String(event.metadata.chain));
    await store.close();

    const intact = await auditFile(file);
    expect(intact).toEqual({ method: 'chain', intact: true, checked: 6, head: links[5] });
    expect(await auditFile(file, links[2])).toMatchObject({ method: 'chain', intact: true });

    // The last two events removed, links and all: what is left is a consistent, shorter chain.
    const db = new Database(file);
    db.exec('DELETE FROM events WHERE position > 4');
    db.close();
    expect(await auditFile(file)).toEqual({ method: 'chain', intact: true, checked: 4, head: links[3] });
    expect(await auditFile(file, links[5])).toEqual({ method: 'chain', intact: false, checked: 4, reason: 'missing', head: links[5] });
  });
});

/** The store as KurrentDB reads: events without a link of their own. */
function unlinked(store: EventStore, keep: (event: RecordedEvent) => boolean = () => true): Pick<EventStore, 'readAll' | 'readStream'> {
  const strip = (events: RecordedEvent[]) => events.filter(keep).map((event) => ({ ...event, metadata: withoutChain(event.metadata) }));
  return {
    readAll: async (options) => strip(await store.readAll(options)),
    readStream: async (streamId, options) => strip(await store.readStream(streamId, options)),
  };
}

describe('auditing a store that cannot link its events', () => {
  it('checks the seals, and tells a log cut back by whole seals from the one whose head was recorded', async () => {
    const store = createMemoryEventStore();
    const sealer = createSealer(store, { every: 4, intervalMs: 10 });
    sealer.start();
    for (let i = 0; i < 3; i++) await store.append(newStreamId(), newEvents(4), 'no_stream');
    const head = await store.headPosition();
    const seals = await collect(
      store.subscribeToAll({ after: START }),
      (event) => event.streamId === AUDIT_SEALS_STREAM,
      (kept) => kept.some((event) => comparePositions((event.data as { to: string }).to, head) >= 0),
    );
    await sealer.stop();
    const last = seals.at(-1)!;
    const recorded = (last.data as { head: string }).head;

    expect(await auditLog(unlinked(store))).toMatchObject({ method: 'seals', intact: true, checked: 12, head: recorded, unsealed: 0 });
    expect(await auditLog(unlinked(store), { head: recorded })).toMatchObject({ method: 'seals', intact: true });
    await expect(auditLog(unlinked(store), { after: '3' })).rejects.toThrow(RangeNeedsChainError);

    // The last seal removed together with the events it covers: the seals left still match what is left.
    const from = (last.data as { from: string }).from;
    const covered = (event: RecordedEvent) => event.streamId !== AUDIT_SEALS_STREAM && comparePositions(event.position, from) >= 0;
    const cut = unlinked(store, (event) => event.id !== last.id && !covered(event));
    expect(await auditLog(cut)).toMatchObject({ method: 'seals', intact: true, seals: seals.length - 1 });
    expect(await auditLog(cut, { head: recorded })).toMatchObject({ method: 'seals', intact: false, reason: 'missing', head: recorded });
    await store.close();
  });
});
