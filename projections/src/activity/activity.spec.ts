import { describe, expect, it } from 'vitest';
import { createMemoryEventStore } from '@dealbook/infra/event-store/memory';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import { createProjectionRunner } from '../runner/runner';
import { newEvent } from '../test-support';
import { ACTIVITY, activityProjection } from './activity';

const events = [newEvent('PasswordChanged', {}, 'u-1'), newEvent('BenchPinged', { note: 'hi' }, null)] as const;

async function project(replays: number) {
  const store = createMemoryEventStore();
  const documents = createEmbeddedDocumentStore({ file: ':memory:' });
  await store.append('user-1', [events[0]], 'no_stream');
  await store.append('bench-9', [events[1]], 'no_stream');
  for (let i = 0; i < replays; i++) {
    // A replay from the start, as after a lost checkpoint: documents must come out the same.
    await documents.delete('projection_status', 'activity').catch(() => undefined);
    const runner = createProjectionRunner({ store, documents, projections: [activityProjection] });
    await runner.start();
    await runner.waitFor(await store.headPosition());
    await runner.stop();
  }
  return documents.find(ACTIVITY, {}, { sort: { _id: 1 } });
}

describe('the activity projection', () => {
  it('turns every event into one line: who, what, where, when', async () => {
    const docs = await project(1);
    expect(docs).toEqual([
      expect.objectContaining({
        actor_id: 'u-1',
        stream_id: 'user-1',
        stream_category: 'user',
        type: 'PasswordChanged',
        summary: 'Password changed on user-1',
      }),
      expect.objectContaining({
        actor_id: null,
        stream_id: 'bench-9',
        type: 'BenchPinged',
        summary: 'Benchmark ping: hi',
        occurred_at: '2026-11-22T10:00:00.000Z',
      }),
    ]);
  });

  it('gives the same documents when the same events are replayed twice', async () => {
    expect(await project(2)).toEqual(await project(1));
  });
});
