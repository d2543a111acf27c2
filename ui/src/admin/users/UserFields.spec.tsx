import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { renderAdmin } from '../../testing/admin';
import { UserDetails } from './UserShow';
import type { UserRecord } from './types';

afterEach(cleanup);

const provider: UserRecord = {
  id: 'u1',
  email: 'cap@fund.com',
  first_name: 'Cara',
  last_name: 'Capital',
  type: 'PI',
  ghost: false,
  active: true,
  admin: false,
  auditor: false,
  deactivated: false,
  created_at: '2026-01-01T00:00:00.000Z',
  activated_at: null,
  last_sign_in_at: null,
};

describe("an account's page in the admin", () => {
  it('does not call a capital provider without a platform role a dealmaker', async () => {
    renderAdmin(
      <ResourceContextProvider value="users">
        <RecordContextProvider value={provider}>
          <UserDetails />
        </RecordContextProvider>
      </ResourceContextProvider>,
    );
    expect(await screen.findByText('Qualified Capital Provider')).toBeTruthy();
    expect(screen.getByText('None')).toBeTruthy();
    expect(screen.queryByText(/dealmaker/)).toBeNull();
  });
});
