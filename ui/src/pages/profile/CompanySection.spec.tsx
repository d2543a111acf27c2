import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { accountApi, type JoinRequest, type Membership } from '../../account/api';
import { renderScreen } from '../../testing/render';
import { signedIn } from '../../testing/session';
import { CompanySection } from './CompanySection';

beforeEach(() => signedIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const harbor = { id: 'c1', name: 'Harbor Capital' };
const membership = (more: Partial<Membership> = {}): Membership => ({ company: null, role: null, domains: [], pending: [], ...more });
const bob: JoinRequest = {
  id: 'c1_bob',
  user_id: 'bob',
  email: 'bob@example.com',
  first_name: 'Bob',
  last_name: 'Ng',
  company_name: 'Harbor Capital',
  requested_at: '2026-03-01T10:00:00.000Z',
};
const done = { data: {}, position: null };
const open = (readOnly = false) => renderScreen(<CompanySection readOnly={readOnly} />, '/app/profile/user');

describe('the profile’s company section', () => {
  it('shows a pending request as pending, not as membership, and withdraws it', async () => {
    vi.spyOn(accountApi, 'membership').mockResolvedValue(
      membership({ pending: [{ company_id: 'c1', company_name: 'Harbor Capital', requested_at: bob.requested_at }] }),
    );
    const withdraw = vi.spyOn(accountApi, 'withdrawRequest').mockResolvedValue(done);
    open();
    const request = await screen.findByLabelText('Request to join Harbor Capital');
    expect(request.textContent).toContain('is pending');
    expect(screen.getByText(/not a member of a company yet/)).toBeTruthy();
    expect(screen.queryByText('Member')).toBeNull();
    fireEvent.click(within(request).getByRole('button', { name: 'Withdraw' }));
    await vi.waitFor(() => expect(withdraw).toHaveBeenCalledWith('c1'));
  });

  it('shows a member their company and lets them leave, without the manager’s tools', async () => {
    vi.spyOn(accountApi, 'membership').mockResolvedValue(membership({ company: harbor, role: 'member' }));
    const requests = vi.spyOn(accountApi, 'joinRequests');
    const leave = vi.spyOn(accountApi, 'leaveCompany').mockResolvedValue(done);
    open();
    expect(await screen.findByText('Harbor Capital')).toBeTruthy();
    expect(screen.getByText('Member')).toBeTruthy();
    expect(screen.queryByText('Requests to join')).toBeNull();
    expect(requests).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Leave company' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalled());
  });

  it('shows a manager the requests to join, and approves and declines them', async () => {
    vi.spyOn(accountApi, 'membership').mockResolvedValue(membership({ company: harbor, role: 'manager', domains: ['harbor.example'] }));
    vi.spyOn(accountApi, 'joinRequests').mockResolvedValue([
      bob,
      { ...bob, id: 'c1_cy', user_id: 'cy', email: 'cy@example.com', first_name: 'Cy', last_name: '' },
    ]);
    const answer = vi.spyOn(accountApi, 'answerRequest').mockResolvedValue(done);
    open();
    const list = await screen.findByRole('list', { name: 'Requests to join' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('harbor.example')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve Bob Ng' }));
    await vi.waitFor(() => expect(answer).toHaveBeenCalledWith('bob', 'approve'));
    fireEvent.click(screen.getByRole('button', { name: 'Decline Cy' }));
    await vi.waitFor(() => expect(answer).toHaveBeenCalledWith('cy', 'decline'));
  });

  it('lets an auditor read and change nothing', async () => {
    vi.spyOn(accountApi, 'membership').mockResolvedValue(membership({ company: harbor, role: 'manager' }));
    open(true);
    expect(await screen.findByText('Harbor Capital')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
