import { describe, expect, it } from 'vitest';
import type { SubPropertyInput } from './input';
import { linkOnAdd, linkTo, propagateLinks, removeComponent, unlink } from './linking';

const sized = (type: string, grossSf: number, extra: SubPropertyInput = {}): SubPropertyInput => ({
  type,
  project_size_amount: grossSf,
  project_size_units: 'gSF',
  ...extra,
});
const development = { project_type: 'development', asset_type: 'building' };
const masterPlan = { project_type: 'development', asset_type: 'master_plan' };
const acquisition = { project_type: 'acquisition', asset_type: 'building' };

describe('linking prompt on adding a component', () => {
  it('makes the first operating component the primary business plan', () => {
    expect(linkOnAdd([], sized('multifamily', 200_000))).toEqual({
      is_linked: false,
      linked_index: null,
      is_parent: true,
      reason: 'primary',
    });
  });

  it('always links a non-operating component, to the primary', () => {
    const existing = [sized('structure', 0), sized('multifamily', 200_000)];
    expect(linkOnAdd(existing, sized('roads', 50_000))).toMatchObject({ is_linked: true, linked_index: 1, reason: 'non_operating' });
  });

  it('links a type already present to its first component', () => {
    const existing = [sized('multifamily', 200_000), sized('retail', 20_000, { is_linked: true, linked_index: 0 })];
    expect(linkOnAdd(existing, sized('retail', 100_000))).toMatchObject({ is_linked: true, linked_index: 1, reason: 'same_type' });
  });

  it('links a new type under 15% of the total area and keeps one of 15% or more on its own plan', () => {
    // 35,000 / (200,000 + 35,000) = 14.9% → linked
    expect(linkOnAdd([sized('multifamily', 200_000)], sized('retail', 35_000))).toMatchObject({
      is_linked: true,
      linked_index: 0,
      reason: 'small_new_type',
    });
    // 36,000 / 236,000 = 15.3% → its own plan
    expect(linkOnAdd([sized('multifamily', 200_000)], sized('retail', 36_000))).toMatchObject({
      is_linked: false,
      is_parent: true,
      reason: 'large_new_type',
    });
  });

  it('keeps a new type on its own plan when no area is known to measure its share', () => {
    const counted = { project_size_amount: 300, project_size_units: 'units' };
    expect(linkOnAdd([{ type: 'multifamily', ...counted }], { type: 'parking', ...counted })).toMatchObject({
      is_linked: false,
      reason: 'large_new_type',
    });
  });
});

describe('linking and unlinking', () => {
  const parent: SubPropertyInput = {
    type: 'office',
    business_strategy: 'value_add_repositioning',
    is_transitional: true,
    is_stabilized: false,
    is_development: false,
    is_condo_conversion: false,
  };

  it("copies the parent's strategy and flags in an acquisition", () => {
    expect(linkTo({ type: 'retail' }, 0, parent, acquisition)).toEqual({
      type: 'retail',
      is_linked: true,
      linked_index: 0,
      business_strategy: 'value_add_repositioning',
      is_stabilized: false,
      is_transitional: true,
      is_development: false,
      is_condo_conversion: false,
    });
  });

  it('gives a non-operating component value_add_repositioning', () => {
    expect(linkTo({ type: 'structure' }, 0, parent, development)).toMatchObject({
      business_strategy: 'value_add_repositioning',
      is_transitional: true,
    });
  });

  it('gives an operating component of a development develop_sell on a master plan, develop_own otherwise', () => {
    expect(linkTo({ type: 'retail' }, 0, parent, masterPlan)).toMatchObject({ business_strategy: 'develop_sell', is_development: true });
    expect(linkTo({ type: 'condominium' }, 0, parent, development)).toMatchObject({
      business_strategy: 'develop_own',
      is_development: true,
      is_condo_conversion: true,
    });
  });

  it('removes the linked index and the copied strategy and flags when unlinked', () => {
    const linked = linkTo({ type: 'retail', name: 'Shops' }, 0, parent, acquisition);
    expect(unlink(linked, acquisition)).toEqual({ type: 'retail', name: 'Shops', is_linked: false });
  });

  it('gives an unlinked component of a development its own development strategy', () => {
    const linked = linkTo({ type: 'retail' }, 0, parent, masterPlan);
    expect(unlink(linked, masterPlan)).toMatchObject({ is_linked: false, business_strategy: 'develop_sell', is_development: true });
    expect(unlink(linked, development)).toMatchObject({ business_strategy: 'develop_own' });
    expect(unlink(linked, development)).not.toHaveProperty('linked_index');
  });

  it("propagates a parent's new strategy to the components linked to it", () => {
    const components = [
      { ...parent, business_strategy: 'stabilized_own', is_transitional: false, is_stabilized: true },
      linkTo({ type: 'retail' }, 0, parent, acquisition),
    ];
    expect(propagateLinks(components, acquisition)[1]).toMatchObject({
      business_strategy: 'stabilized_own',
      is_stabilized: true,
      is_transitional: false,
    });
  });
});

describe('removing a component', () => {
  const components: SubPropertyInput[] = [
    { name: 'A', type: 'multifamily' },
    { name: 'B', type: 'office' },
    { name: 'C', type: 'retail', is_linked: true, linked_index: 1 },
    { name: 'D', type: 'parking', is_linked: true, linked_index: 0 },
    { name: 'E', type: 'amenity', is_linked: true, linked_index: 3 },
  ];

  it('shifts the linked indexes above the removed one down by one and leaves those below', () => {
    const after = removeComponent(components, 2, acquisition);
    expect(after.map((c) => [c.name, c.linked_index ?? null])).toEqual([
      ['A', null],
      ['B', null],
      ['D', 0],
      ['E', 2],
    ]);
  });

  it('unlinks the components that were linked to the removed one', () => {
    const after = removeComponent(components, 1, acquisition);
    expect(after[1]).toEqual({ name: 'C', type: 'retail', is_linked: false });
  });
});
