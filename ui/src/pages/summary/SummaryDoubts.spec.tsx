import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { calculateDeal } from '@dealbook/domain/calc/calculate';
import type { DealInput } from '@dealbook/domain/calc/input';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { sampleDeal } from '@dealbook/domain/deals/sample-deal';
import { calculationsApi } from '../../calc/load';
import { renderScreen } from '../../testing/render';
import { signedIn } from '../../testing/session';
import { SummaryPage } from './SummaryPage';

beforeEach(() => {
  signedIn();
  vi.spyOn(calculationsApi, 'viewed').mockResolvedValue(true);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** $1M at closing, 60% debt, then $500k of NOI a year on $400k of equity. */
const windfall = {
  project_name: 'Too Good',
  analysis_date: '2026-01-31',
  closing_basis: 1_000_000,
  senior_loans_active: true,
  senior_loans: [{ amount_as_percent: true, amount_percent: 60, interest_rate: 6 }],
  sub_properties: [
    {
      item_id: 'a',
      name: 'Apartments',
      type: 'multifamily',
      quantity: 10,
      business_strategy: 'stabilized_own',
      stabilized_noi: 500_000,
      exit_cap_percentage_min: 5,
      hold_date: '2031-01-31',
    },
  ],
} as unknown as Deal;

function open(deal: Deal) {
  vi.spyOn(calculationsApi, 'load').mockResolvedValue({
    deal,
    calc: calculateDeal({ ...(deal as DealInput), id: 'd1' }, new Date('2026-01-15T00:00:00Z')),
    source: 'browser',
    access: null,
  });
  renderScreen(
    <Routes>
      <Route path={SummaryPage.path} element={<SummaryPage />} />
    </Routes>,
    '/app/deals/d1/summary',
  );
}

/** The key figure's card: its label, value and any note. */
const card = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('.MuiCard-root') as HTMLElement;

describe('the summary, on figures no real deal reaches', () => {
  it('flags an IRR over 100% beside the figure, saying what to check', async () => {
    open(windfall);
    await screen.findByRole('heading', { name: /Too Good/ });
    expect(within(card('Levered IRR')).getByText(/^Over 100% a year, which real deals rarely reach/)).toBeTruthy();
    expect(within(card('LTC')).queryByText(/^Over 100%/)).toBeNull();
  });

  it('shows no area rather than 0 SF when no component is sized in square feet', async () => {
    open(windfall);
    await screen.findByRole('heading', { name: /Too Good/ });
    expect(within(card('Project area')).getByText('—')).toBeTruthy();
    expect(screen.queryByText('0 SF')).toBeNull();
  });

  it('flags nothing on the sample deal', async () => {
    open(sampleDeal('2026-01-31') as unknown as Deal);
    await screen.findByRole('heading', { name: /Riverside Commons/ });
    expect(screen.queryByText(/^Over 100%/)).toBeNull();
  });
});
