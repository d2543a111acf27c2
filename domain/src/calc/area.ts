/**
 * Component area. The component area dialog turns a programming area in any unit
 * into gross square feet: units multiply by quantity (the area entered is per unit), acres by 43,560 and
 * square metres by 10.7639; then the amount is divided by (1 - load factor) for units and uSF, and by
 * (1 - loss factor) for units, nSF and uSF. Usable area grows by the load factor to rentable, rentable
 * by the loss factor to gross. The project area is rounded to 0 decimals.
 */
import type { Maybe, SubPropertyInput } from './input';
import { num } from './input';
import { round0 } from './round';

export const SQUARE_FEET_PER_SQUARE_METER = 10.7639;
export const SQUARE_FEET_PER_ACRE = 43_560;
export const DEFAULT_AREA_FACTOR_PERCENT = 10;

/** Project size units that measure an area, with their `scale_sf`. */
const SCALE_SF: Readonly<Record<string, number>> = {
  gSF: 1,
  nSF: 1,
  uSF: 1,
  bSF: 1,
  gSQM: SQUARE_FEET_PER_SQUARE_METER,
  gAcres: SQUARE_FEET_PER_ACRE,
};

export function isAreaUnit(units: Maybe<string>): boolean {
  return units != null && units in SCALE_SF;
}

/** The `scale_sf` of a project size unit: gSQM 10.7639, gAcres 43,560, every other unit 1. */
export function scaleSf(units: Maybe<string>): number {
  return (units != null ? SCALE_SF[units] : undefined) ?? 1;
}

export function areaToSquareFeet(amount: number, units: Maybe<string>): number {
  return amount * scaleSf(units);
}

export function areaFromSquareFeet(squareFeet: number, units: Maybe<string>): number {
  return squareFeet / scaleSf(units);
}

/**
 * A load or loss factor as a rate: the percent (default 10) or, when overridden, the override's percent,
 * divided by 100. The deal schema refuses a factor above 99 (bounds.ts); one of 100% or more (or below 0) that
 * reaches here anyway cannot divide an area and is read as 0.
 */
export function factorRate(
  percent: Maybe<number>,
  override: Maybe<boolean>,
  overrideInput: Maybe<number>,
  defaultPercent = DEFAULT_AREA_FACTOR_PERCENT,
): number {
  const chosen = override ? num(overrideInput) : (percent ?? defaultPercent);
  const rate = num(chosen) / 100;
  return rate >= 0 && rate < 1 ? rate : 0;
}

export interface AreaFactors {
  load: number;
  loss: number;
}

/** Gross square feet of an area entered in `units` (unrounded). */
export function grossSquareFeet(amount: number, units: Maybe<string>, quantity: number, factors: AreaFactors): number {
  const base = units === 'units' ? amount * quantity : areaToSquareFeet(amount, units);
  const afterLoad = units === 'units' || units === 'uSF' ? base / (1 - factors.load) : base;
  return units === 'units' || units === 'nSF' || units === 'uSF' ? afterLoad / (1 - factors.loss) : afterLoad;
}

/** The area in `units` of a gross area: the inverse of `grossSquareFeet`. */
export function areaInUnits(grossSf: number, units: Maybe<string>, quantity: number, factors: AreaFactors): number {
  const beforeLoss = units === 'units' || units === 'nSF' || units === 'uSF' ? grossSf * (1 - factors.loss) : grossSf;
  const beforeLoad = units === 'units' || units === 'uSF' ? beforeLoss * (1 - factors.load) : beforeLoss;
  if (units === 'units') return quantity === 0 ? 0 : beforeLoad / quantity;
  return areaFromSquareFeet(beforeLoad, units);
}

export function quantityOf(c: SubPropertyInput): number {
  return c.quantity ?? 1;
}

export function projectAreaFactors(c: SubPropertyInput): AreaFactors {
  return {
    load: factorRate(c.project_area_load_factor, c.project_area_load_factor_override, c.project_area_load_factor_override_input),
    loss: factorRate(c.project_area_loss_factor, c.project_area_loss_factor_override, c.project_area_loss_factor_override_input),
  };
}

export interface ProjectArea {
  area_sf: number;
  project_area_is_derived: boolean;
}

/**
 * A component's gross area. When derived (the dialog's inputs are present and its flag is set, or no project
 * size was entered) it is recomputed from the dialog inputs; otherwise it is the entered project size in
 * square feet (0 when the size is a count of units or linear feet).
 */
export function projectArea(c: SubPropertyInput): ProjectArea {
  const derived = c.project_area_amount != null && (c.project_area_is_derived ?? c.project_size_amount == null);
  if (derived) {
    return {
      area_sf: round0(grossSquareFeet(num(c.project_area_amount), c.project_area_units, quantityOf(c), projectAreaFactors(c))),
      project_area_is_derived: true,
    };
  }
  const area_sf = isAreaUnit(c.project_size_units) ? round0(areaToSquareFeet(num(c.project_size_amount), c.project_size_units)) : 0;
  return { area_sf, project_area_is_derived: false };
}
