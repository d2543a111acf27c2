import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { DealCalculation } from '@dealbook/domain/calc/calculate';
import { ReturnsTable } from './SummaryTables';

afterEach(cleanup);

const party = (irr: number, sign_changes: number, mirr: number | null) => ({
  irr,
  multiple: 1.5,
  invested: 1000,
  returned: 1500,
  profit: 500,
  sign_changes,
  mirr,
  mirr_rate: 0.08,
  flows: [],
});

/** Only what the returns table reads of a calculation. */
const calcWith = (levered: ReturnType<typeof party>) =>
  ({
    deal: {
      returns: { unlevered: party(0.12, 1, 0.11), levered },
      waterfall: { terms: { sponsor_share: 0.1, tiers: [] }, sponsor: party(0.3, 1, 0.2), investors: party(0.15, 1, 0.12) },
    },
  }) as unknown as DealCalculation;

describe('the returns table', () => {
  it('says beside an IRR whose flows change sign more than once that it is not unique, with the modified IRR', () => {
    render(<ReturnsTable calc={calcWith(party(0.2151, 3, 0.1432))} />);
    expect(screen.getByRole('row', { name: /Equity \(levered\)/ }).textContent).toContain('21.51% (not unique; MIRR 14.32%)');
  });

  it('shows a plain IRR when the flows change sign once', () => {
    render(<ReturnsTable calc={calcWith(party(0.2151, 1, 0.1432))} />);
    const row = screen.getByRole('row', { name: /Equity \(levered\)/ }).textContent;
    expect(row).toContain('21.51%');
    expect(row).not.toContain('not unique');
  });
});
