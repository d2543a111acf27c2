import { describe, expect, it } from 'vitest';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { draftComponent, linkSuggestion } from './form';
import { linkedNotice, linkPrompt } from './linking';

const deal = { project_type: 'acquisition' as const, sub_properties: [] as SubProperty[] };
const apartments = {
  ...draftComponent(deal, 'multifamily', 'a'),
  name: 'Tower',
  project_size_amount: 80_000,
  project_size_units: 'gSF' as const,
};
const withTower = { ...deal, sub_properties: [apartments] };
const sized = (type: 'retail' | 'multifamily', sf: number | null) => ({
  ...draftComponent(withTower, type, 'n'),
  project_size_amount: sf,
  project_size_units: 'gSF' as const,
});

describe('the linking prompt', () => {
  it('asks nothing of the first operating component', () => {
    expect(linkPrompt(deal, apartments)).toBeNull();
  });

  it('weighs a new type against the total area: 20,000 of 100,000 SF is 20%, its own plan', () => {
    expect(linkPrompt(withTower, sized('retail', 20_000))).toMatchObject({
      decision: { is_linked: false, reason: 'large_new_type' },
      parentIndex: 0,
      parentName: 'Tower',
      reason: 'At 20.0% of the total area, 15% or more, it usually has a plan of its own.',
    });
    // 10,000 of 90,000 SF is 11.1%: under 15%, linked to the tower
    expect(linkPrompt(withTower, sized('retail', 10_000))?.reason).toBe(
      "At 11.1% of the total area, under 15%, it usually follows the plan of 'Tower'.",
    );
  });

  it('asks for a size when there is no area to compare, and names the same type', () => {
    expect(linkPrompt(withTower, sized('retail', null))?.reason).toMatch(/^Enter its size in an area unit/);
    expect(linkPrompt(withTower, sized('multifamily', 5_000))?.reason).toBe(
      "'Tower' is of the same type (Apartments): components of one type usually share a plan.",
    );
  });

  it('tells, without asking, that a non-operating component was linked', () => {
    const structure = draftComponent(withTower, 'structure', 's');
    const decision = linkSuggestion(withTower, structure);
    expect(linkPrompt(withTower, structure)).toBeNull();
    expect(linkedNotice(withTower, structure, decision)).toBe(
      `${structure.name} is linked to 'Tower': non-operating components follow a parent's business plan.`,
    );
  });
});
