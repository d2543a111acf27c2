import { describe, expect, it } from 'vitest';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { editComponent, newComponent, removeComponent, sanitizeComponentName, suggestLink, validateDeal } from './form';

describe('component entry rules', () => {
  it('drops a forbidden last character of a component name and keeps letters, digits, spaces and dashes', () => {
    expect(sanitizeComponentName('Tower A!')).toBe('Tower A');
    expect(sanitizeComponentName('Tower_')).toBe('Tower');
    expect(sanitizeComponentName('North-Wing 2')).toBe('North-Wing 2');
    expect(sanitizeComponentName('a.b,c')).toBe('abc');
  });

  it('starts a component with quantity 1 and the strategy the project type implies', () => {
    const acquisition = newComponent({ project_type: 'acquisition' }, 'multifamily', 'x1');
    expect(acquisition).toMatchObject({
      item_id: 'x1',
      quantity: 1,
      business_strategy: 'stabilized_own',
      is_stabilized: true,
      is_linked: false,
    });
    expect(newComponent({ asset_type: 'master_plan' }, 'retail', 'x2')).toMatchObject({
      business_strategy: 'develop_sell',
      investment_class: 'class-a',
    });
    expect(newComponent({}, 'office', 'x3').business_strategy).toBe('develop_own');
  });

  it('keeps keys equal to quantity for hotels, apartments, condominiums and student housing in a building', () => {
    const deal = { asset_type: 'building' as const };
    const hotel = newComponent(deal, 'hotel', 'h');
    expect(editComponent(deal, hotel, { quantity: 120 }).project_keys).toBe(120);
    const office = newComponent(deal, 'office', 'o');
    expect(editComponent(deal, office, { quantity: 12 }).project_keys).toBeUndefined();
  });

  it('links a non-operating component or a small new type to the primary component, not the first operating one', () => {
    const primary = {
      type: 'multifamily',
      is_linked: false,
      project_size_amount: 90_000,
      project_size_units: 'gSF',
    } as Partial<SubProperty>;
    expect(suggestLink([], 'multifamily')).toBeNull();
    expect(suggestLink([primary], 'structure')).toBe(0);
    expect(suggestLink([primary], 'retail', 5_000)).toBe(0);
    expect(suggestLink([primary], 'retail', 30_000)).toBeNull();
  });

  it('shifts linked indexes down when a component before them is removed', () => {
    const list = [
      { item_id: 'a', is_linked: false },
      { item_id: 'b', is_linked: false },
      { item_id: 'c', is_linked: true, linked_index: 1 },
      { item_id: 'd', is_linked: true, linked_index: 0 },
    ] as SubProperty[];
    const after = removeComponent(list, 0);
    expect(after.map((c) => [c.item_id, c.is_linked, c.linked_index])).toEqual([
      ['b', false, undefined],
      ['c', true, 0],
      ['d', false, undefined],
    ]);
  });

  it('refuses a save without a name, with a name over 25 characters, or a quantity below 1', () => {
    expect(validateDeal({ project_name: '' })).toHaveProperty('project_name');
    expect(validateDeal({ project_name: 'x'.repeat(26) })).toHaveProperty('project_name');
    const errors = validateDeal({ project_name: 'Ok', sub_properties: [{ item_id: 'a', name: 'A', quantity: 0 }] });
    expect(Object.keys(errors)).toEqual(['sub_properties.0.quantity']);
    expect(validateDeal({ project_name: 'Ok', sub_properties: [{ item_id: 'a', name: 'A', quantity: 2 }] })).toEqual({});
  });
});
