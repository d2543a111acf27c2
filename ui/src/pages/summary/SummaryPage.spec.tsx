import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { calculateDeal } from '@dealbook/domain/calc/calculate';
import type { DealInput } from '@dealbook/domain/calc/input';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { calculationsApi } from '../../calc/load';
import { renderScreen } from '../../testing/render';
import { signedIn } from '../../testing/session';
import { SummaryPage } from './SummaryPage';

const deal = { project_name: 'Harbor Point', analysis_date: '2026-01-31', sub_properties: [] } as unknown as Deal;
const loaded = {
  deal,
  calc: calculateDeal({ ...(deal as DealInput), id: 'd1' }, new Date('2026-01-15T00:00:00Z')),
  source: 'browser' as const,
};

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
    let answer: (value: typeof loaded) => void = () => undefined;
    vi.spyOn(calculationsApi, 'load').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    open();
    expect(await screen.findByLabelText('Calculating')).toBeTruthy();
    answer(loaded);
    expect(await screen.findByRole('heading', { name: 'Harbor Point' })).toBeTruthy();
    expect(screen.getByText(/calculated in your browser/)).toBeTruthy();
    expect(screen.getByText('Nothing to calculate yet')).toBeTruthy();
    expect(viewed).toHaveBeenCalledExactlyOnceWith('d1');
  });

  it('says so when the deal cannot be loaded', async () => {
    vi.spyOn(calculationsApi, 'load').mockRejectedValue(new Error('down'));
    open();
    expect(await screen.findByText('This deal could not be loaded.')).toBeTruthy();
    expect(screen.queryByLabelText('Calculating')).toBeNull();
  });
});
