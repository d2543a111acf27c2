import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { toNew, type CommandContext } from '@dealbook/command-service';
import { runDeal } from '@dealbook/command-service/deals/streams';
import { documentSnapshots } from '@dealbook/command-service/snapshots';
import { forgetKeptStates } from '@dealbook/command-service/state-cache';
import { dealDecider, dealSchema, dealStream, eventTypes, type Deal, type DealCommand } from '@dealbook/domain';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import { createSqliteEventStore } from '@dealbook/infra/event-store/sqlite';
import { component } from './deals';
import { alternateRounds, median, percentile, timed, type Measurement } from './report';

const SHORT = 10;
const LONG = 1_000;
const ROUNDS = 200;
const WARM_UP = 10;
const UNSNAPSHOTTED = 10;
const SEED_BATCH = 500;
const owner = 'u-bench';
const plan = { isPremium: true, isAdmin: false };
const deal: Deal = dealSchema.parse({
  project_name: 'Bench Tower',
  mandate: 'investment',
  closing_basis: 10_000_000,
  sub_properties: Array.from({ length: 50 }, (_, i) => component(i)),
});

const context = (now = new Date()): CommandContext => {
  const id = randomUUID();
  return { commandId: id, actorId: owner, correlationId: id, causationId: id, now };
};
const fmt = (ms: number) => ms.toFixed(3);
/** The entry screen's Save: the whole deal, one figure changed. */
const save = (basis: number, now = new Date()): DealCommand => ({
  type: 'UpdateDeal',
  data: { deal: { ...deal, closing_basis: basis }, autosave: false, ...plan, now: now.toISOString(), actorId: owner },
});

/** A 50-component deal created and saved `saves` times, each save its own command, as they come. */
function history(dealId: string, saves: number) {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1) + minute * 60_000);
  const create: DealCommand = { type: 'CreateDeal', data: { dealId, deal, partialId: null, now: at(0).toISOString(), actorId: owner } };
  let state = dealDecider.initialState;
  return [create, ...Array.from({ length: saves }, (_, i) => save(11_000_000 + i, at(i + 1)))].flatMap((command, i) => {
    const events = dealDecider.decide(command, state);
    state = events.reduce(dealDecider.evolve, state);
    return events.map((e, j) => toNew(eventTypes, e, j, context(at(i))));
  });
}

/**
 * P9 for deals: the same explicit save of a 50-component deal (the deal decider through runDeal on the
 * embedded SQLite event store, snapshots in an embedded document store of their own file) on a deal saved
 * 10 times and on one saved 1,000 times. As for sign-ins (long-streams.ts), rounds alternate which goes
 * first, every round's short deal is a fresh one, and the long deal is warmed first: its first save folds
 * all 1,000 and keeps a snapshot. Every measured save starts without the state a process keeps in memory
 * (command-service/src/state-cache.ts), as after a restart or in another process; the notes give the save
 * that follows one in the same process too.
 */
export async function benchLongDeals(dir: string): Promise<Measurement> {
  const store = createSqliteEventStore({ file: join(dir, 'deal-events.sqlite') });
  const documents = createEmbeddedDocumentStore({ file: join(dir, 'deal-snapshots.sqlite') });
  const deps = { store, types: eventTypes, snapshots: documentSnapshots(documents) };
  const seed = async (dealId: string, saves: number) => {
    const all = history(dealId, saves);
    for (let i = 0; i < all.length; i += SEED_BATCH)
      await store.append(dealStream(dealId), all.slice(i, i + SEED_BATCH), i === 0 ? 'no_stream' : i - 1);
  };
  let basis = 20_000_000;
  // Each measured save as a new process would make it: the state the last one kept in memory is dropped.
  const saveOn = (dealId: string, withSnapshots = true, keptInMemory = false) => {
    if (!keptInMemory) forgetKeptStates(store);
    return timed(() => runDeal(withSnapshots ? deps : { store, types: eventTypes }, dealId, save(++basis), context(), { id: owner }));
  };

  const long = randomUUID();
  await seed(long, LONG);
  const shorts = Array.from({ length: ROUNDS + WARM_UP }, () => randomUUID());
  for (const dealId of shorts) await seed(dealId, SHORT);

  const unsnapshotted: number[] = [];
  for (let i = 0; i < UNSNAPSHOTTED; i++) unsnapshotted.push((await saveOn(long, false)).ms);
  const cold = (await saveOn(long)).ms;
  const { shortMs, longMs } = await alternateRounds(async (key) => (await saveOn(key)).ms, long, shorts, WARM_UP);
  await saveOn(long, true);
  const inMemory: number[] = [];
  for (let i = 0; i < WARM_UP; i++) inMemory.push((await saveOn(long, true, true)).ms);
  const kept = await documents.get<{ _id: string; state: string }>('stream_snapshots', dealStream(long));
  await store.close();
  await documents.close();

  return {
    code: 'P9',
    name: `save of a 50-component deal with ${LONG.toLocaleString('en-US')} earlier saves (median)`,
    unit: 'ms',
    value: median(longMs),
    baselineName: `${SHORT} earlier saves`,
    baseline: median(shortMs),
    target: 1.2,
    lowerIsBetter: true,
    notes:
      `${ROUNDS} rounds: ${SHORT} saves median ${fmt(median(shortMs))} ms p99 ${fmt(percentile(shortMs, 0.99))} ms; ` +
      `${LONG} saves median ${fmt(median(longMs))} ms p99 ${fmt(percentile(longMs, 0.99))} ms. ` +
      `Without snapshots the long one costs ${fmt(median(unsnapshotted))} ms (ratio ${(median(unsnapshotted) / median(shortMs)).toFixed(1)}); ` +
      `its first save with them folds all and keeps one: ${fmt(cold)} ms. Its kept state: ${kept?.state.length ?? 0} bytes of JSON. ` +
      `A save after one in the same process, on the state kept in memory: ${fmt(median(inMemory))} ms.`,
  };
}
