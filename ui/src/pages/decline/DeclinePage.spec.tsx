import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { HttpError } from 'react-admin';
import { invitationsApi } from '../../deals/invitations-api';
import { matchingMessages } from '@dealbook/domain/matching/messages';
import { renderScreen } from '../../testing/render';
import { DeclinePage } from './DeclinePage';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const gone = (message: string, code: string) =>
  Object.assign(new HttpError(message, 410, { code, title: 'Error: Declining Deal' }), { code, title: 'Error: Declining Deal' });

function open() {
  vi.spyOn(invitationsApi, 'preview').mockResolvedValue({
    project_name: 'Harbor Point',
    company_name: 'Provider Co',
    sponsor_name: 'Sam Sponsor',
    sponsor_company: 'Sponsor Co',
  });
  renderScreen(
    <Routes>
      <Route path={DeclinePage.path} element={<DeclinePage />} />
      <Route path="/" element={<p>Site root</p>} />
      <Route path="/login" element={<p>Sign-in page</p>} />
    </Routes>,
    '/decline/tok-1',
  );
}

async function rateAndSend() {
  const group = await screen.findByRole('group', { name: 'Deal Size / Total Capitalization' });
  fireEvent.click(within(group).getByLabelText('5 Stars'));
  fireEvent.click(screen.getByRole('button', { name: 'Decline the deal' }));
}

describe('declining a deal from the mailed link', { timeout: 20_000 }, () => {
  it('shows the deal, asks for a reason, declines, and leads back to the site root', async () => {
    open();
    const decline = vi
      .spyOn(invitationsApi, 'declineByToken')
      .mockResolvedValue({ status: 'declined', title: 'Confirmation: Declining Deal' });
    expect(await screen.findByText('Harbor Point, offered by Sam Sponsor of Sponsor Co')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline the deal' }));
    expect(await screen.findByText(/Rate at least one reason/)).toBeTruthy();
    expect(decline).not.toHaveBeenCalled();

    await rateAndSend();
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation: Declining Deal' });
    expect(decline).toHaveBeenCalledExactlyOnceWith('tok-1', {
      feedback: [
        { name: 'assetClass', rating: 0 },
        { name: 'locationGeography', rating: 0 },
        { name: 'dealSize', rating: 5 },
        { name: 'capStructure', rating: 0 },
        { name: 'waterfallPromote', rating: 0 },
        { name: 'trackRecord', rating: 0 },
        { name: 'marketConditions', rating: 0 },
      ],
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to Dealbook' }));
    expect(await screen.findByText('Site root')).toBeTruthy();
  });

  it('says a reused link was already answered and offers to sign in, without sending to a support ticket', async () => {
    open();
    vi.spyOn(invitationsApi, 'declineByToken').mockRejectedValue(gone(matchingMessages.tokenUsed, 'DECLINE_TOKEN_USED'));
    await rateAndSend();
    const dialog = await screen.findByRole('dialog', { name: 'Error: Declining Deal' });
    expect(within(dialog).getByText(/This invitation has already been answered\. Sign in to see it/)).toBeTruthy();
    expect(within(dialog).queryByText(/support ticket/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
  });

  it('keeps the support advice for a decline that failed otherwise', async () => {
    open();
    vi.spyOn(invitationsApi, 'declineByToken').mockRejectedValue(new HttpError('boom', 500, {}));
    await rateAndSend();
    const dialog = await screen.findByRole('dialog', { name: 'Error: Declining Deal' });
    expect(within(dialog).getByText(/open a support ticket via Help/)).toBeTruthy();
  });

  it('says so at once when the link is invalid', async () => {
    vi.spyOn(invitationsApi, 'preview').mockRejectedValue(gone('This link is invalid or has expired.', 'DECLINE_TOKEN_INVALID'));
    renderScreen(
      <Routes>
        <Route path={DeclinePage.path} element={<DeclinePage />} />
      </Routes>,
      '/decline/bad',
    );
    expect(await screen.findByText('Error: Declining Deal')).toBeTruthy();
    expect(screen.getByText(/This link is invalid or has expired\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Decline the deal' })).toBeNull();
  });
});
