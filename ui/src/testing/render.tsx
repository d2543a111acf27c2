import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from '../pages/shared/toast';
import { createQueryClient } from '../providers/queryClient';

/** What the app wraps a signed-in screen in: a router at `at`, react-query and the toasts. */
export function providers(queryClient: QueryClient = createQueryClient(), at = '/') {
  const Providers = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[at]}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  return Providers;
}

/** Renders a signed-in screen, or a piece of one, inside the app's providers. */
export function renderScreen(ui: ReactNode, at = '/') {
  const queryClient = createQueryClient();
  render(ui, { wrapper: providers(queryClient, at) });
  return { queryClient };
}
