import {
  hotelBrandings,
  hotelChainScales,
  hotelManagements,
  hotelSegments,
  industrialCategories,
  retailCategories,
} from './classifications';
import {
  classes,
  componentTypeCodes,
  nonOperating,
  operating,
  residentialStyles,
  type ComponentType,
  type ComponentTypeEntry,
} from './component-entry';
import type { PeriodCode } from './options';
import type { SizeUnit } from './size-units';

const allPeriods: readonly PeriodCode[] = ['hourly', 'daily', 'weekly', 'monthly', 'yearly'];
const amenityUnits: readonly SizeUnit[] = ['units', 'gSF', 'nSF', 'uSF'];

/**
 * The programming component catalogue: 11 operating (revenue producing) types and 5
 * non-operating ones. The spec lists each type's attributes and gives the units labels, classifications,
 * periods and size units; titles, name prefixes, grammar words, visibility and disabled buttons are not
 * given value by value, so those values are ours, derived from the type's nature (a non-operating
 * component has no income, so its income and growth buttons are disabled).
 */
export const componentTypes: Record<ComponentType, ComponentTypeEntry> = {
  multifamily: operating('multifamily', {
    title: 'Apartments',
    units_label: 'Units',
    single: 'apartment',
    plural: 'apartments',
    article: 'an',
    classifications: { ...classes, styles: [...residentialStyles, 'garden'] },
  }),
  retail: operating('retail', {
    title: 'Retail',
    units_label: 'Stores',
    single: 'store',
    plural: 'stores',
    classifications: { ...classes, categories: retailCategories },
    default_period: 'yearly',
  }),
  office: operating('office', {
    title: 'Office',
    units_label: 'Floors',
    single: 'office floor',
    plural: 'office floors',
    article: 'an',
    classifications: { ...classes, styles: ['cbd', 'suburban'] },
    default_period: 'yearly',
  }),
  hotel: operating('hotel', {
    title: 'Hotel',
    units_label: 'Keys',
    single: 'hotel room',
    plural: 'hotel rooms',
    classifications: {
      ...classes,
      segments: hotelSegments,
      chain_scales: hotelChainScales,
      brandings: hotelBrandings,
      managements: hotelManagements,
    },
    periods: ['daily', 'weekly', 'monthly', 'yearly'],
    default_period: 'daily',
  }),
  industrial: operating('industrial', {
    title: 'Industrial',
    units_label: 'Spaces',
    single: 'industrial space',
    plural: 'industrial spaces',
    article: 'an',
    classifications: { ...classes, categories: industrialCategories },
    default_period: 'yearly',
  }),
  'student-housing': operating('student-housing', {
    title: 'Student Housing',
    units_label: 'Beds',
    single: 'student bed',
    plural: 'student beds',
    classifications: { ...classes, styles: residentialStyles },
  }),
  'senior-living': operating('senior-living', {
    title: 'Senior Living',
    units_label: 'Beds',
    single: 'senior living bed',
    plural: 'senior living beds',
    classifications: { ...classes, styles: [...residentialStyles, 'townhome', 'garden'] },
  }),
  condominium: operating('condominium', {
    title: 'Condominium',
    units_label: 'Units',
    single: 'condominium',
    plural: 'condominiums',
    classifications: { ...classes, styles: [...residentialStyles, 'townhome', 'garden'] },
  }),
  'single-family': operating('single-family', { title: 'Single Family', units_label: 'Homes', single: 'home', plural: 'homes' }),
  amenity: operating('amenity', {
    title: 'Amenity',
    units_label: 'per unit',
    single: 'amenity',
    plural: 'amenities',
    article: 'an',
    periods: allPeriods,
    units: amenityUnits,
    noBenchmark: true,
  }),
  parking: operating('parking', {
    title: 'Parking',
    units_label: 'per Space',
    single: 'parking space',
    plural: 'parking spaces',
    periods: allPeriods,
    units: amenityUnits,
    noBenchmark: true,
  }),
  exterior: nonOperating('exterior', {
    title: 'Exterior',
    units_label: '',
    single: 'exterior',
    plural: 'exteriors',
    article: 'an',
    units: ['gSF', 'lFT'],
  }),
  structure: nonOperating('structure', {
    title: 'Structure',
    units_label: 'per Story',
    single: 'structure',
    plural: 'structures',
    units: ['units', 'gSF'],
  }),
  foundation: nonOperating('foundation', {
    title: 'Foundation',
    units_label: '',
    single: 'foundation',
    plural: 'foundations',
    units: ['gSF'],
  }),
  roads: nonOperating('roads', { title: 'Roads', units_label: '', single: 'road', plural: 'roads', units: ['gSF', 'lFT'] }),
  landscaping: nonOperating('landscaping', {
    title: 'Landscaping',
    units_label: '',
    single: 'landscaped area',
    plural: 'landscaped areas',
    units: ['gSF', 'lFT', 'gAcres'],
  }),
};

export const operatingComponentTypes = componentTypeCodes.filter((t) => componentTypes[t].group === 'operating');
export const nonOperatingComponentTypes = componentTypeCodes.filter((t) => componentTypes[t].group === 'non-operating');
