/**
 * Excel's financial functions, with Excel's definitions and sign conventions (money paid out is negative), so
 * a spreadsheet model of a deal recomputes to the same figures.
 */
import { daysBetween } from './dates';

/** PMT(rate, nper, pv, [fv], [type]): the level payment that repays pv (and leaves fv) over nper periods. */
export function pmt(rate: number, nper: number, pv: number, fv = 0, type: 0 | 1 = 0): number {
  if (nper === 0) return 0;
  if (rate === 0) return -(pv + fv) / nper;
  const growth = (1 + rate) ** nper;
  return (-rate * (pv * growth + fv)) / ((1 + rate * type) * (growth - 1));
}

/** PV(rate, nper, pmt, [fv], [type]): what a stream of nper payments (and fv at the end) is worth today. */
export function pv(rate: number, nper: number, payment: number, fv = 0, type: 0 | 1 = 0): number {
  if (rate === 0) return -(fv + payment * nper);
  const growth = (1 + rate) ** nper;
  return -(fv + (payment * (1 + rate * type) * (growth - 1)) / rate) / growth;
}

/** FV(rate, nper, pmt, [pv], [type]). */
export function fv(rate: number, nper: number, payment: number, presentValue = 0, type: 0 | 1 = 0): number {
  if (rate === 0) return -(presentValue + payment * nper);
  const growth = (1 + rate) ** nper;
  return -(presentValue * growth + (payment * (1 + rate * type) * (growth - 1)) / rate);
}

/** NPV(rate, value1, ...): as Excel, the first value is discounted one full period. */
export function npv(rate: number, values: readonly number[]): number {
  return values.reduce((sum, value, i) => sum + value / (1 + rate) ** (i + 1), 0);
}

/**
 * MIRR(values, finance_rate, reinvest_rate): the rate that grows the outflows, discounted at the finance rate, into
 * the inflows compounded at the reinvestment rate to the last period. One answer whatever the signs; null
 * (Excel's #DIV/0!) without an inflow and an outflow.
 */
export function mirr(values: readonly number[], financeRate: number, reinvestRate: number): number | null {
  const n = values.length;
  const inflows = npv(
    reinvestRate,
    values.map((v) => Math.max(0, v)),
  );
  const outflows = npv(
    financeRate,
    values.map((v) => Math.min(0, v)),
  );
  if (n < 2 || inflows === 0 || outflows === 0) return null;
  return ((-inflows * (1 + reinvestRate) ** n) / (outflows * (1 + financeRate))) ** (1 / (n - 1)) - 1;
}

/** How many times the flows change sign, zeros skipped: more than once, an IRR may have several solutions. */
export function signChanges(values: readonly number[]): number {
  let changes = 0;
  let last = 0;
  for (const value of values) {
    if (value === 0) continue;
    if (last !== 0 && Math.sign(value) !== Math.sign(last)) changes++;
    last = value;
  }
  return changes;
}

/** XNPV(rate, values, dates): discounted on actual days / 365 from the first date. */
export function xnpv(rate: number, values: readonly number[], dates: readonly string[]): number {
  const times = yearFractions(dates);
  return values.reduce((sum, value, i) => sum + value / (1 + rate) ** times[i]!, 0);
}

/**
 * IRR(values, [guess]): the rate at which the NPV of the flows, the first undiscounted, is zero. Like Excel it
 * needs a positive and a negative flow (else null, Excel's #NUM!) and starts Newton's method at the guess;
 * where Newton fails (flat spots, overshooting below -100%) it falls back to bisection on the sign change
 * nearest the guess.
 */
export function irr(values: readonly number[], guess = 0.1): number | null {
  const times = values.map((_, i) => i);
  return solveRate(values, times, guess);
}

/** XIRR(values, dates, [guess]): IRR of dated flows on actual/365, as Excel's XIRR. */
export function xirr(values: readonly number[], dates: readonly string[], guess = 0.1): number | null {
  if (values.length !== dates.length) throw new RangeError('XIRR needs one date per value');
  return solveRate(values, yearFractions(dates), guess);
}

function yearFractions(dates: readonly string[]): number[] {
  const first = dates[0];
  return dates.map((date) => (first === undefined ? 0 : daysBetween(first, date) / 365));
}

const TOLERANCE = 1e-12;

function solveRate(values: readonly number[], times: readonly number[], guess: number): number | null {
  if (!values.some((v) => v > 0) || !values.some((v) => v < 0)) return null;
  const value = (rate: number) => values.reduce((sum, v, i) => sum + v * (1 + rate) ** -times[i]!, 0);
  const slope = (rate: number) => values.reduce((sum, v, i) => sum - times[i]! * v * (1 + rate) ** (-times[i]! - 1), 0);
  const newton = newtonRoot(value, slope, guess);
  return newton ?? bisectNearest(value, guess);
}

function newtonRoot(f: (r: number) => number, df: (r: number) => number, guess: number): number | null {
  let rate = guess;
  for (let i = 0; i < 100; i++) {
    const fr = f(rate);
    const dfr = df(rate);
    if (!Number.isFinite(fr) || !Number.isFinite(dfr) || dfr === 0) return null;
    const next = rate - fr / dfr;
    if (!Number.isFinite(next) || next <= -1) return null;
    if (Math.abs(next - rate) <= TOLERANCE * Math.max(1, Math.abs(rate))) return next;
    rate = next;
  }
  return null;
}

const GRID = [
  -0.99999999, -0.999999, -0.99999, -0.9999, -0.999, -0.99, -0.95, -0.9, -0.8, -0.7, -0.6, -0.5, -0.4, -0.3, -0.2, -0.1, -0.05, 0, 0.05,
  0.1, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10, 100, 1e4,
];

function bisectNearest(f: (r: number) => number, guess: number): number | null {
  const brackets: [number, number][] = [];
  for (let i = 1; i < GRID.length; i++) {
    const lo = GRID[i - 1]!;
    const hi = GRID[i]!;
    if (Math.sign(f(lo)) !== Math.sign(f(hi)) || f(hi) === 0) brackets.push([lo, hi]);
  }
  const distance = ([lo, hi]: [number, number]) => (guess < lo ? lo - guess : guess > hi ? guess - hi : 0);
  const nearest = brackets.sort((a, b) => distance(a) - distance(b))[0];
  if (!nearest) return null;
  let [lo, hi] = nearest;
  let flo = f(lo);
  for (let i = 0; i < 200 && hi - lo > TOLERANCE; i++) {
    const mid = (lo + hi) / 2;
    const fmid = f(mid);
    if (fmid === 0) return mid;
    if (Math.sign(fmid) === Math.sign(flo)) [lo, flo] = [mid, fmid];
    else hi = mid;
  }
  return (lo + hi) / 2;
}
