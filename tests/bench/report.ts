export interface Measurement {
  /** The issue's code for the target (`P2`); the printed line starts with it. */
  code?: string;
  name: string;
  unit: string;
  value: number;
  baselineName: string;
  baseline: number;
  /** The ratio value / baseline must be at least this (or at most, when `lowerIsBetter`). */
  target: number;
  /** For latencies and sizes: the ratio must stay at or under the target. */
  lowerIsBetter?: boolean;
  /** Figures worth printing beside the ratio. */
  notes?: string;
  /** An absolute budget the notes state (false: missed even if the ratio is met). */
  ok?: boolean;
}

/** One line per target: `P2 name: value vs baseline = ratio r (target ≥ t) PASS`, notes indented below. */
export function printMeasurement(m: Measurement): boolean {
  const ratio = m.value / m.baseline;
  const ok = (m.lowerIsBetter ? ratio <= m.target : ratio >= m.target) && m.ok !== false;
  const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: n < 10 ? 2 : 0 });
  const verdict = ok ? 'PASS' : 'MISS';
  const figures =
    `${m.name}: ${fmt(m.value)} ${m.unit} vs ${m.baselineName} ${fmt(m.baseline)} ${m.unit}` +
    ` = ratio ${ratio.toFixed(2)} (target ${m.lowerIsBetter ? '≤' : '≥'} ${m.target})`;
  console.log(`${m.code ? `${m.code} ${figures} ${verdict}` : `${verdict}  ${figures}`}${m.notes ? `\n      ${m.notes}` : ''}`);
  return ok;
}

export async function timed<T>(fn: () => Promise<T> | T): Promise<{ ms: number; result: T }> {
  const start = process.hrtime.bigint();
  const result = await fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, result };
}

/** The value below which a share `p` of `values` lie (nearest rank). */
export const percentile = (values: readonly number[], p: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

export const median = (values: readonly number[]): number => percentile(values, 0.5);

/**
 * A command on a long stream against the same command on short ones, `run` timing one on the stream it is
 * given: `warmUp` unmeasured rounds, then one round per remaining short stream (a fresh one each round, so
 * the baseline stays short), alternating which of the two goes first so that drift on a shared machine
 * lands on both.
 */
export async function alternateRounds(
  run: (streamKey: string) => Promise<number>,
  long: string,
  shorts: readonly string[],
  warmUp: number,
): Promise<{ shortMs: number[]; longMs: number[] }> {
  for (let i = 0; i < warmUp; i++) {
    await run(shorts[i]!);
    await run(long);
  }
  const shortMs: number[] = [];
  const longMs: number[] = [];
  for (let round = 0; warmUp + round < shorts.length; round++) {
    const short = shorts[warmUp + round]!;
    if (round % 2 === 0) {
      shortMs.push(await run(short));
      longMs.push(await run(long));
    } else {
      longMs.push(await run(long));
      shortMs.push(await run(short));
    }
  }
  return { shortMs, longMs };
}
