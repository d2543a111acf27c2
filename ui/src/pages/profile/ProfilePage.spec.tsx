import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { accountApi } from '../../account/api';
import { profile } from '../../account/fixtures';
import { subscriptionApi } from '../../account/subscription-api';
import { colleague, noSubscription, subscriptionView } from '../../account/subscription-fixtures';
import { renderScreen } from '../../testing/render';
import { me, signedIn } from '../../testing/session';
import { ProfilePage } from './ProfilePage';

beforeEach(() => {
  signedIn();
  vi.spyOn(subscriptionApi, 'retrieve').mockResolvedValue(noSubscription());
  vi.spyOn(subscriptionApi, 'team').mockResolvedValue([]);
  vi.spyOn(accountApi, 'membership').mockResolvedValue({ company: null, role: null, domains: [], pending: [] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const open = () => renderScreen(<ProfilePage />, ProfilePage.path);
const saved = { data: {}, position: null };

describe('the profile page', () => {
  it('loads the profile, then shows what it still misses', async () => {
    let answer: (value: ReturnType<typeof profile>) => void = () => undefined;
    vi.spyOn(accountApi, 'profile').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    open();
    expect(await screen.findByLabelText('Loading profile')).toBeTruthy();
    answer(profile());
    expect(await screen.findByText('Your profile is not complete yet. Missing: Telephone, Company.')).toBeTruthy();
    expect(screen.getByText('me@example.com')).toBeTruthy();
    expect(screen.getByLabelText('Your invitation code').textContent).toBe('MIA123');
  });

  it('says so when the profile cannot be loaded', async () => {
    vi.spyOn(accountApi, 'profile').mockRejectedValue(new Error('down'));
    open();
    expect(await screen.findByText('Your profile could not be loaded.')).toBeTruthy();
  });

  it('saves the profile and reads it again', async () => {
    const read = vi.spyOn(accountApi, 'profile').mockResolvedValueOnce(profile());
    read.mockResolvedValue(profile({ contact_telephone: '+1 512 555 0100', completeness: { complete: true, missing: [] } }));
    const update = vi.spyOn(accountApi, 'updateProfile').mockResolvedValue(saved);
    open();
    fireEvent.change(await screen.findByLabelText('Telephone'), { target: { value: '+1 512 555 0100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(await screen.findByText('Your profile is complete.')).toBeTruthy();
    expect(update.mock.calls[0]?.[0]).toMatchObject({ first_name: 'Mia', contact_telephone: '+1 512 555 0100' });
  });

  it("answers a failed profile save with the catalogue's dialog", async () => {
    vi.spyOn(accountApi, 'profile').mockResolvedValue(profile());
    vi.spyOn(accountApi, 'updateProfile').mockRejectedValue(new Error('down'));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('dialog', { name: 'Oops! Something is not right.' })).toBeTruthy();
  });

  it('saves the email preferences', async () => {
    vi.spyOn(accountApi, 'profile').mockResolvedValue(profile());
    const save = vi.spyOn(accountApi, 'setPreferences').mockResolvedValue(saved);
    open();
    fireEvent.click(await screen.findByLabelText(/^Marketing/));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('dialog', { name: 'Success' })).toBeTruthy();
    expect(save.mock.calls[0]?.[0]).toEqual({ marketing: false, transactional: true, collaboration: true, legal: true });
  });

  it('shows the plan label with a link to manage the subscription', async () => {
    vi.spyOn(accountApi, 'profile').mockResolvedValue(profile());
    vi.spyOn(subscriptionApi, 'retrieve').mockResolvedValue(subscriptionView({ status: 'trialing' }));
    open();
    expect(await screen.findByText('Premium Limited with DealComp')).toBeTruthy();
    expect(screen.getByText(/\(Trialing\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage subscription' }).getAttribute('href')).toBe('/app/subscription');
  });

  it('shows the team after the subscription, with the colleagues and why one cannot be added', async () => {
    vi.spyOn(accountApi, 'profile').mockResolvedValue(profile());
    vi.spyOn(subscriptionApi, 'team').mockResolvedValue([
      colleague({ can_manage: false, reason: 'Activate your own plan first: team plans are charged to your card.' }),
    ]);
    open();
    expect(await screen.findByText('Activate your own plan first: team plans are charged to your card.')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Account', 'Company', 'Subscription', 'Team', 'Email preferences', 'Referrals']);
    expect(screen.getByText('Ada Lane')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add to Team/ })).toBeNull();
  });

  it('shows an auditor the profile read-only, without a control that writes', async () => {
    signedIn({ ...me, auditor: true });
    vi.spyOn(accountApi, 'profile').mockResolvedValue(profile());
    vi.spyOn(subscriptionApi, 'team').mockResolvedValue([colleague()]);
    const update = vi.spyOn(accountApi, 'updateProfile').mockResolvedValue(saved);
    open();
    expect(await screen.findByText(/^Auditor · read-only/)).toBeTruthy();
    const telephone = screen.getByLabelText('Telephone') as HTMLInputElement;
    expect(telephone.readOnly).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Company' }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText(/^Marketing/) as HTMLInputElement).disabled).toBe(true);
    expect(await screen.findByText('Ada Lane')).toBeTruthy();
    for (const name of ['Save profile', 'Save preferences', 'Refer a colleague', /Add to Team/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    fireEvent.submit(screen.getByRole('form', { name: 'Profile' }));
    expect(update).not.toHaveBeenCalled();
  });

  it('keeps its write controls for everyone else', async () => {
    vi.spyOn(accountApi, 'profile').mockResolvedValue(profile());
    open();
    expect(await screen.findByRole('button', { name: 'Save profile' })).toBeTruthy();
    expect(screen.queryByText(/Auditor · read-only/)).toBeNull();
    expect((screen.getByLabelText('Telephone') as HTMLInputElement).readOnly).toBe(false);
  });
});
