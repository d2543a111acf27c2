import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { subscriptionApi } from '../../account/subscription-api';
import { noSubscription, subscriptionView } from '../../account/subscription-fixtures';
import { sharingApi, type Collaborator, type Distribution } from '../../sharing/api';
import { accessWith, collaborator } from '../../sharing/fixtures';
import { renderScreen } from '../../testing/render';
import { signedIn } from '../../testing/session';
import { DistributionPage } from './DistributionPage';

beforeEach(() => {
  signedIn();
  vi.spyOn(subscriptionApi, 'retrieve').mockResolvedValue(subscriptionView());
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function open(collaborators: Collaborator[], access = accessWith('owner', 'view', 'edit', 'share', 'set_permissions')) {
  const answer: Distribution = {
    deal_id: 'd1',
    project_name: 'Harbor Point',
    owner: { id: 'me', email: 'me@example.com', name: 'Mia Me' },
    collaborators,
    access,
  };
  vi.spyOn(sharingApi, 'distribution').mockResolvedValue(answer);
  renderScreen(
    <Routes>
      <Route path={DistributionPage.path} element={<DistributionPage />} />
      <Route path="/app/subscription" element={<h1>Plans</h1>} />
    </Routes>,
    '/app/deals/d1/distribution',
  );
}

describe('the distribution page', () => {
  it('lists the collaborators 5 a page, with their flags, and offers sharing and permissions', async () => {
    open([1, 2, 3, 4, 5, 6].map((n) => collaborator(n, { can_edit: n === 2, active: n !== 3 })));
    expect(await screen.findByRole('heading', { name: 'Harbor Point' })).toBeTruthy();
    expect(screen.getByText('Owned by you')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Collaborators' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(screen.getByLabelText('Permissions of Person 2')).getByText('Edit')).toBeTruthy();
    expect(within(screen.getByLabelText('Permissions of Person 3')).getByText('Not activated yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the deal' }).getAttribute('href')).toBe(
      '/app/deals/project?current_deal=d1&current_deal_view=editing',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Set permissions' }));
    expect(await screen.findByRole('dialog', { name: 'Collaborator Permissions' })).toBeTruthy();
  });

  it('shows a collaborator whose View was taken away as having no access, whatever else is left set', async () => {
    open([collaborator(1, { can_view: false, can_edit: true, can_share: true })]);
    const permissions = await screen.findByLabelText('Permissions of Person 1');
    expect(within(permissions).getByText('No access')).toBeTruthy();
    expect(within(permissions).queryByText('Edit')).toBeNull();
    expect(within(permissions).queryByText('Share')).toBeNull();
  });

  it('says the deal is not shared yet, and opens the share dialog', async () => {
    open([]);
    expect(await screen.findByText(/This deal is not shared with anyone yet\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set permissions' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Share deal' }));
    expect(await screen.findByRole('dialog', { name: 'Share deal' })).toBeTruthy();
  });

  it('offers a collaborator without Share no share button', async () => {
    open([collaborator(1)], accessWith('collaborator', 'view', 'set_permissions'));
    await screen.findByRole('heading', { name: 'Harbor Point' });
    expect(screen.queryByRole('button', { name: 'Share deal' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Set permissions' })).toBeTruthy();
  });
});

describe('the distribution page on a plan without sharing', () => {
  /** The page of a free account, once its plan is known. */
  async function openFree(collaborators: Collaborator[]) {
    vi.spyOn(subscriptionApi, 'retrieve').mockResolvedValue(noSubscription());
    open(collaborators);
    await screen.findByRole('heading', { name: 'Harbor Point' });
    await vi.waitFor(() => expect(subscriptionApi.retrieve).toHaveBeenCalled());
    await act(() => Promise.resolve());
  }

  it('opens the Premium Feature dialog instead of the share dialog, with the way to the plans', async () => {
    await openFree([collaborator(1)]);
    fireEvent.click(screen.getByRole('button', { name: 'Share deal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Premium Feature' });
    expect(
      within(dialog).getByText(/^Sharing a deal with other people is a premium feature\. Premium accounts have this feature\.$/),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Share deal' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Learn More about a Premium Subscription' }));
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeTruthy();
  });

  it('still lists the collaborators and lets the owner revoke one', async () => {
    const setPermissions = vi.spyOn(sharingApi, 'setPermissions').mockResolvedValue({ shared_deals: [] });
    await openFree([collaborator(1), collaborator(2)]);
    expect(within(screen.getByRole('list', { name: 'Collaborators' })).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Set permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collaborator Permissions' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'View for Person 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Permissions saved')).toBeTruthy();
    expect(setPermissions).toHaveBeenCalledWith('d1', [{ shared_user_id: 'u1', can_view: false, can_share: false, can_edit: false }]);
    expect(screen.queryByRole('dialog', { name: 'Premium Feature' })).toBeNull();
  });
});

describe('the distribution page on a plan with sharing', () => {
  it('shares normally', async () => {
    vi.spyOn(sharingApi, 'checkEmail').mockResolvedValue({
      result: 'deliverable',
      disposable: false,
      mx_records: true,
      smtp_server: true,
      smtp_check: true,
      reason: null,
    });
    const share = vi
      .spyOn(sharingApi, 'share')
      .mockResolvedValue({ shared_user_id: 'u9', email: 'grace@example.com', account_created: false });
    open([]);
    await screen.findByRole('heading', { name: 'Harbor Point' });
    await vi.waitFor(() => expect(subscriptionApi.retrieve).toHaveBeenCalled());
    await act(() => Promise.resolve());
    fireEvent.click(screen.getByRole('button', { name: 'Share deal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share deal' });
    fireEvent.change(within(dialog).getByLabelText(/^email/i), { target: { value: 'grace@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/first name/i), { target: { value: 'Grace' } });
    fireEvent.change(within(dialog).getByLabelText(/last name/i), { target: { value: 'Hopper' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Deal Shared' })).toBeTruthy();
    expect(share).toHaveBeenCalledWith('d1', { email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper' }, {});
    expect(screen.queryByRole('dialog', { name: 'Premium Feature' })).toBeNull();
  });
});
