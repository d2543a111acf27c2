import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { fileAccessApi, type AccessList, type Denied } from '../../deals/file-access-api';
import { renderScreen } from '../../testing/render';
import { AccessDialog } from './AccessDialog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const asker = { email: 'lp@fund.com', created_at: '2026-03-04T10:00:00.000Z', authorized: false };
const list = (over: Partial<AccessList> = {}): AccessList => ({
  id: 'dataroom',
  restricted_access: true,
  permissioned_users: [],
  requested_access: [asker],
  ...over,
});
const denial = (email: string, reason: string, day = 5): Denied => ({ email, reason, created_at: `2026-03-0${day}T10:00:00.000Z` });

async function openDataRoom(room: AccessList = list()) {
  const retrieve = vi.spyOn(fileAccessApi, 'retrieve').mockResolvedValue({ ...room, files: [] });
  renderScreen(<AccessDialog dealId="d1" target={{ id: 'dataroom', name: 'Data room' }} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Data room access' });
  await within(dialog).findByRole('switch', { name: 'Restricted: only the people below may open it' });
  return { dialog, retrieve };
}

describe('a pending request in the access dialog', () => {
  it('is granted through the invite call with its address, and leaves the requests', async () => {
    const { dialog } = await openDataRoom();
    const invite = vi
      .spyOn(fileAccessApi, 'invite')
      .mockResolvedValue(list({ requested_access: [], permissioned_users: [{ ...asker, authorized: true }] }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant lp@fund.com' }));
    await vi.waitFor(() => expect(invite).toHaveBeenCalledExactlyOnceWith('d1', 'dataroom', 'lp@fund.com'));
    const people = await within(dialog).findByRole('list', { name: 'People who may open it' });
    expect(within(people).getByText('lp@fund.com')).toBeTruthy();
    expect(within(dialog).queryByRole('list', { name: 'Pending requests' })).toBeNull();
  });

  it('is denied with a required reason of at most 500 characters, then shown among the denied', async () => {
    const { dialog } = await openDataRoom();
    const deny = vi
      .spyOn(fileAccessApi, 'deny')
      .mockResolvedValue(list({ requested_access: [], denied_access: [denial('lp@fund.com', 'Not for this round')] }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny lp@fund.com' }));
    expect(deny).not.toHaveBeenCalled();
    let asking = await screen.findByRole('dialog', { name: 'Deny access' });
    expect(within(asking).getByText('Why? The requester is told this reason.')).toBeTruthy();
    const confirm = within(asking).getByRole('button', { name: 'Deny' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(within(asking).getByText('0/500')).toBeTruthy();
    expect(
      within(asking)
        .getByLabelText(/^Reason/)
        .getAttribute('maxlength'),
    ).toBe('500');
    fireEvent.change(within(asking).getByLabelText(/^Reason/), { target: { value: '   ' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(within(asking).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Deny lp@fund.com' }));
    asking = await screen.findByRole('dialog', { name: 'Deny access' });
    fireEvent.change(within(asking).getByLabelText(/^Reason/), { target: { value: ' Not for this round ' } });
    expect(within(asking).getByText('20/500')).toBeTruthy();
    fireEvent.click(within(asking).getByRole('button', { name: 'Deny' }));
    await vi.waitFor(() => expect(deny).toHaveBeenCalledExactlyOnceWith('d1', 'dataroom', 'lp@fund.com', 'Not for this round'));
    const folded = await within(dialog).findByRole('button', { name: 'Denied (1)' });
    expect(screen.queryByRole('dialog', { name: 'Deny access' })).toBeNull();
    expect(within(dialog).queryByRole('list', { name: 'Pending requests' })).toBeNull();
    expect(folded.getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).queryByRole('list', { name: 'Denied requests' })).toBeNull();
    fireEvent.click(folded);
    const denied = await within(dialog).findByRole('list', { name: 'Denied requests' });
    expect(within(denied).getByText('lp@fund.com')).toBeTruthy();
    expect(within(denied).getByText('Denied on Mar 5, 2026: Not for this round')).toBeTruthy();
  });

  it('lists the denied requests newest first, with no pending one', async () => {
    const { dialog } = await openDataRoom(
      list({ requested_access: [], denied_access: [denial('a@x.com', 'Old', 1), denial('b@x.com', 'New', 2)] }),
    );
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Denied (2)' }));
    const denied = await within(dialog).findByRole('list', { name: 'Denied requests' });
    expect(
      within(denied)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['b@x.com' + 'Denied on Mar 2, 2026: New', 'a@x.com' + 'Denied on Mar 1, 2026: Old']);
  });

  it("shows the server's title and message when there is no pending request any more (409), and reads the list again", async () => {
    const { dialog, retrieve } = await openDataRoom();
    const reads = retrieve.mock.calls.length;
    const refused = Object.assign(new HttpError('lp@fund.com has no pending request.', 409, {}), {
      code: 'NO_PENDING_REQUEST',
      title: 'Unable to Deny Access',
    });
    vi.spyOn(fileAccessApi, 'deny').mockRejectedValue(refused);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny lp@fund.com' }));
    const asking = await screen.findByRole('dialog', { name: 'Deny access' });
    fireEvent.change(within(asking).getByLabelText(/^Reason/), { target: { value: 'No' } });
    fireEvent.click(within(asking).getByRole('button', { name: 'Deny' }));
    const message = await screen.findByRole('dialog', { name: 'Unable to Deny Access' });
    expect(within(message).getByText('lp@fund.com has no pending request.')).toBeTruthy();
    await vi.waitFor(() => expect(retrieve).toHaveBeenCalledTimes(reads + 1));
  });
});
