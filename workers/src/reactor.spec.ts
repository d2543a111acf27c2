import { describe, expect, it, vi } from 'vitest';
import { createMemoryEventStore } from '@dealbook/infra/testing/event-store/memory';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import type { NewEvent } from '@dealbook/infra/event-store/port';
import type { JobQueue } from '@dealbook/infra/jobs/port';
import type { Log } from '@dealbook/infra/log/logger';
import { jobIdFor, startReactor, type Reactor } from './reactor';

const event = (i: number): NewEvent => {
  const id = `e-${i}`;
  const at = '2026-11-26T08:00:00.000Z';
  return {
    id,
    type: 'Pinged',
    data: {},
    metadata: { actorId: null, commandId: id, correlationId: id, causationId: id, occurredAt: at, schemaVersion: 1 },
  };
};
const pinged: Reactor = { name: 'pinged', react: (e) => [{ queue: 'mail', id: jobIdFor(e, 'mail'), data: {} }] };

describe('a reactor', () => {
  it('starts again from what it got through when the queue does not answer, and queues every job once', async () => {
    const store = createMemoryEventStore();
    for (let i = 0; i < 3; i++) await store.append(`s-${i}`, [event(i)], 'no_stream');
    const added: string[] = [];
    let failures = 2;
    const jobs = {
      async add(_queue: string, id: string) {
        // the second event's job meets a queue that is down twice, as Redis restarting would be
        if (id === 'mail:e-1' && failures-- > 0) throw new Error('connection refused');
        if (!added.includes(id)) added.push(id);
      },
    } as unknown as JobQueue;
    const warned = vi.fn();
    const log = { info: vi.fn(), warn: warned, error: vi.fn() } as unknown as Log;
    const documents = createEmbeddedDocumentStore({ file: ':memory:' });
    const reactor = startReactor({ store, documents, jobs, reactor: pinged, log });
    try {
      await expect.poll(() => added, { timeout: 5_000 }).toEqual(['mail:e-0', 'mail:e-1', 'mail:e-2']);
      expect(warned.mock.calls.map(([line]) => /starting again in (\d+) ms/.exec(String(line))?.[1])).toEqual(['100', '200']);
      await store.append('s-3', [event(3)], 'no_stream');
      await expect.poll(() => added.length).toBe(4);
    } finally {
      await reactor.stop();
    }
  });
});
