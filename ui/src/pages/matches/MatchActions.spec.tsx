import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchingMessages } from '@dealbook/domain/matching/messages';
import { matchesApi } from '../../deals/matches-api';
import { me, signedIn } from '../../testing/session';
import { aList, aMatch } from './fixtures';
import { apiError, openMatches as open } from './openMatches';

beforeEach(() => signedIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the actions on matches', () => {
  it('warns before contacting from a copied deal, and contacts a demo deal through /demo', async () => {
    open(aList({ project_name: 'Harbor Point (Copied)', demo_deal: true }));
    const contact = vi
      .spyOn(matchesApi, 'contact')
      .mockResolvedValue(aMatch(1, { contacted: true, contacted_at: '2026-11-25T10:05:00.000Z' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Lender 1?' });
    expect(within(dialog).getByText(matchingMessages.copiedDeal)).toBeTruthy();
    expect(contact).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Contact anyway' }));
    await waitFor(() => expect(contact).toHaveBeenCalledWith('d1', 'm1', true));
    expect(await screen.findByText('Lender 1 has been contacted.')).toBeTruthy();
    expect(await screen.findByText(/^Contacted Nov 25, 2026/)).toBeTruthy();
  });

  it('contacts at once on a deal that is no copy, and shows a refusal in the message dialog', async () => {
    open(aList());
    const message = matchingMessages.noProviders;
    const contact = vi.spyOn(matchesApi, 'contact').mockRejectedValue(apiError(409, 'NO_PROVIDERS', message, 'Cannot Contact'));
    fireEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cannot Contact' });
    expect(contact).toHaveBeenCalledWith('d1', 'm1', false);
    expect(within(dialog).getByText(message)).toBeTruthy();
  });

  it('rates a match 1 to 5 stars in a dialog titled for the provider', async () => {
    open(aList());
    const rate = vi.spyOn(matchesApi, 'rate').mockResolvedValue({ match_id: 'm1', rating: 4 });
    fireEvent.click(await screen.findByRole('button', { name: 'Rate Lender 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Lender 1 as a match' });
    expect((within(dialog).getByRole('button', { name: 'Save rating' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 Stars' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rating' }));
    await waitFor(() => expect(rate).toHaveBeenCalledWith('d1', 'm1', 4));
    expect(await screen.findByRole('img', { name: 'Rated 4 of 5' })).toBeTruthy();
  });

  it('shows a refused run in the message dialog, with the way to the plans', async () => {
    open(aList());
    vi.spyOn(matchesApi, 'run').mockRejectedValue(apiError(403, 'MATCHING_NOT_IN_PLAN', 'Matching needs CapMatch'));
    fireEvent.click(await screen.findByRole('button', { name: 'Match again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error: Matching' });
    expect(within(dialog).getByText(matchingMessages.matchingClosed)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'See plans' })).toBeTruthy();
  });

  it('offers an auditor no run, contact or rating', async () => {
    signedIn({ ...me, auditor: true });
    open(aList({ matches: [aMatch(1, { rating: 3 })] }));
    expect(await screen.findByRole('article', { name: 'Lender 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Match again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Contact' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rate Lender 1' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Rated 3 of 5' })).toBeTruthy();
  });

  it('offers an auditor no Find matches on a deal never matched', async () => {
    signedIn({ ...me, auditor: true });
    open(aList({ run: null, matches: [] }));
    expect(await screen.findByText(/Matching compares this deal/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Find matches' })).toBeNull();
  });
});
