import { classSegments, type Classifications } from './classifications';
import { periods as periodOptions, type PeriodCode } from './options';
import type { SizeUnit } from './size-units';

/** The code of each programming component type. */
export const componentTypeCodes = [
  'multifamily',
  'retail',
  'office',
  'hotel',
  'industrial',
  'student-housing',
  'senior-living',
  'condominium',
  'single-family',
  'amenity',
  'parking',
  'exterior',
  'structure',
  'foundation',
  'roads',
  'landscaping',
] as const;
export type ComponentType = (typeof componentTypeCodes)[number];

export interface ComponentGrammar {
  article: string;
  single: string;
  single_pronoun: string;
  single_verb: string;
  single_verb_aux: string;
  plural: string;
  plural_pronoun: string;
  plural_verb: string;
  plural_verb_aux: string;
  portfolio: string;
  portfolio_single: string;
  portfolio_plural: string;
  portfolio_article: string;
}

export interface ComponentTypeEntry {
  type: ComponentType;
  title: string;
  units_label: string;
  proper_name_prefix: string;
  group: 'operating' | 'non-operating';
  project_size_units: readonly SizeUnit[];
  grammar: ComponentGrammar;
  /** The periods a revenue or expense line may use, with their friendly names; non-operating: none. */
  revenue_expense_periods: Partial<Record<PeriodCode, string>>;
  /** The period a line item gets when its units are set. */
  default_period: PeriodCode;
  classifications: Classifications;
  visibility: {
    list: { default: boolean; portfolio: boolean };
    inputs: { units: boolean; area_sf: boolean };
    discrete_const: boolean;
    discrete_noi: boolean;
  };
  /** true = the button is disabled for this type. */
  disabled_buttons: {
    calc_sf: boolean;
    calc_capex: boolean;
    calc_noi: boolean;
    calc_cap: boolean;
    calc_rev_g: boolean;
    calc_exp_g: boolean;
  };
}

// Builders of the catalogue's entries (components.ts). The values they derive are ours, see there.
const operatingUnits: readonly SizeUnit[] = ['units', 'gSF', 'nSF', 'uSF'];
export const classes = { segments: classSegments };
export const residentialStyles = ['urban', 'suburban'] as const;

function grammar(article: string, single: string, plural: string): ComponentGrammar {
  return {
    article,
    single,
    single_pronoun: 'it',
    single_verb: 'is',
    single_verb_aux: 'has',
    plural,
    plural_pronoun: 'they',
    plural_verb: 'are',
    plural_verb_aux: 'have',
    portfolio: `portfolio of ${plural}`,
    portfolio_single: `${single} portfolio`,
    portfolio_plural: `${single} portfolios`,
    portfolio_article: 'a',
  };
}

const periodNames = (codes: readonly PeriodCode[]) =>
  Object.fromEntries(periodOptions.filter((p) => codes.includes(p.code)).map((p) => [p.code, p.label])) as Partial<
    Record<PeriodCode, string>
  >;

interface Spec {
  title: string;
  units_label: string;
  single: string;
  plural: string;
  article?: string;
  classifications?: Classifications;
  periods?: readonly PeriodCode[];
  default_period?: PeriodCode;
  units?: readonly SizeUnit[];
  /** No valuation or growth benchmark exists for the type. */
  noBenchmark?: boolean;
}

export function operating(type: ComponentType, s: Spec): ComponentTypeEntry {
  const units = s.units ?? operatingUnits;
  const benchmarkOff = s.noBenchmark ?? false;
  return {
    type,
    title: s.title,
    units_label: s.units_label,
    proper_name_prefix: s.title,
    group: 'operating',
    project_size_units: units,
    grammar: grammar(s.article ?? 'a', s.single, s.plural),
    revenue_expense_periods: periodNames(s.periods ?? ['monthly', 'yearly']),
    default_period: s.default_period ?? 'monthly',
    classifications: s.classifications ?? {},
    visibility: {
      list: { default: true, portfolio: true },
      inputs: { units: units.includes('units'), area_sf: true },
      discrete_const: units.includes('units'),
      discrete_noi: units.includes('units'),
    },
    disabled_buttons: {
      calc_sf: false,
      calc_capex: false,
      calc_noi: false,
      calc_cap: benchmarkOff,
      calc_rev_g: benchmarkOff,
      calc_exp_g: benchmarkOff,
    },
  };
}

export function nonOperating(type: ComponentType, s: Spec & { units: readonly SizeUnit[] }): ComponentTypeEntry {
  return {
    type,
    title: s.title,
    units_label: s.units_label,
    proper_name_prefix: s.title,
    group: 'non-operating',
    project_size_units: s.units,
    grammar: grammar(s.article ?? 'a', s.single, s.plural),
    revenue_expense_periods: periodNames(['none']),
    default_period: 'none',
    classifications: {},
    visibility: {
      list: { default: false, portfolio: false },
      inputs: { units: s.units.includes('units'), area_sf: s.units.some((u) => u !== 'units') },
      discrete_const: s.units.includes('units'),
      discrete_noi: false,
    },
    disabled_buttons: { calc_sf: false, calc_capex: false, calc_noi: true, calc_cap: true, calc_rev_g: true, calc_exp_g: true },
  };
}
