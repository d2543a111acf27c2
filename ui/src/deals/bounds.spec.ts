import { describe, expect, it } from 'vitest';
import { dealFieldBounds } from '@dealbook/domain';
import { boundErrors } from './bounds';
import { validateDeal } from './form';

describe('the form checks numbers against the server’s bounds', () => {
  const percent = dealFieldBounds.sub_properties!.exit_cap_percentage_min!;
  const money = dealFieldBounds.deal!.closing_basis!;

  it('names each number outside its domain by its form path, with the server’s message', () => {
    const deal = {
      project_name: 'Harbor Point',
      closing_basis: -1,
      sub_properties: [{ name: 'Tower', quantity: 10, exit_cap_percentage_min: 150 }],
      senior_loans: [{ name: 'Senior', interest_rate: 1e308 }],
    };
    expect(boundErrors(deal)).toEqual({
      closing_basis: money.message,
      'sub_properties.0.exit_cap_percentage_min': percent.message,
      'senior_loans.0.interest_rate': dealFieldBounds.senior_loans!.interest_rate!.message,
    });
    expect(validateDeal(deal as Parameters<typeof validateDeal>[0])).toMatchObject({ closing_basis: money.message });
  });

  it('accepts the edges of each domain and leaves blanks alone', () => {
    const deal = { closing_basis: money.max, sub_properties: [{ exit_cap_percentage_min: 0 }, { exit_cap_percentage_min: null }] };
    expect(boundErrors(deal)).toEqual({});
  });
});
