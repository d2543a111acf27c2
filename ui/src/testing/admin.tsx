import type { ReactNode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification, testDataProvider } from 'react-admin';
import { vi } from 'vitest';
import { createAuthProvider, type Role, type User } from '../providers/authProvider';
import type { DealbookDataProvider } from '../providers/dataProvider';
import { fakeFetch } from './fakeFetch';
import { createHttpClient } from '../providers/httpClient';

export const signedInAs = (role: Role): User => ({
  id: 'me',
  email: 'me@example.com',
  first_name: 'Mia',
  last_name: 'Me',
  type: 'D',
  admin: role === 'admin',
  auditor: role === 'auditor',
});

/**
 * Renders an admin screen, or a piece of one, as react-admin would: the real authProvider (its roles and
 * canAccess) for a user with `role`, a data provider whose methods the test gives, and the notifications.
 * react-admin routes it with its own hash router.
 */
export function renderAdmin(
  ui: ReactNode,
  { role = 'admin', dataProvider = {} }: { role?: Role; dataProvider?: Partial<DealbookDataProvider> } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const authProvider = createAuthProvider(createHttpClient({ fetch: fakeFetch({ body: signedInAs(role) }).fetch }));
  const provider: DealbookDataProvider = { ...testDataProvider(), command: vi.fn(), verifyAuditTrail: vi.fn(), ...dataProvider };
  render(
    <AdminContext dataProvider={provider} authProvider={authProvider} queryClient={queryClient}>
      {ui}
      <Notification />
    </AdminContext>,
  );
  return { queryClient };
}

/** Resolves once every query (access checks included) has answered and the screen has rendered the answers. */
export async function settled(queryClient: QueryClient) {
  await waitFor(() => {
    if (queryClient.isFetching() > 0) throw new Error('still fetching');
  });
  // react-query tells its observers on the next task.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
