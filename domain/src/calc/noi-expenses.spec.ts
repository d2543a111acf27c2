import { describe, expect, it } from 'vitest';
import type { NoiInputs } from './input';
import type { NoiContext } from './noi';
import { netLeaseTypeLabel, noiFromInputs } from './noi';

const units = (quantity: number): NoiContext => ({ quantity, area_sf: 0, project_size_amount: quantity, project_size_units: 'units' });
const area = (grossSf: number): NoiContext => ({ quantity: 1, area_sf: grossSf, project_size_amount: grossSf, project_size_units: 'gSF' });

describe('expenses', () => {
  const retail: NoiInputs = {
    rent: 36,
    rent_units: 'nSF',
    rent_period: 'yearly',
    occupancy_rate: 90,
    expense_input_type: 'detailed',
    tax_expense: 5,
    tax_expense_units: 'gSF',
    tax_expense_period: 'yearly',
    insurance_expense: 1,
    insurance_expense_units: 'gSF',
    insurance_expense_period: 'yearly',
    maintenance_expense: 3,
    maintenance_expense_units: 'gSF',
    maintenance_expense_period: 'yearly',
  };

  it('adds tax, insurance and maintenance on a gross lease', () => {
    // (5 + 1 + 3) × 16,667 = 150,003; NOI = 486,009.72 - 150,003 = 336,006.72
    const noi = noiFromInputs({ ...retail, lease_type: 'gross' }, area(16_667));
    expect(noi).toMatchObject({
      expenses: 150_003,
      noi: 336_006.72,
      expense_items: { tax: 83_335, insurance: 16_667, maintenance: 50_001 },
    });
  });

  it('zeroes the tax of a single net lease, the insurance of a double net and the maintenance of a triple net', () => {
    const doubleNet = noiFromInputs({ ...retail, lease_type: 'net', single_net: true, double_net: true }, area(16_667));
    // only maintenance: 3 × 16,667 = 50,001; NOI = 486,009.72 - 50,001 = 436,008.72
    expect(doubleNet).toMatchObject({ expenses: 50_001, noi: 436_008.72, net_lease_type: 'Double Net Lease' });
    const tripleNet = noiFromInputs({ ...retail, lease_type: 'net', single_net: true, double_net: true, triple_net: true }, area(16_667));
    expect(tripleNet).toMatchObject({ expenses: 0, noi: 486_009.72, net_lease_type: 'Triple Net Lease' });
  });

  it('ignores net-lease flags left over on a gross lease in the expenses, but labels them as the spec counts them', () => {
    const gross = noiFromInputs({ ...retail, lease_type: 'gross', single_net: true }, area(16_667));
    expect(gross.expenses).toBe(150_003);
    expect(gross.net_lease_type).toBe('Single Net Lease');
    expect(noiFromInputs({ ...retail, lease_type: 'gross' }, area(16_667)).net_lease_type).toBe('');
  });

  it('takes the margin on effective rent, not on other income', () => {
    // ER 5,700,000 × 35% = 1,995,000; NOI = 5,700,000 + 114,000 - 1,995,000 = 3,819,000
    const inputs: NoiInputs = {
      rent: 2500,
      rent_units: 'units',
      rent_period: 'monthly',
      occupancy_rate: 95,
      other_revenue: true,
      other_income: 50,
      other_income_units: 'units',
      other_income_period: 'monthly',
      expense_input_type: 'margin',
      expense_margin: 35,
    };
    expect(noiFromInputs(inputs, units(200))).toMatchObject({
      effective_rent: 5_700_000,
      other_income: 114_000,
      expenses: 1_995_000,
      noi: 3_819_000,
    });
  });

  it('reads the detailed inputs flag when no expense input type is chosen', () => {
    expect(noiFromInputs({ detailed_inputs: true, tax_expense: 1000, tax_expense_units: 'totalAmount' }, units(1)).expense_method).toBe(
      'detailed',
    );
  });

  it('lets NOI go negative when detailed expenses exceed income at zero occupancy', () => {
    expect(noiFromInputs({ ...retail, occupancy_rate: 0, lease_type: 'gross' }, area(16_667)).noi).toBe(-150_003);
  });
});

describe('net lease label', () => {
  it('names the lease by the count of net flags set', () => {
    expect(netLeaseTypeLabel({})).toBe('');
    expect(netLeaseTypeLabel({ triple_net: true })).toBe('Single Net Lease');
    expect(netLeaseTypeLabel({ single_net: true, triple_net: true })).toBe('Double Net Lease');
    expect(netLeaseTypeLabel({ single_net: true, double_net: true, triple_net: true })).toBe('Triple Net Lease');
  });
});
