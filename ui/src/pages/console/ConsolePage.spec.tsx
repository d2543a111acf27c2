import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { dealsApi, type DealCard } from '../../deals/api';
import type { InvitationCard } from '../../deals/invitations-api';
import { renderScreen } from '../../testing/render';
import { me, signedIn } from '../../testing/session';
import { ConsolePage } from './ConsolePage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const auditor = { ...me, auditor: true };

function open(user: typeof me, deals: DealCard[] = [], invitations: InvitationCard[] = []) {
  signedIn(user);
  vi.spyOn(dealsApi, 'consoleDeals').mockResolvedValue(deals);
  vi.spyOn(dealsApi, 'consolePartials').mockResolvedValue([]);
  vi.spyOn(dealsApi, 'consoleCollabs').mockResolvedValue([]);
  vi.spyOn(dealsApi, 'consoleInvitations').mockResolvedValue(invitations);
  renderScreen(
    <Routes>
      <Route path={ConsolePage.path} element={<ConsolePage />} />
      <Route path="/app/matches/:id/review" element={<p>Review page</p>} />
    </Routes>,
    ConsolePage.path,
  );
}

describe('the console of an auditor', () => {
  it('offers a dealmaker a new deal and the sample deal', async () => {
    open(me);
    // The file's first render loads the console's modules: on a busy machine that takes more than findBy's 1 s.
    expect(await screen.findByRole('button', { name: 'Add the sample deal' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New deal' })).toBeTruthy();
  });

  it('offers an auditor neither, and says the console is read-only', async () => {
    open(auditor);
    expect(await screen.findByText(/Nothing here\. You are signed in as an auditor/)).toBeTruthy();
    expect(screen.getByText(/read-only: you are signed in as an auditor/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New deal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add the sample deal' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the admin area' })).toBeTruthy();
  });

  it('lets an auditor open their own deals and nothing else: no rename, delete or restore', async () => {
    open(auditor, [{ id: 'd1', project_name: 'Harbor Point', status: 'draft', updated_at: '2026-03-02T10:00:00Z' }]);
    const card = await screen.findByRole('article', { name: 'Harbor Point' });
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Open']);
  });
});

const offer = (id: string, name: string, group: InvitationCard['group'], status: InvitationCard['status']): InvitationCard => ({
  deal_id: id,
  project_name: name,
  status,
  group,
  invited_at: '2026-03-01T10:00:00Z',
  status_at: '2026-03-02T10:00:00Z',
  sponsor_name: 'Sam Sponsor',
  sponsor_company: 'Sponsor Co',
  // the provider's own firm: the card never names it as the sponsor's
  company_name: 'Provider Co',
  score: 82,
  city: 'Austin',
  state: 'TX',
  asset_type: null,
  mandate: null,
});

describe("a capital provider's invitations", () => {
  const provider = { ...me, console_view: 'matched_solicitations' } as typeof me;
  const offers = [
    offer('d1', 'Harbor Point', 'pending', 'viewed'),
    offer('d2', 'Mill Yard', 'live', 'accepted'),
    offer('d3', 'Elm Court', 'declined', 'declined'),
    offer('d4', 'Old Depot', 'archived', 'archived'),
  ];

  it('are grouped into Pending, Live, Declined and Archived tabs, each card with its sponsor, place, status and score', async () => {
    open(provider, [], offers);
    const card = await screen.findByRole('article', { name: 'Harbor Point' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Pending (1)', 'Live (1)', 'Declined (1)', 'Archived (1)']);
    expect(within(card).getByText('Sponsor: Sam Sponsor, Sponsor Co')).toBeTruthy();
    expect(within(card).getByText('Austin, TX')).toBeTruthy();
    expect(within(card).getByText('Viewed')).toBeTruthy();
    expect(within(card).getByText('Score 82')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Declined (1)' }));
    expect(await screen.findByRole('article', { name: 'Elm Court' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Harbor Point' })).toBeNull();
  });

  it('open the review of the offered deal', async () => {
    open(provider, [], offers);
    const card = await screen.findByRole('article', { name: 'Harbor Point' });
    fireEvent.click(within(card).getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Review page')).toBeTruthy();
  });
});
