import { describe, expect, it } from 'vitest';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { AREA_RESET_BLOCKED_MESSAGE } from '@dealbook/domain/calc/dependency-tree';
import { applyPatch, derivedValue, needsPrompt, resetPatch } from './dialogs';

const base: SubProperty = { item_id: 'a1', name: 'Apartments', type: 'multifamily', quantity: 100 } as SubProperty;

describe('the dialogs that feed derived values', () => {
  it('derives the area of units: 900 SF a unit × 100 units ÷ (1 − 10% load) ÷ (1 − 10% loss) = 111,111 SF', () => {
    const c = { ...base, project_area_amount: 900, project_area_units: 'units', project_size_units: 'units' } as SubProperty;
    expect(derivedValue('area', c)).toBe(111_111);
  });

  it('derives the development basis from line items: $150k a unit × 100 units + $2M total = $17M', () => {
    const c = {
      ...base,
      construction_hard_cost_amount: 150_000,
      construction_hard_cost_units: 'units',
      construction_soft_cost_amount: 2_000_000,
      construction_soft_cost_units: 'totalAmount',
    } as SubProperty;
    expect(derivedValue('construction', c)).toBe(17_000_000);
    expect(applyPatch('construction', c, true)).toEqual({ development_basis_is_derived: true, development_basis: 17_000_000 });
  });

  it('derives stabilized NOI: $2,000 a month × 12 × 100 units × 95% occupancy, less a 40% margin = $1,368,000', () => {
    const c = {
      ...base,
      stabilized_rent: 2000,
      stabilized_rent_units: 'units',
      stabilized_rent_period: 'monthly',
      stabilized_occupancy_rate: 95,
      stabilized_expense_margin: 40,
    } as SubProperty;
    expect(derivedValue('stabilized_noi', c)).toBe(1_368_000);
  });

  it('asks before overwriting a typed value that differs, and not when none was typed or it already matches', () => {
    const c = { ...base, construction_hard_cost_amount: 1000, construction_hard_cost_units: 'units' } as SubProperty;
    expect(needsPrompt('construction', c)).toBe(false);
    expect(needsPrompt('construction', { ...c, development_basis: 50_000 })).toBe(true);
    expect(needsPrompt('construction', { ...c, development_basis: 100_000 })).toBe(false);
  });

  it('keeps the typed value and clears the derived flag on No, Keep Original Values', () => {
    const c = {
      ...base,
      development_basis: 50_000,
      construction_hard_cost_amount: 1000,
      construction_hard_cost_units: 'units',
    } as SubProperty;
    expect(applyPatch('construction', c, false)).toEqual({ development_basis_is_derived: false });
  });

  it('writes a derived NOI as a yearly figure so its period does not multiply it again', () => {
    const c = { ...base, stabilized_rent: 100, stabilized_rent_units: 'units', stabilized_rent_period: 'yearly' } as SubProperty;
    expect(applyPatch('stabilized_noi', c, true)).toMatchObject({ stabilized_noi_is_derived: true, stabilized_noi_period: 'yearly' });
  });

  it('resets cost inputs and the derived flag, with a toast', () => {
    const c = { ...base, construction_hard_cost_amount: 1000, development_basis_is_derived: true } as SubProperty;
    const reset = resetPatch('construction', c);
    expect(reset.patch).toMatchObject({ construction_hard_cost_amount: null, development_basis_is_derived: false });
    expect(reset.toast).toMatch(/^Cost inputs reset/);
  });

  it('refuses to reset the area while a derived basis depends on it', () => {
    const c = { ...base, project_area_amount: 900, development_basis_is_derived: true } as SubProperty;
    expect(resetPatch('area', c)).toEqual({ patch: null, toast: AREA_RESET_BLOCKED_MESSAGE });
    expect(resetPatch('area', { ...c, development_basis_is_derived: false }).patch).toMatchObject({ project_area_amount: null });
  });
});
