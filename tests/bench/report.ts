export interface Measurement {
  name: string;
  unit: string;
  value: number;
  baselineName: string;
  baseline: number;
  /** The ratio value / baseline must be at least this. */
  target: number;
  /** Figures worth printing beside the ratio. */
  notes?: string;
  /** An absolute budget the notes state (false: missed even if the ratio is met). */
  ok?: boolean;
}

export function printMeasurement(m: Measurement): boolean {
  const ratio = m.value / m.baseline;
  const ok = ratio >= m.target && m.ok !== false;
  const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
  console.log(
    `${ok ? 'PASS' : 'MISS'}  ${m.name}: ${fmt(m.value)} ${m.unit} vs ${m.baselineName} ${fmt(m.baseline)} ${m.unit}` +
      ` = ratio ${ratio.toFixed(2)} (target ≥ ${m.target})${m.notes ? `\n      ${m.notes}` : ''}`,
  );
  return ok;
}

export async function timed<T>(fn: () => Promise<T> | T): Promise<{ ms: number; result: T }> {
  const start = process.hrtime.bigint();
  const result = await fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, result };
}
