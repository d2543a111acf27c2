/**
 * Business strategy of a component: the flags each strategy sets, the default strategy of
 * a new component, and the business plan label.
 */
import type { BusinessStrategy, Maybe, SubPropertyInput } from './input';

export const BUSINESS_STRATEGIES: readonly BusinessStrategy[] = [
  'stabilized_own',
  'active_management',
  'value_add_repositioning',
  'develop_sell',
  'develop_own',
];

/** The catalogue's non-operating group (period options none); every other type produces revenue. */
export const NON_OPERATING_TYPES: readonly string[] = ['exterior', 'structure', 'foundation', 'roads', 'landscaping'];

export function isOperatingType(type: Maybe<string>): boolean {
  return type == null || !NON_OPERATING_TYPES.includes(type);
}

export function isBusinessStrategy(value: unknown): value is BusinessStrategy {
  return typeof value === 'string' && (BUSINESS_STRATEGIES as readonly string[]).includes(value);
}

export interface StrategyFlags {
  is_stabilized: boolean;
  is_transitional: boolean;
  is_development: boolean;
  is_condo_conversion: boolean;
}

/**
 * stabilized_own → stabilized; active_management → none; value_add_repositioning → transitional;
 * develop_sell and develop_own → development; the last three add condo conversion on a sell-out.
 */
export function strategyFlags(strategy: Maybe<BusinessStrategy>, sellOut: boolean): StrategyFlags {
  const transitional = strategy === 'value_add_repositioning';
  const development = strategy === 'develop_sell' || strategy === 'develop_own';
  return {
    is_stabilized: strategy === 'stabilized_own',
    is_transitional: transitional,
    is_development: development,
    is_condo_conversion: (transitional || development) && sellOut,
  };
}

/**
 * A sell-out exits unit by unit rather than as one building. The spec names the sell-out without a field for
 * it; a condominium component is the catalogue's sell-out type.
 */
export function isSellOut(c: Pick<SubPropertyInput, 'type'>): boolean {
  return c.type === 'condominium';
}

export interface DealKind {
  project_type?: Maybe<string>;
  asset_type?: Maybe<string>;
}

/** A new component's strategy: stabilized_own for an acquisition, develop_sell for a master plan, develop_own otherwise. */
export function defaultStrategy(deal: DealKind): BusinessStrategy {
  if (deal.project_type === 'acquisition') return 'stabilized_own';
  return deal.asset_type === 'master_plan' ? 'develop_sell' : 'develop_own';
}

/** The strategy of a development project's component that stands on its own: develop_sell on a master plan, else develop_own. */
export function developmentStrategy(deal: DealKind): BusinessStrategy {
  return deal.asset_type === 'master_plan' ? 'develop_sell' : 'develop_own';
}

export type BusinessPlanLabel = 'Development' | 'Transitional / Value-Added Acquisition' | 'Stabilized';

export function businessPlanLabel(flags: Pick<StrategyFlags, 'is_development' | 'is_transitional'>): BusinessPlanLabel {
  if (flags.is_development) return 'Development';
  if (flags.is_transitional) return 'Transitional / Value-Added Acquisition';
  return 'Stabilized';
}

/** The strategy the engine uses: the component's own, else the deal's default. */
export function effectiveStrategy(c: SubPropertyInput, deal: DealKind): BusinessStrategy {
  return isBusinessStrategy(c.business_strategy) ? c.business_strategy : defaultStrategy(deal);
}
