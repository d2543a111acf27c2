import { describe, expect, it } from 'vitest';
import { diffDeal } from '@dealbook/domain/deals/diff';
import { describeChange, summarizeChanges } from './summary';

const tower = { item_id: 'c1', name: 'Tower', type: 'multifamily', quantity: 100, exit_cap_percentage_min: 5 };
const shops = { item_id: 'c2', name: 'Shops', type: 'retail', quantity: 4 };

describe('change summaries', () => {
  it('names a deal field by its label and shows option labels, not codes', () => {
    const [line] = diffDeal({ mandate: 'sale' }, { mandate: 'investment' }).map((c) => describeChange(c));
    expect(line).toMatchObject({ kind: 'field', label: 'Mandate', from: 'Listing', to: 'Capital Raise' });
  });

  it('names a component field by the component and the field label, not its path', () => {
    const before = { sub_properties: [tower] };
    const after = { sub_properties: [{ ...tower, exit_cap_percentage_min: 5.5 }] };
    const [line] = diffDeal(before, after).map((c) => describeChange(c, [after]));
    expect(line).toMatchObject({ label: "Component 'Tower' (Apartments) · Exit Cap Rate (%)", from: '5', to: '5.5' });
    expect(line!.label).not.toContain('item_id');
  });

  it('shows an added and a removed component as such', () => {
    const lines = diffDeal({ sub_properties: [tower] }, { sub_properties: [shops] }).map((c) => describeChange(c));
    expect(lines.map((l) => [l.kind, l.label])).toEqual(
      expect.arrayContaining([
        ['removed', "Component 'Tower' (Apartments) removed"],
        ['added', "Component 'Shops' (Retail) added"],
      ]),
    );
  });

  it('shows a moved component as a reorder, not as every field changing', () => {
    const lines = diffDeal({ sub_properties: [tower, shops] }, { sub_properties: [shops, tower] }).map((c) => describeChange(c));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ kind: 'moved', label: 'Components reordered' });
  });

  it('summarizes many changes in one line with a count of the rest', () => {
    const changes = diffDeal({}, { project_name: 'A', city: 'Austin', state: 'TX', loi: true, mandate: 'sale' });
    expect(summarizeChanges(changes)).toMatch(/^Project Name; City; State; and 2 more$/);
    expect(summarizeChanges([])).toBe('No changes');
  });
});
