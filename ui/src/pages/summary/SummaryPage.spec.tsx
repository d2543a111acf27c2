import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { HttpError } from 'react-admin';
import { calculateDeal } from '@dealbook/domain/calc/calculate';
import type { DealInput } from '@dealbook/domain/calc/input';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { sampleDeal } from '@dealbook/domain/deals/sample-deal';
import { calculationsApi, type LoadedCalculation } from '../../calc/load';
import { renderScreen } from '../../testing/render';
import { signedIn } from '../../testing/session';
import { accessWith } from '../../sharing/fixtures';
import { SummaryPage } from './SummaryPage';

const NOW = new Date('2026-01-15T00:00:00Z');
const loadedOf = (deal: Deal, access: LoadedCalculation['access'] = null): LoadedCalculation => ({
  deal,
  calc: calculateDeal({ ...(deal as DealInput), id: 'd1' }, NOW),
  source: 'browser',
  access,
});
const emptyDeal = { project_name: 'Harbor Point', analysis_date: '2026-01-31', sub_properties: [] } as unknown as Deal;
/** a new deal with one component and nothing else */
const bareDeal = {
  project_name: 'Bare Lot',
  analysis_date: '2026-01-31',
  sub_properties: [{ item_id: 'c1', name: 'Apartments', type: 'multifamily' }],
} as unknown as Deal;

let viewed: MockInstance<typeof calculationsApi.viewed>;
beforeEach(() => {
  signedIn();
  viewed = vi.spyOn(calculationsApi, 'viewed').mockResolvedValue(true);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const open = () =>
  renderScreen(
    <Routes>
      <Route path={SummaryPage.path} element={<SummaryPage />} />
    </Routes>,
    '/app/deals/d1/summary',
  );

describe('the deal summary', () => {
  it('calculates, then shows the deal and records that it was viewed', async () => {
    let answer: (value: LoadedCalculation) => void = () => undefined;
    vi.spyOn(calculationsApi, 'load').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    open();
    expect(await screen.findByLabelText('Calculating')).toBeTruthy();
    expect(viewed).not.toHaveBeenCalled();
    answer(loadedOf(emptyDeal));
    expect(await screen.findByRole('heading', { name: 'Harbor Point' })).toBeTruthy();
    expect(screen.getByText(/calculated in your browser/)).toBeTruthy();
    expect(screen.getByText('Nothing to calculate yet')).toBeTruthy();
    expect(viewed).toHaveBeenCalledExactlyOnceWith('d1');
  });

  it('lists what an incomplete deal is missing, each a link to its field, instead of a wall of $0', async () => {
    vi.spyOn(calculationsApi, 'load').mockResolvedValue(loadedOf(bareDeal));
    open();
    const missing = await screen.findByRole('region', { name: 'Missing inputs' });
    expect(within(missing).getByText(/5 inputs are missing/)).toBeTruthy();
    const href = (name: string) => within(missing).getByRole('link', { name }).getAttribute('href');
    const entry = '/app/deals/project?current_deal=d1&current_deal_view=editing';
    expect(href('Closing Basis')).toBe(`${entry}#field-closing_basis`);
    expect(href('Quantity')).toBe(`${entry}#field-sub_properties.0.quantity`);
    expect(href('Stabilized NOI')).toBe(`${entry}#field-sub_properties.0.stabilized_noi`);
    expect(href('Exit Cap Rate (%)')).toBe(`${entry}#field-sub_properties.0.exit_cap_percentage_min`);
    // a new component is a development by default: its budget too
    expect(href('Development Basis')).toBe(`${entry}#field-sub_properties.0.development_basis`);
    expect(within(missing).getByRole('heading', { name: 'Apartments' })).toBeTruthy();
    // nothing but zeros: no chart, no pro forma, sources, uses or returns tables
    expect(screen.queryByRole('img', { name: /Pro forma chart/ })).toBeNull();
    expect(screen.getByText(/No chart yet/)).toBeTruthy();
    for (const name of ['Annual pro forma', 'Sources', 'Uses', 'Returns and waterfall'])
      expect(screen.queryByRole('table', { name })).toBeNull();
    expect(screen.queryByText(/Sponsor \(/)).toBeNull();
  });

  it('shows a complete deal in k, M and B to two decimals ($71.65M, not $71.6M), the exact figure on hover, and reconciles its equity', async () => {
    vi.spyOn(calculationsApi, 'load').mockResolvedValue(loadedOf(sampleDeal('2026-01-31') as unknown as Deal));
    open();
    await screen.findByRole('heading', { name: /Riverside Commons/ });
    const capitalization = screen.getAllByRole('definition').find((figure) => figure.textContent === '$71.65M');
    expect(capitalization?.getAttribute('title')).toBe('$71,647,830');
    expect(screen.queryByRole('region', { name: 'Missing inputs' })).toBeNull();
    expect(screen.getByRole('img', { name: /Pro forma chart/ })).toBeTruthy();

    const sources = screen.getByRole('table', { name: 'Sources' });
    const equity = within(within(sources).getByRole('row', { name: /Equity/ })).getAllByRole('cell')[1]!;
    expect(equity.textContent).toBe('$17.91M');
    const footnote = screen.getByRole('complementary', { name: 'Equity reconciliation' });
    const rows = within(footnote).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('Equity in Sources$17.91M');
    expect(rows.at(-1)!.textContent).toBe('Equity (levered) invested$24.48M');
    // the bridge adds up from the exact figures in the titles (to within a dollar: the monthly rows are rounded to cents)
    const cents = (cell: Element) => Math.round(Number(cell.querySelector('[title]')!.getAttribute('title')!.replace(/[$,]/g, '')) * 100);
    const amounts = rows.map((row) => cents(within(row).getAllByRole('cell')[1]!));
    const lines = amounts.slice(1, -1).reduce((a, b) => a + b, 0);
    expect(Math.abs(amounts[0]! + lines - amounts.at(-1)!)).toBeLessThan(100);
    expect(within(footnote).getByText(/Debt service while the deal runs short/)).toBeTruthy();
  });

  it('shows an unknown deal as not found, with the way back, and records no view of it', async () => {
    vi.spyOn(calculationsApi, 'load').mockRejectedValue(new HttpError('Deal not found', 404, {}));
    open();
    expect(await screen.findByRole('heading', { name: 'Deal not found' })).toBeTruthy();
    expect(screen.getByText('This deal could not be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to console' }).getAttribute('href')).toBe('/app/console');
    expect(viewed).not.toHaveBeenCalled();
  });

  it('offers to try again or go back when the deal cannot be loaded, and to sign in when the session ended', async () => {
    vi.spyOn(calculationsApi, 'load')
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new HttpError('Unauthorized', 401, {}));
    open();
    expect(await screen.findByRole('heading', { name: 'This deal could not be loaded' })).toBeTruthy();
    expect(screen.queryByLabelText('Calculating')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to console' })).toBeTruthy();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?redirect=/app/deals/d1/summary');
    expect(viewed).not.toHaveBeenCalled();
  });

  it('offers a capital provider only what is theirs: the files and the invitation, not the entry, distribution or matches', async () => {
    vi.spyOn(calculationsApi, 'load').mockResolvedValue(loadedOf(emptyDeal, accessWith('provider', 'view', 'answer')));
    open();
    expect(await screen.findByRole('heading', { name: 'Harbor Point' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review the invitation' }).getAttribute('href')).toBe('/app/matches/d1/review');
    expect(screen.getByRole('link', { name: 'Files' })).toBeTruthy();
    for (const name of ['Edit deal', 'Open deal', 'Distribution', 'Matches', 'Add components'])
      expect(screen.queryByRole('link', { name })).toBeNull();
  });
});
