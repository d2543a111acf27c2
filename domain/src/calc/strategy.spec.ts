import { describe, expect, it } from 'vitest';
import { businessPlanLabel, defaultStrategy, effectiveStrategy, isOperatingType, isSellOut, strategyFlags } from './strategy';

const none = { is_stabilized: false, is_transitional: false, is_development: false, is_condo_conversion: false };

describe('business strategy flags', () => {
  it('sets stabilized for stabilized_own and nothing for active_management', () => {
    expect(strategyFlags('stabilized_own', true)).toEqual({ ...none, is_stabilized: true });
    expect(strategyFlags('active_management', true)).toEqual(none);
  });

  it('sets transitional for value_add_repositioning, with condo conversion on a sell-out', () => {
    expect(strategyFlags('value_add_repositioning', false)).toEqual({ ...none, is_transitional: true });
    expect(strategyFlags('value_add_repositioning', true)).toEqual({ ...none, is_transitional: true, is_condo_conversion: true });
  });

  it('sets development for develop_sell and develop_own, with condo conversion on a sell-out', () => {
    expect(strategyFlags('develop_sell', false)).toEqual({ ...none, is_development: true });
    expect(strategyFlags('develop_own', true)).toEqual({ ...none, is_development: true, is_condo_conversion: true });
  });

  it('reads a condominium component as a sell-out', () => {
    expect(isSellOut({ type: 'condominium' })).toBe(true);
    expect(isSellOut({ type: 'multifamily' })).toBe(false);
  });
});

describe('default strategy and plan label', () => {
  it('starts a component of an acquisition as stabilized_own, of a master plan as develop_sell, else develop_own', () => {
    expect(defaultStrategy({ project_type: 'acquisition', asset_type: 'master_plan' })).toBe('stabilized_own');
    expect(defaultStrategy({ project_type: 'development', asset_type: 'master_plan' })).toBe('develop_sell');
    expect(defaultStrategy({ project_type: 'development', asset_type: 'building' })).toBe('develop_own');
  });

  it("uses the component's own strategy when it has a known one", () => {
    expect(effectiveStrategy({ business_strategy: 'value_add_repositioning' }, { project_type: 'acquisition' })).toBe(
      'value_add_repositioning',
    );
    expect(effectiveStrategy({ business_strategy: 'unknown' }, { project_type: 'acquisition' })).toBe('stabilized_own');
  });

  it('labels the plan Development, Transitional / Value-Added Acquisition or Stabilized', () => {
    expect(businessPlanLabel(strategyFlags('develop_own', false))).toBe('Development');
    expect(businessPlanLabel(strategyFlags('value_add_repositioning', false))).toBe('Transitional / Value-Added Acquisition');
    expect(businessPlanLabel(strategyFlags('stabilized_own', false))).toBe('Stabilized');
    expect(businessPlanLabel(strategyFlags('active_management', false))).toBe('Stabilized');
  });

  it('knows the non-operating group of the catalogue', () => {
    expect(['exterior', 'structure', 'foundation', 'roads', 'landscaping'].map(isOperatingType)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['multifamily', 'parking', 'amenity'].map(isOperatingType)).toEqual([true, true, true]);
  });
});
