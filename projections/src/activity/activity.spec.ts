import { describe, expect, it } from 'vitest';
import { createMemoryEventStore } from '@dealbook/infra/testing/event-store/memory';
import { createSqliteEventStore } from '@dealbook/infra/event-store/sqlite';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import { createProjectionRunner } from '../runner/runner';
import { newEvent } from '../test-support';
import { ACTIVITY, activityProjection } from './activity';
import { summarize } from './summaries';

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

  it('names the deal an event without its own line is about, not the stream it is stored on', () => {
    const line = (data: Record<string, unknown>) =>
      summarize({ ...newEvent('ModelBuilt', data, 'u-1'), streamId: 'models-e5544b79' } as unknown as Parameters<typeof summarize>[0]);
    expect(line({ deal_id: 'd7', deal_name: 'Harbor Point' })).toBe('Model built for “Harbor Point”');
    expect(line({ deal_id: 'd7', deal_name: '' })).toBe('Model built on deal d7');
    expect(line({})).toBe('Model built on models-e5544b79');
  });

  it('gives the same documents when the same events are replayed twice', async () => {
    expect(await project(2)).toEqual(await project(1));
  });
});

describe('deal lines in the activity', () => {
  it('name their deal and keep a save’s field changes; a summary view names the deal it viewed', async () => {
    const store = createMemoryEventStore();
    const documents = createEmbeddedDocumentStore({ file: ':memory:' });
    const changes = [{ path: 'closing_basis', from: 1, to: 2 }];
    await store.append(
      'deal-d7',
      [newEvent('DealUpdated', { changes, untracked: [], autosave: false, at: '2025-01-01T00:00:00Z', by: 'u-1' }, 'u-1')],
      'no_stream',
    );
    await store.append(
      'analytics-u-2',
      [newEvent('DealSummaryViewed', { dealId: 'd7', dealVersion: 2, at: '2025-01-01T00:00:00Z', by: 'u-2' }, 'u-2')],
      'no_stream',
    );
    const runner = createProjectionRunner({ store, documents, projections: [activityProjection] });
    await runner.start();
    await runner.waitFor(await store.headPosition());
    await runner.stop();
    const [saved, viewed] = await documents.find(ACTIVITY, {}, { sort: { _id: 1 } });
    expect(saved).toMatchObject({ deal_id: 'd7', changes });
    expect(viewed).toMatchObject({ deal_id: 'd7', changes: [] });
  });
});

describe('an activity rebuild', () => {
  it('gives the documents the live loop built, with their indexes, over pages of the log', async () => {
    const store = createSqliteEventStore({ file: ':memory:' });
    const documents = createEmbeddedDocumentStore({ file: ':memory:' });
    const changes = [{ path: 'closing_basis', from: 1, to: 2 }];
    const event = (i: number) =>
      i % 3 === 0
        ? newEvent('DealUpdated', { changes, untracked: [], autosave: false, at: '2025-01-01T00:00:00Z', by: 'u-1' }, `u-${i % 5}`)
        : newEvent('BenchPinged', { note: `n${i}` }, i % 7 ? `u-${i % 5}` : null);
    for (let i = 0; i < 2600; i += 100) {
      await store.append(
        `deal-d${i % 900}`,
        Array.from({ length: 100 }, (_, k) => event(i + k)),
        'any',
      );
    }
    const runner = createProjectionRunner({ store, documents, projections: [activityProjection] });
    await runner.start();
    await runner.waitFor(await store.headPosition(), undefined, 10_000);
    const live = await documents.find(ACTIVITY, {}, { sort: { _id: 1 } });
    await runner.rebuild('activity');
    expect(await documents.find(ACTIVITY, {}, { sort: { _id: 1 } })).toEqual(live);
    expect(live).toHaveLength(2600);
    expect(await documents.listCollections()).not.toContain(`${ACTIVITY}__rebuild`);
    const plan = await documents.explainFind(ACTIVITY, { actor_id: 'u-2' }, { sort: { _id: -1 }, limit: 25 });
    expect(plan.join('\n')).toMatch(/USING INDEX ix_/);
    expect((await runner.status())[0]).toMatchObject({ state: 'running', lag: 0 });
    await runner.stop();
    await store.close();
  });
});
