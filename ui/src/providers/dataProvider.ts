import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { AuditRange, AuditVerdict } from '../admin/audit/types';
import type { Dashboard } from '../admin/dashboard/types';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';

export type CommandResult<T = unknown> = {
  data: T;
  /** Global log position of the write; later reads through the same client wait for it. */
  position: string | null;
  /** The response's ETag (a deal's revision on retrieve), when it has one. */
  etag?: string | null;
};

export type CommandOptions = {
  /** Sent as `If-Match`: the write applies only if the resource is still at this revision (else 409). */
  ifMatch?: string;
};

export type DealbookDataProvider = DataProvider & {
  /**
   * Sends a command to a command route, e.g. `command('/api/app/users/secure/console/set/view', { type })`.
   * Call it from components with react-query's `useMutation` and `useDataProvider()`.
   */
  command: <T = unknown>(path: string, body?: unknown, method?: string, options?: CommandOptions) => Promise<CommandResult<T>>;
  /** Checks the event log's chain of links over the range; it reads every event of it, so it takes a while on a long log. */
  verifyAuditTrail: (range: AuditRange) => Promise<AuditVerdict>;
};

/** The admin home's read: totals and the daily series of the last `days` days. */
export type DashboardReader = { getDashboard: (days: number) => Promise<Dashboard> };

export const ADMIN_API_URL = '/api/admin';

export function createDataProvider(http: HttpClient = defaultHttpClient): DealbookDataProvider & DashboardReader {
  return {
    ...simpleRestProvider(ADMIN_API_URL, http, 'Content-Range'),
    command: async <T = unknown>(path: string, body?: unknown, method = 'POST', options: CommandOptions = {}) => {
      const response = await http(path, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(options.ifMatch === undefined ? {} : { headers: { 'If-Match': options.ifMatch } }),
      });
      return { data: response.json as T, position: response.headers.get('x-position'), etag: response.headers.get('etag') };
    },
    verifyAuditTrail: async ({ after, to, head }: AuditRange) => {
      const query = new URLSearchParams({ ...(after ? { after } : {}), ...(to ? { to } : {}), ...(head ? { head } : {}) }).toString();
      const response = await http(`${ADMIN_API_URL}/audit/verify${query ? `?${query}` : ''}`);
      return response.json as AuditVerdict;
    },
    getDashboard: async (days: number) => (await http(`${ADMIN_API_URL}/dashboard?days=${days}`)).json as Dashboard,
  };
}

export const dataProvider = createDataProvider();
