import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventTypes } from '../events';
import { decodeEvent, DomainError, fold } from '../shared';
import type { DealCommand } from './commands';
import { dealDecider } from './decide';
import { deepEqual } from './diff';
import type { DealEvent } from './events';
import { stripExcluded, withoutSystemFields } from './fields';
import { ann, asHandled, at, create } from './fixtures';
import { dealSchema, type Deal } from './schema-deal';
import { dealAsOf, versionsOf } from './versions';

const component = (id: string) =>
  fc.record(
    {
      item_id: fc.constant(id),
      name: fc.constantFrom('Tower', 'Shops'),
      quantity: fc.integer({ min: 1, max: 3 }),
      exit_cap_percentage_min: fc.constantFrom(5, 6),
      calc_exit_cap: fc.constantFrom(4, 5),
    },
    { requiredKeys: ['item_id'] },
  );
const components = fc.shuffledSubarray(['a', 'b', 'c']).chain((ids) => fc.tuple(...ids.map(component)));
const deal: fc.Arbitrary<Deal> = fc
  .record(
    {
      project_name: fc.constantFrom('Alpha', 'Beta'),
      closing_basis: fc.constantFrom(1, 2, null),
      city: fc.constantFrom('Boston', 'Austin'),
      sub_properties: components,
      senior_loans: fc.shuffledSubarray(['t1', 't2']).map((ids) => ids.map((item_id) => ({ item_id, active: true }))),
    },
    { requiredKeys: [] },
  )
  .map((raw) => dealSchema.parse(raw));

type Op =
  { kind: 'save'; deal: Deal } | { kind: 'autosave'; deal: Deal } | { kind: 'restore'; version: number } | { kind: 'rename'; name: string };
const op: fc.Arbitrary<Op> = fc.oneof(
  deal.map((d) => ({ kind: 'save' as const, deal: d })),
  deal.map((d) => ({ kind: 'autosave' as const, deal: d })),
  fc.integer({ min: 1, max: 8 }).map((version) => ({ kind: 'restore' as const, version })),
  fc.constantFrom('Alpha', 'Gamma').map((name) => ({ kind: 'rename' as const, name })),
);

const account = { isPremium: true, isAdmin: false };
/** The command as its handler sends it after `events`: a restore with the version's data read from them. */
function command(o: Op, now: string, events: DealEvent[]): DealCommand {
  if (o.kind === 'restore')
    return asHandled({ type: 'RestoreDeal', data: { toVersion: o.version, versionData: null, ...account, now, actorId: ann } }, events);
  if (o.kind === 'rename') return { type: 'RenameDeal', data: { projectName: o.name, isAdmin: false, now, actorId: ann } };
  return { type: 'UpdateDeal', data: { deal: o.deal, autosave: o.kind === 'autosave', ...account, now, actorId: ann } };
}

const userData = (d: Deal) => withoutSystemFields(d);
const differs = (a: Deal, b: Deal) => !deepEqual(stripExcluded(userData(a)), stripExcluded(userData(b)));

/** What the deal and its versions should be, kept by the plain rules of the spec rather than by events. */
interface Model {
  current: Deal;
  versions: Deal[];
  pending: boolean;
}

function expected(model: Model, o: Op): Model | 'refused' {
  const { current, versions, pending } = model;
  if (o.kind === 'save') {
    if (differs(current, o.deal)) return { current: o.deal, versions: [...versions, o.deal], pending: false };
    return pending ? { current, versions: [...versions, current], pending: false } : model;
  }
  if (o.kind === 'autosave') return differs(current, o.deal) ? { current: o.deal, versions, pending: true } : model;
  if (o.kind === 'rename')
    return o.name === current.project_name ? model : { current: { ...current, project_name: o.name }, versions, pending: true };
  if (versions.length <= 1 || o.version > versions.length) return 'refused';
  const target = versions[o.version - 1]!;
  if (!differs(current, target)) return model;
  return { current: target, versions: [...(pending ? [...versions, current] : versions), target], pending: false };
}

describe('folding the events of saves and restores', () => {
  it('gives the saved state and the saved versions, for any sequence, also when read back from JSON', () =>
    fc.assert(
      fc.property(deal, fc.array(op, { maxLength: 12 }), (first, ops) => {
        const events: DealEvent[] = [...dealDecider.decide(create(first), dealDecider.initialState)];
        let model: Model = { current: first, versions: [first], pending: false };
        ops.forEach((o, i) => {
          const next = expected(model, o);
          const decide = () => dealDecider.decide(command(o, at(i + 1), events), fold(dealDecider, events));
          if (next === 'refused') return void expect(decide).toThrow(DomainError);
          events.push(...decide());
          model = next;
          const state = fold(dealDecider, events);
          expect(userData(state.deal)).toEqual(userData(model.current));
          expect(versionsOf(events).map((v) => userData(v.deal_data))).toEqual(model.versions.map(userData).reverse());
        });
        const stored = events.map(
          (e) => ({ type: e.type, data: decodeEvent(eventTypes, e.type, JSON.parse(JSON.stringify(e.data)), 1) }) as DealEvent,
        );
        expect(fold(dealDecider, stored)).toEqual(fold(dealDecider, events));
      }),
    ));

  it('restoring version N yields exactly version N’s data', () =>
    fc.assert(
      fc.property(deal, fc.array(op, { maxLength: 10 }), fc.nat(), (first, ops, pick) => {
        const events: DealEvent[] = [...dealDecider.decide(create(first), dealDecider.initialState)];
        ops.forEach((o, i) => {
          try {
            events.push(...dealDecider.decide(command(o, at(i + 1), events), fold(dealDecider, events)));
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
          }
        });
        const versions = versionsOf(events);
        fc.pre(versions.length > 1);
        const n = (pick % versions.length) + 1;
        const appended = dealDecider.decide(command({ kind: 'restore', version: n }, at(99), events), fold(dealDecider, events));
        const restored = dealAsOf([...events, ...appended], { at: at(99) })!;
        const versionN = versions.find((v) => v.deal_version === n)!.deal_data;
        // A restore that finds nothing to change appends nothing: the deal then equals version N but for ignored fields.
        if (appended.length > 0) expect(userData(restored)).toEqual(userData(versionN));
        else expect(stripExcluded(userData(restored))).toEqual(stripExcluded(userData(versionN)));
      }),
    ));
});
