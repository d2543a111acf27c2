import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { matchingMessages } from '@dealbook/domain/matching/messages';
import { matchesApi, type MatchList } from '../../deals/matches-api';
import { signedIn } from '../../testing/session';
import { aList, aMatch, aRun } from './fixtures';
import { apiError, openMatches as open } from './openMatches';

beforeEach(() => signedIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the matches page', () => {
  it('lists the matches with score, division, invitations and the explanation', async () => {
    const declined = aMatch(2, {
      score: 55,
      contacted: true,
      contacted_at: '2026-11-20T09:00:00.000Z',
      rating: 4,
      invitations: [
        {
          user_id: 'u2',
          name: 'Pat Provider2',
          status: 'declined',
          status_at: '2026-11-21T09:00:00.000Z',
          deal_version: 3,
          feedback: [
            { name: 'dealSize', label: 'Deal Size', rating: 5 },
            { name: 'waterfallPromote', label: 'Waterfall', rating: 0 },
          ],
          comment: 'Too small for us',
        },
      ],
    });
    open(aList({ matches: [aMatch(1, { score: 82 }), declined] }));
    expect(await screen.findByRole('heading', { name: 'Harbor Point' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Summary' }).getAttribute('href')).toBe('/app/deals/d1/summary');
    expect(screen.getByRole('button', { name: 'Match again' })).toBeTruthy();

    const first = screen.getByRole('article', { name: 'Lender 1' });
    expect(within(first).getByRole('progressbar', { name: 'Score 82 of 100' })).toBeTruthy();
    expect(within(first).getByText(/Scoring division: Bridge loans 1/)).toBeTruthy();
    expect(within(first).getByText('Unrated')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Why this match: Lender 1' }));
    const met = within(first).getByRole('region', { name: 'Met criteria' });
    expect(within(met).getByText('Territory')).toBeTruthy();
    expect(within(met).getByText('Your deal: Texas · They want: Texas, Oklahoma')).toBeTruthy();
    const missed = within(first).getByRole('region', { name: 'Missed criteria' });
    expect(within(missed).getByText('Business plan')).toBeTruthy();
    expect(within(missed).getByText('Preference')).toBeTruthy();

    const second = screen.getByRole('article', { name: 'Lender 2' });
    expect(within(second).getByText(/^Contacted Nov 20, 2026/)).toBeTruthy();
    expect(within(second).queryByRole('button', { name: 'Contact' })).toBeNull();
    expect(within(second).getByText('Declined')).toBeTruthy();
    const reasons = within(second).getByRole('list', { name: 'Reasons of Pat Provider2' });
    expect(within(reasons).getByText('Deal Size / Total Capitalization')).toBeTruthy();
    // How much the reason weighed, in words: gold stars beside a reason to decline read like praise.
    expect(within(reasons).getByText('The main reason (5 of 5)')).toBeTruthy();
    expect(within(reasons).queryByRole('img')).toBeNull();
    expect(within(reasons).queryByText('Waterfall')).toBeNull();
    expect(within(second).getByText('“Too small for us”')).toBeTruthy();
  });

  it('shows what a run changed, on which version, and marks a match the latest run no longer finds', async () => {
    const before = aList({ run: null, matches: [] });
    open(before);
    let answer: (list: MatchList) => void = () => undefined;
    const run = vi.spyOn(matchesApi, 'run').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    expect(await screen.findByText(/Matching compares this deal/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Find matches' }));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Matching…' })).disabled).toBe(true);
    answer(
      aList({
        run: aRun({ changes: { added: ['m1'], removed: ['m3'], rescored: [{ match_id: 'm2', from: 60, to: 75 }] } }),
        matches: [aMatch(1), aMatch(2, { score: 75 }), aMatch(3, { current: false, contacted: true })],
      }),
    );
    const changes = await screen.findByRole('list', { name: 'Changes since the previous run' });
    expect(run).toHaveBeenCalledWith('d1');
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['New: Lender 1', 'No longer matching: Lender 3', 'Rescored: Lender 2 60 → 75']);
    expect(screen.getByText(/^Matched on version 4, Nov 25, 2026, \d+:\d\d:\d\d [AP]M/)).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Lender 3' })).getByText(/No longer matches the latest run/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Match again' })).toBeTruthy();
  });

  it('says no matches were found, with the suggestions and the near misses', async () => {
    const nearMiss = { company_id: 'c9', company_name: 'Far Capital', division_name: 'Core', missed: 'CapitalTransSize' };
    open(
      aList({
        matches: [],
        run: aRun({
          suggestions: [{ hint: 'Raise the requested loan to at least $5M.', companies: 3 }],
          near_misses: [nearMiss, nearMiss],
        }),
      }),
    );
    expect(await screen.findByText('System was unable to find matches for your deal.')).toBeTruthy();
    const suggestions = screen.getByRole('list', { name: 'Suggestions' });
    expect(within(suggestions).getByText('Raise the requested loan to at least $5M — 3 capital providers')).toBeTruthy();
    expect(screen.getByText('2 capital providers missed by a single requirement.')).toBeTruthy();
  });

  it('says matching is part of CapMatch when the plan has none, with the way to the plans', async () => {
    open(apiError(403, 'MATCHING_NOT_IN_PLAN', 'Matching needs CapMatch'));
    expect(await screen.findByText(matchingMessages.matchingClosed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/app/subscription');
  });

  it('says an unknown deal could not be found, with the way back to the console', async () => {
    open(apiError(404, 'DEAL_NOT_FOUND', 'Not found'));
    expect(await screen.findByText('This deal could not be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to console' }).getAttribute('href')).toBe('/app/console');
  });

  it('offers the way back, a retry and the summary when the matches cannot be loaded', async () => {
    open(apiError(503, 'UNAVAILABLE', 'down'));
    expect(await screen.findByRole('heading', { name: 'The matches of this deal could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to console' }).getAttribute('href')).toBe('/app/console');
    expect(screen.getByRole('link', { name: 'Summary' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
