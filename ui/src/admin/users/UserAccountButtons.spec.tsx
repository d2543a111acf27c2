import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpError, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { renderAdmin, settled } from '../../testing/admin';
import type { UserRecord } from './types';
import { UserAccountButtons } from './UserAccountButtons';
import { UserList } from './UserList';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ada: UserRecord = {
  id: 'u2',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lane',
  type: 'D',
  ghost: false,
  active: true,
  admin: false,
  auditor: false,
  deactivated: false,
  created_at: '2026-01-02T10:00:00Z',
  activated_at: '2026-01-02T10:05:00Z',
  last_sign_in_at: null,
};

const open = (user: UserRecord, options: Parameters<typeof renderAdmin>[1]) =>
  renderAdmin(
    <RecordContextProvider value={user}>
      <UserAccountButtons />
    </RecordContextProvider>,
    options,
  );

describe('the account controls of a user page', () => {
  it('deactivates an account once the admin confirms', async () => {
    const command = vi.fn().mockResolvedValue({ data: { id: 'u2', deactivated: true }, position: '7' });
    open(ada, { dataProvider: { command } });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deactivate ada@example.com?')).toBeTruthy();
    expect(command).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('ada@example.com is deactivated')).toBeTruthy();
    expect(command).toHaveBeenCalledWith('/api/admin/users/u2/deactivate', undefined, 'PUT');
    // An active account needs no activation link.
    expect(screen.queryByRole('button', { name: 'Resend activation link' })).toBeNull();
  });

  it('reactivates a deactivated account without a confirm', async () => {
    const command = vi.fn().mockResolvedValue({ data: { id: 'u2', deactivated: false }, position: '8' });
    open({ ...ada, deactivated: true }, { dataProvider: { command } });
    fireEvent.click(await screen.findByRole('button', { name: 'Reactivate account' }));
    expect(await screen.findByText('ada@example.com is reactivated')).toBeTruthy();
    expect(command).toHaveBeenCalledWith('/api/admin/users/u2/reactivate', undefined, 'PUT');
    expect(screen.queryByRole('button', { name: 'Deactivate account' })).toBeNull();
  });

  it('mails a new activation link to an account not yet activated', async () => {
    const command = vi.fn().mockResolvedValue({ data: { id: 'u2', email: 'ada@example.com' }, position: '9' });
    open({ ...ada, active: false, activated_at: null }, { dataProvider: { command } });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend activation link' }));
    expect(await screen.findByText('A new activation link is on its way to ada@example.com')).toBeTruthy();
    expect(command).toHaveBeenCalledWith('/api/admin/users/u2/activation', undefined, 'POST');
  });

  it("shows the server's refusal to deactivate the admin's own account", async () => {
    const message = 'You cannot deactivate your own account.';
    const command = vi.fn().mockRejectedValue(new HttpError(message, 403, { code: 'OWN_ACCOUNT', message }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs every failed call in development
    open(ada, { dataProvider: { command } });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('erases a person only after a confirm that says it cannot be undone', async () => {
    const command = vi.fn().mockResolvedValue({ data: { id: 'u2', erased: true }, position: '10' });
    open(ada, { dataProvider: { command } });
    fireEvent.click(await screen.findByRole('button', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Erase the personal data of ada@example.com?')).toBeTruthy();
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    expect(command).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase for good' }));
    expect(await screen.findByText('The personal data of ada@example.com is erased')).toBeTruthy();
    expect(command).toHaveBeenCalledWith('/api/admin/users/u2/erase', undefined, 'POST');
  });

  it('offers nothing more for an erased account', async () => {
    const { queryClient } = open({ ...ada, deactivated: true, erased: true }, {});
    await settled(queryClient);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is not offered to an auditor', async () => {
    const { queryClient } = open({ ...ada, active: false }, { role: 'auditor' });
    await settled(queryClient);
    expect(screen.queryByRole('button', { name: /account|activation/ })).toBeNull();
  });
});

describe('deactivated accounts in the users list', () => {
  it('wear a Deactivated chip', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [{ ...ada, deactivated: true }], total: 1 });
    renderAdmin(
      <ResourceContextProvider value="users">
        <UserList />
      </ResourceContextProvider>,
      { role: 'auditor', dataProvider: { getList } },
    );
    const row = (await screen.findByText('ada@example.com')).closest('tr')!;
    expect(within(row).getByText('Deactivated')).toBeTruthy();
  });

  it("are one 'Deactivated' quick filter away", async () => {
    const getList = vi.fn().mockResolvedValue({ data: [ada], total: 1 });
    renderAdmin(
      <ResourceContextProvider value="users">
        <UserList />
      </ResourceContextProvider>,
      { role: 'auditor', dataProvider: { getList } },
    );
    fireEvent.click(await screen.findByRole('button', { name: /add.filter/i }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Deactivated' }));
    await vi.waitFor(() => expect(getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ filter: { deactivated: true } })));
  });
});
