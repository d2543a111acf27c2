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
