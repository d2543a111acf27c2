import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './queryClient';

// One client for the whole visit, so a page opened again finds its reads cached.
const queryClient = createQueryClient();

/**
 * The server state of the screens that read through react-query: every page but the home page, which reads
 * nothing, so react-query is not in the landing page's download and comes with the first other page.
 * Also around the public pages: the unsubscribe page saves its preferences through the account's form.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
