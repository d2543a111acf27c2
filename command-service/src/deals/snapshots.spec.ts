import { afterEach, describe, expect, it } from 'vitest';
import {
  dealDecider,
  dealOfVersion,
  dealSchema,
  dealStream,
  eventTypes,
  withoutSystemFields,
  type Deal,
  type DealCommand,
  type DealEvent,
  type DealState,
} from '@dealbook/domain';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import type { DocumentStore } from '@dealbook/infra/document-store/port';
import { createMemoryEventStore } from '@dealbook/infra/testing/event-store/memory';
import type { EventStore } from '@dealbook/infra/event-store/port';
import { toDomain, toNew, type CommandContext } from '../handle';
import { commandContext, countingReads as counting } from '../test-support';
import { SNAPSHOTS, documentSnapshots } from '../snapshots';
import { forgetKeptStates } from '../state-cache';
import { readDeal, readVersionData, runDeal as run } from './streams';

const ann = 'user-ann';
const actor = { id: ann };
const now = (minute: number) => new Date(Date.UTC(2026, 0, 1) + minute * 60_000);
const ctx = (at = now(0)): CommandContext => ({ ...commandContext(undefined, at), actorId: ann });
/** A deal of 50 components, as the P3 bench saves it. */
const deal: Deal = dealSchema.parse({
  project_name: 'Bench Tower',
  closing_basis: 10_000_000,
  sub_properties: Array.from({ length: 50 }, (_, i) => ({ item_id: `c${i}`, name: `Unit ${i}`, type: 'multifamily', quantity: 10 + i })),
});
const plan = { isPremium: true, isAdmin: false };
const saveOf = (basis: number, minute: number): DealCommand => ({
  type: 'UpdateDeal',
  data: { deal: { ...deal, closing_basis: basis }, autosave: false, ...plan, now: now(minute).toISOString(), actorId: ann },
});

/** Each command as a new process would run it, with no state kept in memory: these tests are about the snapshots. */
const runDeal = (deps: Parameters<typeof run>[0], dealId: string, command: DealCommand, context: CommandContext, who = actor) => {
  forgetKeptStates(deps.store);
  return run(deps, dealId, command, context, who);
};

const opened: DocumentStore[] = [];
function setUp() {
  const store = counting(createMemoryEventStore());
  const documents = createEmbeddedDocumentStore({ file: ':memory:' });
  opened.push(documents);
  return { store, documents, deps: { store, types: eventTypes, snapshots: documentSnapshots(documents) } };
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close()));
});

/** Deal `dealId` created and saved `saves` times (version k + 1 has closing basis k), appended at once. */
async function seed(store: EventStore, dealId: string, saves: number) {
  const create: DealCommand = { type: 'CreateDeal', data: { dealId, deal, partialId: null, now: now(0).toISOString(), actorId: ann } };
  let state = dealDecider.initialState;
  const recorded = [];
  for (const [i, command] of [create, ...Array.from({ length: saves }, (_, k) => saveOf(k + 1, k + 1))].entries()) {
    const events = dealDecider.decide(command, state);
    state = events.reduce(dealDecider.evolve, state);
    recorded.push(...events.map((e, j) => toNew(eventTypes, e, j, ctx(now(i)))));
  }
  await store.append(dealStream(dealId), recorded, 'no_stream');
}

async function readBy(store: { read: number }, run: () => Promise<unknown>): Promise<number> {
  const before = store.read;
  await run();
  return store.read - before;
}

/** The restore as its route sends it: the version's data read from the stream first. */
async function restore(deps: ReturnType<typeof setUp>['deps'], dealId: string, toVersion: number, minute: number) {
  const versionData = await readVersionData(deps, dealId, await readDeal(deps, dealId), toVersion);
  const command: DealCommand = {
    type: 'RestoreDeal',
    data: { toVersion, versionData, ...plan, now: now(minute).toISOString(), actorId: ann },
  };
  return { command, result: await runDeal(deps, dealId, command, ctx(now(minute)), actor) };
}

const folded = async (store: EventStore, dealId: string) => {
  const events = (await store.readStream(dealStream(dealId))).map((e) => toDomain<DealEvent>(eventTypes, e));
  return { events, state: events.reduce(dealDecider.evolve, dealDecider.initialState) as DealState };
};

describe('snapshots of a deal saved many times', () => {
  it('a save reads only the events after the kept state, and the state kept is about one deal', async () => {
    const { store, documents, deps } = setUp();
    await seed(store, 'd1', 1_000);
    expect(await readBy(store, () => runDeal(deps, 'd1', saveOf(2_001, 2_001), ctx(), actor))).toBe(1_001);
    // The kept state's own event, checked before it is trusted, and the save after it.
    expect(await readBy(store, () => runDeal(deps, 'd1', saveOf(2_002, 2_002), ctx(), actor))).toBe(2);

    const kept = await documents.get<{ _id: string; revision: number; state: string }>(SNAPSHOTS, 'deal-d1');
    expect(kept!.revision).toBe(1_000);
    const dealSize = JSON.stringify((await folded(store, 'd1')).state.deal).length;
    // The deal and a line of about 100 bytes per version, never a thousand deals.
    expect(kept!.state.length).toBeLessThan(dealSize + 1_001 * 100);
  });

  it('gives the state a full fold gives', async () => {
    const { store, deps } = setUp();
    await seed(store, 'd2', 300);
    for (let i = 0; i < 45; i++) await runDeal(deps, 'd2', saveOf(5_000 + i, 400 + i), ctx(), actor);
    expect(await readDeal(deps, 'd2')).toEqual((await folded(store, 'd2')).state);
  });

  it('restores an early version exactly, from the events up to it, while the kept state stands in for the rest', async () => {
    const { store, deps } = setUp();
    await seed(store, 'd3', 1_000);
    await runDeal(deps, 'd3', saveOf(2_001, 2_001), ctx(), actor); // keeps a state at the 1,000th save
    const before = await folded(store, 'd3');
    const version2 = dealOfVersion(before.events, before.state.versions[1]!);
    expect(version2.closing_basis).toBe(1);

    let decided!: Awaited<ReturnType<typeof restore>>;
    // Two loads from the kept state (the route's read and the command's), and the two events up to version 2.
    expect(await readBy(store, async () => (decided = await restore(deps, 'd3', 2, 3_000)))).toBeLessThan(10);
    // The events a full fold of the stream decides, and the deal as version 2 had it.
    expect(decided.result.events).toEqual(dealDecider.decide(decided.command, before.state));
    expect(decided.result.events.map((e) => e.type)).toEqual(['DealRestored']);
    const after = await folded(store, 'd3');
    expect(withoutSystemFields(after.state.deal)).toEqual(withoutSystemFields(version2));
    expect(after.state.versions).toHaveLength(1_003);
  });

  it('answers a version the deal does not have as before', async () => {
    const { store, deps } = setUp();
    await seed(store, 'd4', 30);
    await expect(restore(deps, 'd4', 99, 100)).rejects.toMatchObject({ code: 'VERSION_NOT_FOUND' });
    await seed(store, 'd5', 0);
    await expect(restore(deps, 'd5', 1, 100)).rejects.toMatchObject({ code: 'NOTHING_TO_RESTORE' });
  });
});
