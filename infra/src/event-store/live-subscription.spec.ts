import { setImmediate as tick, setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createCommitSignal, createLiveSubscription } from './live-subscription';
import type { RecordedEvent } from './port';

/** A log in memory whose reads are counted, and a subscriber that collects what it is given. */
function followed(readEveryMs?: number) {
  const log: RecordedEvent[] = [];
  const commits = createCommitSignal();
  let reads = 0;
  const readPage = (after: string, maxCount: number) => {
    reads++;
    return log.filter((e) => Number(e.position) > Number(after)).slice(0, maxCount);
  };
  const subscription = createLiveSubscription({ readPage, commits, ...(readEveryMs ? { readEveryMs } : {}) });
  const seen: string[] = [];
  const done = (async () => {
    for await (const event of subscription) seen.push(event.position);
  })();
  const commit = (n: number) => {
    log.push({
      id: `e${n}`,
      type: 'Pinged',
      data: {},
      metadata: {} as RecordedEvent['metadata'],
      streamId: 's',
      revision: n,
      position: String(n),
      recordedAt: '',
    });
    commits.notify();
  };
  return { commit, seen, reads: () => reads, close: async () => (await subscription.close(), await done) };
}

describe('a live subscription that reads at most every so often', () => {
  it('reads a burst of commits at once, and still gets every event in order', async () => {
    const eager = followed();
    const patient = followed(50);
    await tick();
    for (let n = 1; n <= 10; n++) {
      eager.commit(n);
      patient.commit(n);
      await tick();
    }
    await sleep(120);
    const all = Array.from({ length: 10 }, (_, i) => String(i + 1));
    expect(eager.seen).toEqual(all);
    expect(patient.seen).toEqual(all);
    expect(eager.reads()).toBeGreaterThanOrEqual(10);
    expect(patient.reads()).toBeLessThanOrEqual(3); // the first read, then one for the burst
    await Promise.all([eager.close(), patient.close()]);
  });

  it('closes while it waits', async () => {
    const patient = followed(60_000);
    await tick();
    patient.commit(1);
    await tick();
    await patient.close();
    expect(patient.seen).toEqual([]);
  });
});
