import { describe, expect, it } from 'vitest';
import { givenFor } from '../identity/given';
import { dealDecider } from './decide';
import type { DealEvent } from './events';
import { ann, at, autosave, create, run, sampleDeal, save, t0, withComponent } from './fixtures';

const given = givenFor(dealDecider);
const created = run([create()]);

describe('creating a deal', () => {
  it("records the deal as its creator's draft, with the fields the system keeps set by the server", () => {
    const submitted = { ...sampleDeal, user_id: 'mallory', status: 'published' as const, has_matched_users: true };
    const [event] = run([create(submitted)]);
    expect(event).toEqual({
      type: 'DealCreated',
      data: {
        deal: {
          ...sampleDeal,
          id: 'd1',
          user_id: ann,
          creator_id: ann,
          status: 'draft',
          demo_deal: false,
          has_matched_users: false,
          shared_deals: [],
          updated_at: t0,
          updated_by: ann,
          deal_sort_date: t0,
        },
        partialId: null,
        at: t0,
        by: ann,
      },
    });
  });

  it('names the draft a deal was created from', () => {
    const [event] = run([{ type: 'CreateDeal', data: { dealId: 'd1', deal: sampleDeal, partialId: 'p1', now: t0, actorId: ann } }]);
    expect(event?.type === 'DealCreated' && event.data.partialId).toBe('p1');
  });

  it('refuses to create a deal twice', () => given(created).when(create()).thenFails('DEAL_EXISTS'));
});

describe('saving a deal', () => {
  it('records only what changed, by path', () =>
    given(created)
      .when(save(withComponent(sampleDeal, 'c2', { exit_cap_percentage_min: 7 }), at(1)))
      .then([
        {
          type: 'DealUpdated',
          data: {
            changes: [{ path: 'sub_properties[item_id=c2].exit_cap_percentage_min', from: 6.5, to: 7 }],
            untracked: [],
            autosave: false,
            at: at(1),
            by: ann,
          },
        },
      ]));

  it('appends nothing when nothing changed', () =>
    given(created)
      .when(save(sampleDeal, at(1)))
      .then([]));

  it('appends nothing when only fields ignored in comparison changed', () =>
    given(created)
      .when(save({ ...withComponent(sampleDeal, 'c1', { calc_exit_cap: 4.9 }), updated_at: at(1), demo_deal: true }, at(1)))
      .then([]));

  it('keeps the benchmark results a save carries beside a real change, without counting them as changes', () => {
    const [event] = dealDecider.decide(
      save(withComponent(sampleDeal, 'c1', { calc_exit_cap: 4.9, exit_cap_percentage_min: 5 }), at(1)),
      dealDecider.evolve(dealDecider.initialState, created[0]!),
    );
    expect(event?.type === 'DealUpdated' && event.data.changes).toEqual([
      { path: 'sub_properties[item_id=c1].exit_cap_percentage_min', from: 5.5, to: 5 },
    ]);
    expect(event?.type === 'DealUpdated' && event.data.untracked).toEqual([
      { path: 'sub_properties[item_id=c1].calc_exit_cap', from: 5.1, to: 4.9 },
    ]);
  });

  it('cannot change the owner, the status or the sharing of the deal', () =>
    given(created)
      .when(
        save(
          {
            ...sampleDeal,
            user_id: 'mallory',
            status: 'published',
            shared_deals: [{ shared_user_id: 'x', can_share: true, can_edit: true }],
          },
          at(1),
        ),
      )
      .then([]));

  it('records a removed component as one removal, not as every later component changing', () => {
    const [c1, c2, c3] = sampleDeal.sub_properties!;
    const [event] = dealDecider.decide(
      save({ ...sampleDeal, sub_properties: [c1!, c3!] }, at(1)),
      dealDecider.evolve(dealDecider.initialState, created[0]!),
    );
    expect(event?.type === 'DealUpdated' && event.data.changes).toEqual([{ path: 'sub_properties[item_id=c2]', from: c2, to: undefined }]);
  });

  it('records a moved component as an order change', () => {
    const [c1, c2, c3] = sampleDeal.sub_properties!;
    const [event] = dealDecider.decide(
      save({ ...sampleDeal, sub_properties: [c3!, c1!, c2!] }, at(1)),
      dealDecider.evolve(dealDecider.initialState, created[0]!),
    );
    expect(event?.type === 'DealUpdated' && event.data.changes).toEqual([
      { path: 'sub_properties#order', from: ['c1', 'c2', 'c3'], to: ['c3', 'c1', 'c2'] },
    ]);
  });

  it('records an added tranche as one change carrying the whole tranche', () => {
    const tranche = { item_id: 't2', name: 'Mezz', active: true, amount_percent: 15 };
    const deal = { ...sampleDeal, senior_loans: [...sampleDeal.senior_loans!, tranche] };
    const [event] = dealDecider.decide(save(deal, at(1)), dealDecider.evolve(dealDecider.initialState, created[0]!));
    expect(event?.type === 'DealUpdated' && event.data.changes).toEqual([
      { path: 'senior_loans[item_id=t2]', from: undefined, to: tranche },
    ]);
  });

  it('refuses to save a deal that does not exist', () =>
    given([])
      .when(save(sampleDeal, at(1)))
      .thenFails('DEAL_NOT_FOUND'));

  it('refuses to save a deleted deal', () =>
    given([...created, { type: 'DealDeleted', data: { at: at(1), by: ann } }])
      .when(save({ ...sampleDeal, closing_basis: 1 }, at(2)))
      .thenFails('DEAL_DELETED'));
});

describe('autosaves', () => {
  const changed = { ...sampleDeal, closing_basis: 12_000_000 };

  it('a blur autosave changes the deal without making a version', () =>
    given(created)
      .when(autosave(changed, at(1)))
      .then([
        {
          type: 'DealUpdated',
          data: {
            changes: [{ path: 'closing_basis', from: 10_000_000, to: 12_000_000 }],
            untracked: [],
            autosave: true,
            at: at(1),
            by: ann,
          },
        },
      ]));

  it('an autosave with no change appends nothing', () =>
    given(created)
      .when(autosave(sampleDeal, at(1)))
      .then([]));

  it('an explicit save after autosaves makes their version even when it changes nothing more', () =>
    given(run([autosave(changed, at(1))], created))
      .when(save(changed, at(2)))
      .then([{ type: 'DealUpdated', data: { changes: [], untracked: [], autosave: false, at: at(2), by: ann } }]));
});

describe('matched deals', () => {
  const matched: DealEvent[] = [
    ...created,
    { type: 'DealStatusChanged', data: { from: 'draft', to: 'matched', at: at(1), by: 'matcher' } },
  ];
  const changed = { ...sampleDeal, closing_basis: 1 };

  it('a deal with matched users is read-only for its owner', () =>
    given(matched)
      .when(save(changed, at(2)))
      .thenFails('DEAL_READ_ONLY'));

  it('autosaves of a matched deal are refused too', () =>
    given(matched)
      .when(autosave(changed, at(2)))
      .thenFails('DEAL_READ_ONLY'));

  it('an internal user may change a matched deal', () =>
    given(matched)
      .when(save(changed, at(2), { isAdmin: true, actorId: 'admin-1' }))
      .then([
        {
          type: 'DealUpdated',
          data: { changes: [{ path: 'closing_basis', from: 10_000_000, to: 1 }], untracked: [], autosave: false, at: at(2), by: 'admin-1' },
        },
      ]));
});
