import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { HttpError, RecordContextProvider } from 'react-admin';
import { renderAdmin, settled } from '../../testing/admin';
import type { UserRecord } from './types';
import { UserRolesForm } from './UserRolesForm';

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
      <UserRolesForm />
    </RecordContextProvider>,
    options,
  );

describe('the roles control of a user page', () => {
  it('sends the chosen role as the account roles and says so', async () => {
    const command = vi.fn().mockResolvedValue({ data: { id: 'u2', roles: ['auditor'] }, position: '12' });
    open(ada, { dataProvider: { command } });
    expect((await screen.findByRole('radio', { name: 'Dealmaker' })).matches(':checked')).toBe(true);
    expect(screen.getByText('Reads everything, changes nothing: reviews what happens on the platform.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save roles' }).matches(':disabled')).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Auditor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save roles' }));
    expect(await screen.findByText('ada@example.com is now an auditor')).toBeTruthy();
    expect(command).toHaveBeenCalledWith('/api/admin/users/u2/roles', { roles: ['auditor'] }, 'PUT');
  });

  it('sends no roles to make an admin a dealmaker, and shows the server refusal', async () => {
    const message = 'You cannot take away your own admin role; ask another admin.';
    const command = vi.fn().mockRejectedValue(new HttpError(message, 403, { code: 'OWN_ADMIN_ROLE', message }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs every failed call in development
    open({ ...ada, admin: true }, { dataProvider: { command } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Dealmaker' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save roles' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(command).toHaveBeenCalledWith('/api/admin/users/u2/roles', { roles: [] }, 'PUT');
  });

  it('is not offered to an auditor', async () => {
    const { queryClient } = open(ada, { role: 'auditor' });
    await settled(queryClient);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save roles' })).toBeNull();
  });
});
