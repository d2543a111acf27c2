import { describe, expect, it } from 'vitest';
import { dealSchema } from '@dealbook/domain/deals/schema-deal';
import { editItem, fieldsOf, itemsOf, newItem, removeItem, shownTranches, withItems } from './items';

const keys = (fields: { key: string }[]) => fields.map((field) => field.key);

describe('financing items on the entry screen', () => {
  it('names a new item after its list and position, active, its amount a percent', () => {
    const first = newItem('subordinate_loans', [], 'a1');
    expect(first).toEqual({ item_id: 'a1', name: 'Subordinate Loan', active: true, amount_as_percent: true });
    expect(newItem('subordinate_loans', [first], 'a2').name).toBe('Subordinate Loan 2');
  });

  it('gives a new item an id the deal schema accepts', () => {
    const deal = withItems({ project_name: 'Ids' }, 'senior_loans', [newItem('senior_loans', [])]);
    expect(dealSchema.partial().safeParse(deal).success).toBe(true);
  });

  it('asks for dollars instead of a percent once the amount is not a percent', () => {
    const loan = newItem('senior_loans', [], 'a');
    expect(keys(fieldsOf('senior_loans', loan))).toContain('amount_percent');
    const dollars = editItem(loan, 'amount_as_percent', false);
    expect(keys(fieldsOf('senior_loans', dollars))).toContain('amount_dollar');
    expect(keys(fieldsOf('senior_loans', dollars))).not.toContain('amount_percent');
  });

  it('offers the amortization period only for an amortizing loan, 30 years by default, stored as a number', () => {
    const loan = newItem('senior_loans', [], 'a');
    expect(keys(fieldsOf('senior_loans', loan))).not.toContain('amortization_period');
    const amortizing = editItem(loan, 'amortization_active', true);
    expect(amortizing.amortization_period).toBe(30);
    const period = fieldsOf('senior_loans', amortizing).find((field) => field.key === 'amortization_period');
    expect(period?.options?.map((option) => option.code)).toEqual(['5', '10', '15', '20', '25', '30', '40']);
    expect(editItem(amortizing, 'amortization_period', '25').amortization_period).toBe(25);
  });

  it('shows each list its own fields: a term for project financing, a pref and promote for the sponsor', () => {
    expect(keys(fieldsOf('project_financings', newItem('project_financings', [])))).toEqual(expect.arrayContaining(['term', 'term_units']));
    expect(keys(fieldsOf('sponsor_coinvestments', newItem('sponsor_coinvestments', [])))).toEqual(
      expect.arrayContaining(['amount_percent', 'accrual_rate', 'promote_percent']),
    );
    const tier = newItem('syndication_waterfalls', [], 't');
    expect(keys(fieldsOf('syndication_waterfalls', tier))).toEqual(expect.arrayContaining(['accrual_rate', 'promote_percent']));
    expect(keys(fieldsOf('syndication_waterfalls', editItem(tier, 'promote_active', false)))).not.toContain('promote_percent');
  });

  it('removes only the item asked for and keeps the others in order', () => {
    const items = ['a', 'b', 'c'].map((id) => ({ item_id: id }));
    expect(removeItem(items, 1).map((item) => item.item_id)).toEqual(['a', 'c']);
  });

  it('reads a missing list as empty and writes the list back onto the deal', () => {
    expect(itemsOf({}, 'senior_loans')).toEqual([]);
    const deal = withItems({ project_name: 'X' }, 'sponsor_coinvestments', [{ item_id: 's' }]);
    expect(itemsOf(deal, 'sponsor_coinvestments')).toEqual([{ item_id: 's' }]);
    expect(deal.project_name).toBe('X');
  });

  it('shows a tranche switched on, or one never switched that already has items, but not one switched off', () => {
    const loan = [{ item_id: 'l' }];
    const shown = (deal: Parameters<typeof shownTranches>[0]) => shownTranches(deal).map((t) => t.list);
    expect(shown({ senior_loans_active: true })).toEqual(['senior_loans']);
    expect(shown({ senior_loans: loan })).toEqual(['senior_loans']);
    expect(shown({ senior_loans: loan, senior_loans_active: false })).toEqual([]);
  });
});
