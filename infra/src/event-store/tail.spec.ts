import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from './port';
import { createTail } from './tail';

/** A log of `n` events at positions 1..n, counting the database reads the tail makes. */
function log(n: number) {
  const events = Array.from({ length: n }, (_, i) => ({ position: String(i + 1) }) as RecordedEvent);
  const reads = { count: 0 };
  const read = (after: number, max: number) => {
    reads.count++;
    const rest = events.filter((e) => Number(e.position) > after);
    return max < 0 ? rest : rest.slice(0, max);
  };
  return { events, reads, read };
}
const positions = (events: RecordedEvent[]) => events.map((e) => Number(e.position));

describe('the shared tail of the log', () => {
  it('reads each new event from the database once, however many subscribers follow', () => {
    const l = log(10);
    const tail = createTail(l.read, 100);
    for (let s = 0; s < 13; s++) expect(positions(tail.readAfter('0', 500))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(l.reads.count).toBe(1);
    l.events.push({ position: '11' } as RecordedEvent);
    tail.committed();
    for (let s = 0; s < 13; s++) expect(positions(tail.readAfter('10', 500))).toEqual([11]);
    expect(l.reads.count).toBe(2);
  });

  it('answers a reader behind what it holds from the database, without a gap', () => {
    const l = log(30);
    const tail = createTail(l.read, 10);
    expect(positions(tail.readAfter('15', 5))).toEqual([16, 17, 18, 19, 20]);
    expect(positions(tail.readAfter('3', 4))).toEqual([4, 5, 6, 7]);
  });

  it('never skips events when more were committed than it holds', () => {
    const l = log(5);
    const tail = createTail(l.read, 10);
    expect(positions(tail.readAfter('0', 500))).toEqual([1, 2, 3, 4, 5]);
    for (let p = 6; p <= 40; p++) l.events.push({ position: String(p) } as RecordedEvent);
    tail.committed();
    const seen: number[] = [];
    let after = 2;
    for (let guard = 0; guard < 50 && after < 40; guard++) {
      const page = positions(tail.readAfter(String(after), 7));
      seen.push(...page);
      after = page.at(-1) ?? after;
    }
    expect(seen).toEqual(Array.from({ length: 38 }, (_, i) => i + 3));
  });

  it('gives a short page only when nothing more is stored', () => {
    const l = log(3);
    const tail = createTail(l.read, 100);
    expect(positions(tail.readAfter('0', 500))).toEqual([1, 2, 3]);
    l.events.push({ position: '4' } as RecordedEvent, { position: '5' } as RecordedEvent);
    tail.committed();
    expect(positions(tail.readAfter('1', 500))).toEqual([2, 3, 4, 5]);
  });

  it('keeps no more than its byte budget, yet never skips an event', () => {
    const l = log(20);
    const tail = createTail(l.read, 100, () => 10, 50);
    expect(positions(tail.readAfter('0', 500))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // 5 events fit in 50 bytes: a reader behind them is answered from the database, in full.
    const reads = l.reads.count;
    expect(positions(tail.readAfter('17', 500))).toEqual([18, 19, 20]);
    expect(l.reads.count).toBe(reads);
    expect(positions(tail.readAfter('2', 3))).toEqual([3, 4, 5]);
    expect(l.reads.count).toBe(reads + 1);
  });

  it('takes the events its writer committed without reading them, and reads when they do not follow on', () => {
    const l = log(3);
    const tail = createTail(l.read, 100);
    expect(positions(tail.readAfter('0', 500))).toEqual([1, 2, 3]);
    const fed = [{ position: '4' }, { position: '5' }] as RecordedEvent[];
    l.events.push(...fed);
    expect(tail.fed(3, 5, () => fed)).toBe(true);
    expect(positions(tail.readAfter('3', 500))).toEqual([4, 5]);
    expect(l.reads.count).toBe(1);

    // A read since the commit of 6 and 7 brought them already (the file's watch woke it): nothing is added twice.
    l.events.push({ position: '6' } as RecordedEvent, { position: '7' } as RecordedEvent);
    tail.committed();
    expect(positions(tail.readAfter('5', 500))).toEqual([6, 7]);
    expect(tail.fed(5, 7, () => l.events.slice(5, 7))).toBe(true);
    expect(positions(tail.readAfter('5', 500))).toEqual([6, 7]);
    expect(l.reads.count).toBe(2);

    // Another process committed 8 and the writer 9: the tail does not reach 8, so it reads both.
    l.events.push({ position: '8' } as RecordedEvent, { position: '9' } as RecordedEvent);
    expect(tail.fed(8, 9, () => [l.events[8]!])).toBe(false);
    expect(positions(tail.readAfter('7', 500))).toEqual([8, 9]);
    expect(l.reads.count).toBe(3);
  });
});
