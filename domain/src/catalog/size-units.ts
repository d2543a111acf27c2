import { SQUARE_FEET_PER_ACRE, SQUARE_FEET_PER_SQUARE_METER } from './constants';

/**
 * Project size units. `scale_sf` turns an amount into square feet; `active` is the
 * spec's flag (lFT, gSQM and gAcres are inactive for the operating types). `display_constraints` says
 * whether the area dialog's load and loss factors apply (`area_calc`) and in which unit the area reads
 * (`area_units`); the spec names both without giving their values, so the values are ours, following the
 * calculation rule that load factors apply to units and uSF and loss factors to units, nSF and uSF.
 * bSF appears only in the component's own list of units; it is kept here, inactive, so every value a
 * component may carry has an entry.
 */
export const sizeUnitCodes = ['units', 'gSF', 'nSF', 'uSF', 'lFT', 'gSQM', 'gAcres', 'bSF'] as const;
export type SizeUnit = (typeof sizeUnitCodes)[number];

export interface SizeUnitEntry {
  code: SizeUnit;
  title: string;
  label: string;
  scale_sf: number;
  active: boolean;
  display_constraints: { area_calc: boolean; area_units: 'SF' | 'SQM' | 'acres' | 'LF' };
}

export const sizeUnits: Record<SizeUnit, SizeUnitEntry> = {
  units: entry('units', 'Units', 'units', 1, true, true, 'SF'),
  gSF: entry('gSF', 'Gross Square Feet', 'gSF', 1, true, false, 'SF'),
  nSF: entry('nSF', 'Net Rentable Square Feet', 'nSF', 1, true, true, 'SF'),
  uSF: entry('uSF', 'Usable Square Feet', 'uSF', 1, true, true, 'SF'),
  lFT: entry('lFT', 'Linear Feet', 'lFT', 1, false, false, 'LF'),
  gSQM: entry('gSQM', 'Gross Square Meters', 'gSQM', SQUARE_FEET_PER_SQUARE_METER, false, false, 'SQM'),
  gAcres: entry('gAcres', 'Gross Acres', 'acres', SQUARE_FEET_PER_ACRE, false, false, 'acres'),
  bSF: entry('bSF', 'Building Square Feet', 'bSF', 1, false, false, 'SF'),
};

function entry(
  code: SizeUnit,
  title: string,
  label: string,
  scale_sf: number,
  active: boolean,
  area_calc: boolean,
  area_units: SizeUnitEntry['display_constraints']['area_units'],
): SizeUnitEntry {
  return { code, title, label, scale_sf, active, display_constraints: { area_calc, area_units } };
}

/** Which component field holds the area in which unit ("field mapping"). */
export const sizeUnitByAreaField = {
  area_gSF: 'gSF',
  area_nSF: 'nSF',
  area_uSF: 'uSF',
  area_gSQM: 'gSQM',
  area_gAcres: 'gAcres',
  len_lFT: 'lFT',
} as const satisfies Record<string, SizeUnit>;

export const areaFieldBySizeUnit: Partial<Record<SizeUnit, keyof typeof sizeUnitByAreaField>> = Object.fromEntries(
  Object.entries(sizeUnitByAreaField).map(([field, unit]) => [unit, field]),
);

/** The amount in square feet; units that are not an area (units, unknown codes) scale by 1. */
export function toSquareFeet(amount: number, unit: string): number {
  const scale = (sizeUnits as Record<string, SizeUnitEntry | undefined>)[unit]?.scale_sf ?? 1;
  return amount * scale;
}
