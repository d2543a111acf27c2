import { describe, expect, it } from 'vitest';
import { componentNameOf } from '@dealbook/domain/deals/component-name';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { componentTypes } from '@dealbook/domain/catalog/components';
import { classificationFields } from './fields';
import { addComponent, draftComponent, editComponentAt, linkSuggestion, removeComponent, validateDeal } from './form';

describe('component entry rules', () => {
  it('drops a forbidden last character of a component name and keeps letters, digits, spaces and dashes', () => {
    expect(componentNameOf('Tower A!')).toBe('Tower A');
    expect(componentNameOf('Tower_')).toBe('Tower');
    expect(componentNameOf('North-Wing 2')).toBe('North-Wing 2');
    expect(componentNameOf('a.b,c')).toBe('abc');
  });

  it('starts a component with quantity 1 and the strategy the project type implies', () => {
    const acquisition = draftComponent({ project_type: 'acquisition' }, 'multifamily', 'x1');
    expect(acquisition).toMatchObject({
      item_id: 'x1',
      quantity: 1,
      business_strategy: 'stabilized_own',
      is_stabilized: true,
      is_linked: false,
    });
    expect(draftComponent({ asset_type: 'master_plan' }, 'retail', 'x2')).toMatchObject({
      business_strategy: 'develop_sell',
      investment_class: 'class-a',
    });
    expect(draftComponent({}, 'office', 'x3').business_strategy).toBe('develop_own');
  });

  it('keeps keys equal to quantity for hotels, apartments, condominiums and student housing in a building', () => {
    const deal = { asset_type: 'building' as const };
    const hotel = draftComponent(deal, 'hotel', 'h');
    expect(editComponentAt({ ...deal, sub_properties: [hotel] }, 0, { quantity: 120 })[0]!.project_keys).toBe(120);
    const office = draftComponent(deal, 'office', 'o');
    expect(editComponentAt({ ...deal, sub_properties: [office] }, 0, { quantity: 12 })[0]!.project_keys).toBeUndefined();
  });

  it('suggests links by the spec’s rules: primary first, non-operating always, same type, a new type under 15% of the area', () => {
    const deal = { project_type: 'acquisition' as const, sub_properties: [] as SubProperty[] };
    const apartments = { ...draftComponent(deal, 'multifamily', 'a'), project_size_amount: 90_000, project_size_units: 'gSF' as const };
    expect(linkSuggestion(deal, apartments)).toMatchObject({ is_linked: false, reason: 'primary' });
    const withApartments = { ...deal, sub_properties: [apartments] };
    expect(linkSuggestion(withApartments, draftComponent(withApartments, 'structure', 's'))).toMatchObject({
      linked_index: 0,
      reason: 'non_operating',
    });
    expect(linkSuggestion(withApartments, draftComponent(withApartments, 'multifamily', 'b'))).toMatchObject({ reason: 'same_type' });
    // 5,000 of 95,000 SF is 5.3%: under 15%, linked; 30,000 of 120,000 SF is 25%: its own plan
    const shops = (sf: number) => ({
      ...draftComponent(withApartments, 'retail', 'r'),
      project_size_amount: sf,
      project_size_units: 'gSF' as const,
    });
    expect(linkSuggestion(withApartments, shops(5_000))).toMatchObject({ linked_index: 0, reason: 'small_new_type' });
    expect(linkSuggestion(withApartments, shops(30_000))).toMatchObject({ is_linked: false, reason: 'large_new_type' });
  });

  it('copies the parent’s plan on linking, takes it away on unlinking, and passes a parent’s new plan on', () => {
    const deal = { project_type: 'acquisition' as const, sub_properties: [] as SubProperty[] };
    const apartments = draftComponent(deal, 'multifamily', 'a');
    const shops = draftComponent(deal, 'retail', 'r');
    let components = addComponent({ ...deal, sub_properties: [apartments] }, shops, null);
    components = editComponentAt({ ...deal, sub_properties: components }, 0, { business_strategy: 'value_add_repositioning' });
    expect(components[1]).toMatchObject({ is_linked: false, business_strategy: 'stabilized_own' });
    components = editComponentAt({ ...deal, sub_properties: components }, 1, { is_linked: true, linked_index: 0 });
    expect(components[1]).toMatchObject({
      is_linked: true,
      linked_index: 0,
      business_strategy: 'value_add_repositioning',
      is_transitional: true,
    });
    components = editComponentAt({ ...deal, sub_properties: components }, 0, { business_strategy: 'active_management' });
    expect(components[1]).toMatchObject({ business_strategy: 'active_management', is_transitional: false, is_stabilized: false });
    components = editComponentAt({ ...deal, sub_properties: components }, 1, { is_linked: false });
    expect(components[1]!.linked_index).toBeUndefined();
    expect(components[1]!.business_strategy).toBeUndefined();
    // in a development project an unlinked component takes develop_own
    const dev = { project_type: 'development' as const, sub_properties: components };
    expect(editComponentAt(dev, 1, { is_linked: true, linked_index: 0 })[1]).toMatchObject({ business_strategy: 'develop_own' });
    expect(
      editComponentAt({ ...dev, sub_properties: editComponentAt(dev, 1, { is_linked: true, linked_index: 0 }) }, 1, {
        is_linked: false,
      })[1],
    ).toMatchObject({
      is_linked: false,
      business_strategy: 'develop_own',
      is_development: true,
    });
  });

  it('shifts linked indexes down when a component before them is removed', () => {
    const list = [
      { item_id: 'a', is_linked: false },
      { item_id: 'b', is_linked: false },
      { item_id: 'c', is_linked: true, linked_index: 1 },
      { item_id: 'd', is_linked: true, linked_index: 0 },
    ] as SubProperty[];
    const after = removeComponent({ sub_properties: list }, 0);
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

  it('sets a hotel’s investment class from its chain scale, and offers each type only its own classifications', () => {
    const hotel = draftComponent({}, 'hotel', 'h');
    expect(editComponentAt({ sub_properties: [hotel] }, 0, { hotel_chain_scale: 'economy' })[0]!.investment_class).toBe('class-b');
    expect(editComponentAt({ sub_properties: [hotel] }, 0, { hotel_chain_scale: 'luxury' })[0]!.investment_class).toBe('class-a');
    expect(classificationFields(componentTypes.hotel).map((f) => f.key)).toEqual([
      'hotel_segment',
      'hotel_chain_scale',
      'hotel_branding',
      'hotel_management',
    ]);
    expect(classificationFields(componentTypes.retail).map((f) => f.key)).toEqual(['category']);
    expect(classificationFields(componentTypes.retail)[0]!.options?.find((o) => o.code === 'strip-center')?.label).toBe('Strip Center');
    expect(classificationFields(componentTypes.multifamily).map((f) => f.key)).toEqual(['style']);
    expect(classificationFields(componentTypes.parking)).toEqual([]);
  });

  it('keeps construction and stabilization within 120 months together', () => {
    // 3 years of construction leave 120 − 36 = 84 months for stabilization
    const component = { item_id: 'a', name: 'A', construction_period: 3, construction_period_time_units: 'years' as const };
    expect(validateDeal({ project_name: 'Ok', sub_properties: [{ ...component, stabilization_period: 84 }] })).toEqual({});
    expect(validateDeal({ project_name: 'Ok', sub_properties: [{ ...component, stabilization_period: 85 }] })).toEqual({
      'sub_properties.0.stabilization_period': 'At most 84 months: construction and stabilization together stay within 120 months.',
    });
    expect(validateDeal({ project_name: 'Ok', sub_properties: [{ ...component, construction_delay: -1 }] })).toEqual({
      'sub_properties.0.construction_delay': 'Cannot be negative.',
    });
  });
});
