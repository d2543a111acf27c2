import { join } from 'node:path';
import { chainLinkOf, GENESIS, withoutChain } from '@dealbook/infra/event-store/chain';
import { createSqliteEventStore } from '@dealbook/infra/event-store/sqlite';
import { PER_WRITER, TOTAL, WRITERS, event } from './appends';
import { timed, type Measurement } from './report';

const change = { changes: [{ path: 'sub_properties[item_id=c1].exit_cap_percentage_min', from: 5.5, to: 6 }] };

/**
 * (7) What the tamper-evident chain costs embedded appends (per-event links unless they cost more
 * than 10% of append throughput). The store links every event as it appends it; the baseline is the same
 * appends with the time the links took (the same links computed again, alone, best of 3) taken out.
 */
export async function benchChain(dir: string): Promise<Measurement> {
  const events = Array.from({ length: TOTAL }, (_, i) => event(i, change));
  const store = createSqliteEventStore({ file: join(dir, 'events.sqlite') });
  const writer = async (w: number) => {
    for (let r = 0; r < PER_WRITER; r++) await store.append(`s-${w}`, [events[w * PER_WRITER + r]!], r === 0 ? 'no_stream' : r - 1);
  };
  const appends = await timed(() => Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w))));
  const log = await store.readAll();
  await store.close();
  // What the store adds to an append: one link from the strings it serialised for the insert anyway.
  const serialised = log.map((e) => ({ ...e, dataJson: JSON.stringify(e.data), metadataJson: JSON.stringify(withoutChain(e.metadata)) }));
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await timed(() => serialised.reduce((link, e) => chainLinkOf(link, e), GENESIS)));
  const hashing = { ms: Math.min(...runs.map((r) => r.ms)) };
  return {
    name: 'embedded appends with the tamper-evident chain, 50 concurrent writers',
    unit: 'appends/s',
    value: TOTAL / (appends.ms / 1000),
    baselineName: 'the same appends without the time spent linking',
    baseline: TOTAL / ((appends.ms - hashing.ms) / 1000),
    target: 0.9,
    notes: `linking ${TOTAL} events took ${hashing.ms.toFixed(0)} ms of ${appends.ms.toFixed(0)} ms of appends`,
  };
}
