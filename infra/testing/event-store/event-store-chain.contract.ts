/**
 * The tamper-evident chain (chain.ts), for the stores that link every event as it is appended: the
 * embedded ones (memory, sqlite). KurrentDB does not: its appends come from every command-service
 * instance at once, and no one of them knows the event before its own in the global log.
 */
import { describe, expect, it } from 'vitest';
import { expectWrongVersion, newEvent, newEvents, newStreamId } from './contract-fixtures';
import { GENESIS, chainLink, verifyChain } from '../../src/event-store/chain';
import type { EventStore } from '../../src/event-store/port';

export function chainContract(name: string, make: () => EventStore): void {
  describe(`tamper-evident chain: ${name}`, () => {
    it('links every event to the one before it in the global log, across streams and group commits', async () => {
      const store = make();
      const streams = Array.from({ length: 4 }, () => newStreamId());
      await Promise.all(streams.map((s) => store.append(s, newEvents(3), 'no_stream')));
      await Promise.all(streams.map((s) => store.append(s, newEvents(2), 2)));
      const log = await store.readAll();
      expect(log).toHaveLength(20);
      expect(await verifyChain(log)).toEqual({ intact: true, checked: 20, head: log.at(-1)!.metadata.chain });
      expect(log[0]!.metadata.chain).toBe(chainLink(GENESIS, log[0]!));
      await store.close();
    });

    it('keeps the chain whole when an append in the same batch is refused', async () => {
      const store = make();
      const streamId = newStreamId();
      await store.append(streamId, newEvents(1), 'no_stream');
      const refused = store.append(streamId, [newEvent()], 5);
      const accepted = store.append(newStreamId(), newEvents(2), 'no_stream');
      await expectWrongVersion(refused, 5, 0);
      await accepted;
      expect(await verifyChain(await store.readAll())).toMatchObject({ intact: true, checked: 3 });
      await store.close();
    });

    it('ignores a chain link a caller puts in the metadata', async () => {
      const store = make();
      const forged = newEvent();
      await store.append(newStreamId(), [{ ...forged, metadata: { ...forged.metadata, chain: 'f'.repeat(64) } }], 'no_stream');
      expect(await verifyChain(await store.readAll())).toMatchObject({ intact: true, checked: 1 });
      await store.close();
    });
  });
}
