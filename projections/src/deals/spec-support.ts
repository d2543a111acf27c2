import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import type { Doc } from '@dealbook/infra/document-store/port';
import { createMemoryEventStore } from '@dealbook/infra/testing/event-store/memory';
import type { EventStore } from '@dealbook/infra/event-store/port';
import type { DomainEvent } from '@dealbook/domain';
import { createProjectionRunner } from '../runner/runner';
import type { Projection } from '../runner/projection';
import { newEvent } from '../test-support';

/** Test support for the deal projections (imported by their spec files only). */
export async function append(store: EventStore, streamId: string, events: DomainEvent[]): Promise<void> {
  const existing = await store.readStream(streamId);
  await store.append(
    streamId,
    events.map((e) => newEvent(e.type, e.data as Record<string, unknown>, String((e.data as { by?: unknown }).by ?? 'u-1'))),
    existing.length === 0 ? 'no_stream' : existing.length - 1,
  );
}

/**
 * Runs a projection over the store from the start `replays` times, as after a lost checkpoint, and
 * answers the documents of `collection`: a projection must come out the same however often it replays.
 */
export async function project(
  write: (store: EventStore) => Promise<void>,
  projection: Projection,
  collection: string,
  replays: number,
): Promise<Doc[]> {
  const store = createMemoryEventStore();
  const documents = createEmbeddedDocumentStore({ file: ':memory:' });
  await write(store);
  for (let i = 0; i < replays; i++) {
    await documents.delete('projection_status', projection.name).catch(() => undefined);
    const runner = createProjectionRunner({ store, documents, projections: [projection] });
    await runner.start();
    await runner.waitFor(await store.headPosition());
    await runner.stop();
  }
  const docs = await documents.find(collection, {}, { sort: { _id: 1 } });
  await documents.close();
  return docs.map(({ _position: _p, ...rest }) => rest as Doc);
}
