import { describe, expect, it } from 'vitest';
import { at, autosave, create, restore, run, sampleDeal, save, t0, withComponent } from '@dealbook/domain/deals/fixtures';
import { versionsOf } from '@dealbook/domain';
import type { EventStore } from '@dealbook/infra/event-store/port';
import { append, project } from './spec-support';
import { DEAL_VERSIONS, dealVersionsProjection } from './deal-versions';

const history = run([
  create(),
  autosave({ ...sampleDeal, city: 'Salem' }, at(1)),
  save(withComponent({ ...sampleDeal, city: 'Salem' }, 'c1', { name: 'Tower A' }), at(2)),
  restore(1, at(3)),
]);
const write = (store: EventStore) => append(store, 'deal-d1', history);

describe('the deal_versions projection', () => {
  it('keeps a head that names the version holding the deal, or the deal itself after an autosave', async () => {
    const [versioned] = await project(write, dealVersionsProjection, 'deal_version_heads', 1);
    expect(versioned).toMatchObject({ _id: 'd1', deal_in_version: 3, version_count: 3 });
    expect(versioned).not.toHaveProperty('deal');
    const autosaved = run([create(), autosave({ ...sampleDeal, city: 'Salem' }, at(1))]);
    const [head] = await project((store) => append(store, 'deal-d1', autosaved), dealVersionsProjection, 'deal_version_heads', 1);
    expect(head).toMatchObject({ version_count: 1, pending: true, deal: { city: 'Salem' } });
    expect(head).not.toHaveProperty('deal_in_version');
  });

  it('keeps one document per version with its full data and its changes, as the domain lists them', async () => {
    const docs = await project(write, dealVersionsProjection, DEAL_VERSIONS, 1);
    const expected = versionsOf(history).reverse();
    expect(docs.map((d) => d.deal_version)).toEqual([1, 2, 3]);
    docs.forEach((doc, i) => {
      const v = expected[i]!;
      expect(doc).toMatchObject({ deal_id: 'd1', deal_version: v.deal_version, updated_at: v.updated_at, author: v.author });
      expect(doc.deal_data).toEqual(JSON.parse(JSON.stringify(v.deal_data)));
      expect(doc.changes).toEqual(JSON.parse(JSON.stringify(v.changes)));
    });
    expect(docs[0]).toMatchObject({ kind: 'created', updated_at: t0, changes: [] });
    expect(docs[1]).toMatchObject({ kind: 'saved' });
    expect((docs[1]!.changes as { path: string }[]).map((c) => c.path).sort()).toEqual(['city', 'sub_properties[item_id=c1].name']);
    expect(docs[2]).toMatchObject({ kind: 'restored', restored_from: 1 });
    expect((docs[2]!.deal_data as Record<string, unknown>).city).toBeUndefined();
  });

  it('comes out the same when the events are replayed twice', async () => {
    expect(await project(write, dealVersionsProjection, DEAL_VERSIONS, 2)).toEqual(
      await project(write, dealVersionsProjection, DEAL_VERSIONS, 1),
    );
  });
});
