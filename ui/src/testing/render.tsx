import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../pages/shared/toast';
import { createQueryClient } from '../providers/queryClient';

/** Renders a signed-in screen's piece with what the app wraps it in: a router, react-query and the toasts. */
export function renderScreen(ui: ReactNode) {
  const queryClient = createQueryClient();
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{ui}</ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { queryClient };
}
