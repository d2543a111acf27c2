import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { dealsApi, type DealCard } from '../../deals/api';
import { renderScreen } from '../../testing/render';
import { me, signedIn } from '../../testing/session';
import { ConsolePage } from './ConsolePage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const auditor = { ...me, auditor: true };

function open(user: typeof me, deals: DealCard[] = []) {
  signedIn(user);
  vi.spyOn(dealsApi, 'consoleDeals').mockResolvedValue(deals);
  vi.spyOn(dealsApi, 'consolePartials').mockResolvedValue([]);
  vi.spyOn(dealsApi, 'consoleCollabs').mockResolvedValue([]);
  vi.spyOn(dealsApi, 'consoleInvitations').mockResolvedValue([]);
  renderScreen(<ConsolePage />, ConsolePage.path);
}

describe('the console of an auditor', () => {
  it('offers a dealmaker a new deal and the sample deal', async () => {
    open(me);
    expect(await screen.findByRole('button', { name: 'Add the sample deal' })).toBeTruthy();
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
