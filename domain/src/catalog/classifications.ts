/**
 * Classifications of programming components: segments (investment classes), styles,
 * categories, and the hotel lists. Codes are the spec's, spelling included ('indepedent-boutique-life').
 */
export const classSegments = ['class-a', 'class-b'] as const;

export const styles = ['urban', 'suburban', 'garden', 'cbd', 'townhome'] as const;

export const retailCategories = [
  'restaurant',
  'anchored',
  'lifestyle',
  'power-center',
  'triple-net',
  'single-tenant',
  'mall',
  'strip-center',
  'other-retail',
] as const;

export const industrialCategories = [
  'warehouse',
  'heavy-manufacturing',
  'self-storage',
  'cold-storage',
  'data-telecom',
  'flex',
  'light-manufacturing',
  'research',
  'showroom',
  'other-industrial',
] as const;

export const componentCategories = [...retailCategories, ...industrialCategories] as const;

export const hotelSegments = ['limited-service', 'select-service', 'full-service', 'extended-stay', 'casino', 'resort'] as const;

export const hotelChainScales = ['luxury', 'upper-upscale', 'upscale', 'midscale-fb', 'midscale-no-fb', 'economy'] as const;
export type HotelChainScale = (typeof hotelChainScales)[number];

/**
 * Each chain scale maps to an investment class; the spec says so without giving the mapping. Ours: the
 * three upscale-and-above scales are class A, the midscale and economy ones class B.
 */
export const hotelChainScaleClass: Record<HotelChainScale, (typeof classSegments)[number]> = {
  luxury: 'class-a',
  'upper-upscale': 'class-a',
  upscale: 'class-a',
  'midscale-fb': 'class-b',
  'midscale-no-fb': 'class-b',
  economy: 'class-b',
};

export const hotelBrandings = ['hard-branded', 'soft-branded', 'indepedent-boutique-life'] as const;

export const hotelManagements = ['branded-management', 'third-party-management', 'self-management', 'none'] as const;

/** The classification lists one component type offers; absent lists are not offered. */
export interface Classifications {
  segments?: readonly string[];
  styles?: readonly string[];
  categories?: readonly string[];
  chain_scales?: readonly string[];
  brandings?: readonly string[];
  managements?: readonly string[];
}

const acronyms = new Set(['cbd', 'fb']);

/** Turns a code into its words: 'strip-center' → 'Strip Center', 'class-a' → 'Class A', 'cbd' → 'CBD'. */
export function labelOf(code: string): string {
  return code
    .split(/[-_]/)
    .map((word) => (acronyms.has(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}
