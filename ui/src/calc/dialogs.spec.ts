import { describe, expect, it } from 'vitest';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { AREA_RESET_BLOCKED_MESSAGE } from '@dealbook/domain/calc/dependency-tree';
import { subPropertySchema } from '@dealbook/domain/deals/schema-component';
import { applyPatch, derivedValue, dialogInputKeys, inputsPatch, needsPrompt, resetPatch, type DialogKind } from './dialogs';
import { incomeBreakdown, netLeaseSummary, shownInput, withInput } from './income';
import { shownKeys } from '../pages/deal/dialogs/dialogFields';

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

  it('asks the engine for the area with load and loss overrides, the entered factors set aside', () => {
    // 900 SF a unit × 100 units = 90,000 SF; ÷ (1 − 20% load override) = 112,500; ÷ (1 − 25% loss override) = 150,000 SF
    const c = {
      ...base,
      project_area_amount: 900,
      project_area_units: 'units',
      project_size_units: 'units',
      project_area_load_factor: 12,
      project_area_load_factor_override: true,
      project_area_load_factor_override_input: 20,
      project_area_loss_factor_override: true,
      project_area_loss_factor_override_input: 25,
    } as SubProperty;
    expect(derivedValue('area', c)).toBe(150_000);
    // Override off: the entered 12% load and the default 10% loss, 90,000 ÷ 0.88 ÷ 0.9 = 113,636.36 → 113,636 SF
    expect(derivedValue('area', { ...c, project_area_load_factor_override: false, project_area_loss_factor_override: false })).toBe(
      113_636,
    );
  });
});

const rentOf = (extra: Record<string, unknown>) =>
  ({ ...base, stabilized_rent: 1500, stabilized_rent_units: 'units', stabilized_rent_period: 'monthly', ...extra }) as SubProperty;

describe('the operating income dialog', () => {
  const detailed = {
    stabilized_occupancy_rate: 90,
    stabilized_expense_input_type: 'detailed',
    stabilized_tax_expense: 200_000,
    stabilized_tax_expense_units: 'totalAmount',
    stabilized_tax_expense_period: 'yearly',
    stabilized_insurance_expense: 50,
    stabilized_insurance_expense_units: 'units',
    stabilized_insurance_expense_period: 'monthly',
    stabilized_maintenance_expense: 1000,
    stabilized_maintenance_expense_units: 'units',
    stabilized_maintenance_expense_period: 'yearly',
  };

  it('adds up detailed expenses, a triple-net lease leaving maintenance to the tenant', () => {
    // effective rent: $1,500 × 100 units × 12 × 90% = $1,620,000
    // taxes $200,000 a year in total; insurance $50 × 100 × 12 = $60,000; maintenance $1,000 × 100 = $100,000
    const gross = rentOf(detailed);
    expect(incomeBreakdown('stabilized', gross)).toMatchObject({
      effective_rent: 1_620_000,
      expenses: 360_000,
      expense_items: { tax: 200_000, insurance: 60_000, maintenance: 100_000 },
      noi: 1_260_000,
    });
    // triple net: maintenance → 0; expenses $200,000 + $60,000 = $260,000; NOI $1,620,000 − $260,000 = $1,360,000
    const triple = rentOf({ ...detailed, stabilized_lease_type: 'net', stabilized_triple_net: true });
    expect(incomeBreakdown('stabilized', triple)).toMatchObject({
      expenses: 260_000,
      expense_items: { tax: 200_000, insurance: 60_000, maintenance: 0 },
      noi: 1_360_000,
    });
    expect(derivedValue('stabilized_noi', triple)).toBe(1_360_000);
    // the engine names the lease by how many flags are set: one flag reads 'Single Net Lease'
    expect(netLeaseSummary('stabilized', triple)).toEqual({
      label: 'Single Net Lease',
      tenantPays: 'The tenant pays maintenance: left out of the detailed expenses.',
    });
    // all three flags: no expenses left, NOI = effective rent $1,620,000
    const all = { ...triple, stabilized_single_net: true, stabilized_double_net: true } as SubProperty;
    expect(incomeBreakdown('stabilized', all).noi).toBe(1_620_000);
    expect(netLeaseSummary('stabilized', all)?.label).toBe('Triple Net Lease');
    expect(netLeaseSummary('stabilized', all)?.tenantPays).toMatch(/^The tenant pays property taxes, insurance and maintenance:/);
  });

  it('leaves a margin untouched by a net lease: 50% default margin of $1,260,000 rent', () => {
    // $1,500 × 100 × 12 × 70% default occupancy = $1,260,000; less 50% = $630,000
    const c = rentOf({ stabilized_lease_type: 'net', stabilized_triple_net: true });
    expect(incomeBreakdown('stabilized', c)).toMatchObject({ effective_rent: 1_260_000, expenses: 630_000, noi: 630_000 });
    expect(netLeaseSummary('stabilized', c)?.tenantPays).toContain('the expense margin is unchanged');
  });

  it('uses the occupancy and credit-loss overrides instead of the entered rates', () => {
    // $2,000 × 100 × 12 = $2,400,000 × 80% override (not the entered 95%) = $1,920,000; 50% margin → NOI $960,000
    const c = {
      ...base,
      stabilized_rent: 2000,
      stabilized_rent_units: 'units',
      stabilized_rent_period: 'monthly',
      stabilized_occupancy_rate: 95,
      stabilized_occupancy_rate_override: true,
      stabilized_occupancy_rate_override_input: 80,
    } as SubProperty;
    expect(incomeBreakdown('stabilized', c)).toMatchObject({ occupancy_rate: 0.8, effective_rent: 1_920_000, noi: 960_000 });
    // 50% credit-loss recovery override: 50% + 80% × (1 − 50%) = 90% collected → $2,160,000, NOI $1,080,000
    const recovered = {
      ...c,
      stabilized_credit_loss_recovery_rate_override: true,
      stabilized_credit_loss_recovery_rate_override_input: 50,
    } as SubProperty;
    expect(incomeBreakdown('stabilized', recovered)).toMatchObject({ effective_rent: 2_160_000, noi: 1_080_000 });
  });

  it('rents per net rentable SF through the income load and loss factors', () => {
    // 100,000 gross SF × (1 − 20% loss override) = 80,000 nSF × $30 a year × 100% occupancy = $2,400,000
    const c = {
      ...base,
      project_size_amount: 100_000,
      project_size_units: 'gSF',
      stabilized_rent: 30,
      stabilized_rent_units: 'nSF',
      stabilized_rent_period: 'yearly',
      stabilized_occupancy_rate: 100,
      stabilized_loss_factor_override: true,
      stabilized_loss_factor_override_input: 20,
    } as SubProperty;
    expect(incomeBreakdown('stabilized', c).effective_rent).toBe(2_400_000);
  });

  it('counts other income by its attribution and, per unit, by occupancy', () => {
    // rent $1,000 × 100 × 12 × 90% = $1,080,000; other $100 × 100 × 12 = $120,000 × 60% × 90% occupied = $64,800
    // 40% margin of the rent only: $432,000; NOI $1,080,000 + $64,800 − $432,000 = $712,800
    const c = {
      ...base,
      interim_rent: 1000,
      interim_rent_units: 'units',
      interim_rent_period: 'monthly',
      interim_occupancy_rate: 90,
      interim_expense_margin: 40,
      interim_other_revenue: true,
      interim_other_income: 100,
      interim_other_income_units: 'units',
      interim_other_income_period: 'monthly',
      interim_other_income_attribution: 60,
    } as SubProperty;
    expect(incomeBreakdown('interim', c)).toMatchObject({ effective_rent: 1_080_000, other_income: 64_800, noi: 712_800 });
    expect(derivedValue('interim_noi', c)).toBe(712_800);
    // switched off, other income no longer counts but its inputs stay: only the flag is written
    const off = { ...c, interim_other_revenue: false } as SubProperty;
    expect(derivedValue('interim_noi', off)).toBe(648_000);
    expect(inputsPatch('interim_noi', c, off)).toEqual({ interim_other_revenue: false });
  });

  it('shows gross and the expense method the engine reads when none was chosen, and keeps the restating fields in step', () => {
    expect(shownInput({}, 'stabilized_lease_type')).toBe('gross');
    expect(shownInput({}, 'stabilized_expense_input_type')).toBe('margin');
    expect(shownInput({ interim_detailed_inputs: true }, 'interim_expense_input_type')).toBe('detailed');
    expect(shownInput({}, 'stabilized_net_lease_type')).toBeUndefined();
    const detailedDraft = withInput(base, 'stabilized_expense_input_type', 'detailed');
    expect(detailedDraft).toMatchObject({ stabilized_expense_input_type: 'detailed', stabilized_detailed_inputs: true });
    const net = withInput(withInput(base, 'stabilized_lease_type', 'net'), 'stabilized_double_net', true);
    expect(net).toMatchObject({ stabilized_net_lease_type: 'Single Net Lease' });
    // the label counts the flags set, whatever the lease type
    expect(withInput(net, 'stabilized_lease_type', 'gross')).toMatchObject({
      stabilized_net_lease_type: 'Single Net Lease',
      stabilized_double_net: true,
    });
    expect(withInput(net, 'stabilized_double_net', false)).toMatchObject({ stabilized_net_lease_type: null });
  });

  it('resets every income input, overrides and detailed expenses included', () => {
    const c = rentOf({ ...detailed, stabilized_occupancy_rate_override: true, stabilized_noi_is_derived: true });
    const { patch, toast } = resetPatch('stabilized_noi', c);
    expect(patch).toMatchObject({
      stabilized_rent: null,
      stabilized_lease_type: null,
      stabilized_triple_net: null,
      stabilized_occupancy_rate_override: null,
      stabilized_occupancy_rate_override_input: null,
      stabilized_load_factor_override_input: null,
      stabilized_other_income_attribution: null,
      stabilized_expense_input_type: null,
      stabilized_detailed_inputs: null,
      stabilized_maintenance_expense_period: null,
      stabilized_noi_is_derived: false,
    });
    expect(Object.keys(patch!)).toHaveLength(37 + 1);
    expect(toast).toMatch(/^Income inputs reset/);
    expect(resetPatch('area', { ...base, project_area_amount: 900 } as SubProperty).patch).toMatchObject({
      project_area_load_factor_override: null,
      project_area_load_factor_override_input: null,
      project_area_loss_factor_override: null,
      project_area_loss_factor_override_input: null,
    });
  });
});

describe('the keys the dialogs edit', () => {
  const kinds: DialogKind[] = ['area', 'construction', 'stabilization', 'stabilized_noi', 'interim_noi'];

  it.each(kinds)('%s: every key is a saved component field, and each shown input is one of them', (kind) => {
    const keys = dialogInputKeys(kind);
    const shape = subPropertySchema.shape as Record<string, unknown>;
    expect(keys.filter((key) => !(key in shape))).toEqual([]);
    // shown inputs plus the two the income dialog keeps in step (detailed_inputs, net_lease_type)
    expect([...keys].sort()).toEqual([...new Set([...shownKeys(kind), ...keys])].sort());
    expect(keys.filter((key) => !shownKeys(kind).includes(key))).toEqual(
      kind.endsWith('noi') ? [`${kind.replace('_noi', '')}_net_lease_type`, `${kind.replace('_noi', '')}_detailed_inputs`] : [],
    );
  });
});
