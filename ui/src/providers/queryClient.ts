import { QueryClient } from '@tanstack/react-query';

/**
 * The signed-in screens' server state. A failed read is not retried here: the http client already retries
 * a 503 once, and a refusal (403, 404) will not change by asking again.
 */
export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
