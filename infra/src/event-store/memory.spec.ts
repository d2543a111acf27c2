import { describe, expect, it } from 'vitest';
import { chainContract } from '../../testing/event-store/event-store-chain.contract';
import { eventStoreContract } from '../../testing/event-store/event-store.contract';
import { createMemoryEventStore } from '../../testing/event-store/memory';
import { START } from './port';

eventStoreContract('memory', () => createMemoryEventStore());
chainContract('memory', () => createMemoryEventStore());

describe('memory event store', () => {
  it('has START as the head position while empty', async () => {
    const store = createMemoryEventStore();
    expect(await store.headPosition()).toBe(START);
    expect(await store.readAll()).toEqual([]);
  });

  it('keeps stored events safe from changes to the objects the caller passed or received', async () => {
    const store = createMemoryEventStore();
    const data = { price: 100 };
    await store.append(
      'deal-1',
      [
        {
          id: 'e1',
          type: 'Priced',
          data,
          metadata: {
            actorId: null,
            commandId: 'c',
            correlationId: 'c',
            causationId: 'c',
            occurredAt: '2025-01-01T00:00:00.000Z',
            schemaVersion: 1,
          },
        },
      ],
      'no_stream',
    );
    data.price = 1;
    const [read] = await store.readStream('deal-1');
    (read!.data as { price: number }).price = 2;
    expect((await store.readStream('deal-1'))[0]?.data).toEqual({ price: 100 });
  });
});
