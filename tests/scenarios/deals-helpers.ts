import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { caughtUp, startIdentityRuntime } from './identity-helpers';

/** Test support for the deal scenarios (not a spec file). */
export { caughtUp };

export async function startDealsRuntime(env: Record<string, string> = {}) {
  return startIdentityRuntime(env);
}

/** A deal as the entry screen sends it: two components, one tranche, no item ids (the server gives them). */
export const harborPoint = {
  project_name: 'Harbor Point',
  mandate: 'investment',
  asset_type: 'building',
  project_type: 'acquisition',
  city: 'Boston',
  state: 'MA',
  country: 'US',
  currency: 'USD',
  analysis_date: '2025-03-31',
  closing_basis: 10_000_000,
  sub_properties: [
    { name: 'Tower', type: 'multifamily', quantity: 120, exit_cap_percentage_min: 5.5 },
    { name: 'Shops', type: 'retail', quantity: 4 },
  ],
  senior_loans: [{ name: 'Senior', active: true, amount_percent: 60, interest_rate: 6 }],
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Headers = Record<string, string>;

/** The deal routes for one signed-in person (or nobody, with a null cookie). */
export function dealsApi(rt: TestRuntime, cookie: string | null) {
  const call = (method: Method, url: string, payload?: unknown, headers: Headers = {}) =>
    rt.app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const d = (id: string) => `/api/app/deals/secure/${id}`;
  return {
    call,
    /** Signs in again now (see `TestRuntime.renewed`): after the test moved the clock past the session's limits. */
    renew() {
      if (cookie) cookie = rt.renewed(cookie);
    },
    create: (deal: Record<string, unknown> = harborPoint, headers?: Headers) => call('POST', '/api/app/deals/secure/create', deal, headers),
    retrieve: (id: string, headers?: Headers) => call('GET', `${d(id)}/retrieve`, undefined, headers),
    update: (id: string, deal: Record<string, unknown>, headers?: Headers) => call('PUT', `${d(id)}/modify/update`, deal, headers),
    blur: (id: string, deal: Record<string, unknown>, headers?: Headers) => call('PUT', `${d(id)}/modify/update/blur`, deal, headers),
    rename: (id: string, name: string) => call('PUT', `${d(id)}/modify/rename`, { project_name: name }),
    replicate: (id: string, body: Record<string, unknown> = {}) => call('POST', `${d(id)}/modify/replicate`, body),
    remove: (id: string) => call('DELETE', `${d(id)}/modify/delete`),
    recover: (id: string) => call('POST', `${d(id)}/modify/recover`),
    restore: (id: string, n: number, headers?: Headers) => call('POST', `${d(id)}/versions/${n}/restore`, undefined, headers),
    versions: (id: string, headers?: Headers) => call('GET', `${d(id)}/version`, undefined, headers),
    history: (id: string, path: string) => call('GET', `${d(id)}/history?path=${encodeURIComponent(path)}`),
    asOf: (id: string, query: string) => call('GET', `${d(id)}/as-of?${query}`),
    console: (list: 'partials' | 'deals' | 'collabs' | 'invitations', headers?: Headers) =>
      call('GET', `/api/app/console/secure/${list}`, undefined, headers),
    share: (id: string, user: Record<string, unknown>, flags: Record<string, boolean> = {}, headers?: Headers) =>
      call('POST', `${d(id)}/share/collab/copy`, { deal: { id }, user, ...flags }, headers),
    permissions: (id: string, entries: Record<string, unknown>[]) =>
      call('POST', `${d(id)}/share/collab/permission`, { deal_id: id, shared_deals: entries }),
    archive: (id: string, archived = true) => call('POST', `${d(id)}/share/collab/archive`, { archived }),
    duplicate: (id: string) => call('POST', `${d(id)}/share/collab/duplicate`, {}),
    distribution: (id: string) => call('GET', `${d(id)}/share/collab`),
    createPartial: (deal: Record<string, unknown>) => call('POST', '/api/app/partials/secure/create', deal),
    updatePartial: (id: string, deal: Record<string, unknown>) => call('PUT', `/api/app/partials/secure/${id}/update`, deal),
    deletePartial: (id: string) => call('DELETE', `/api/app/partials/secure/${id}/delete`),
  };
}

export interface DealOut {
  id: string;
  revision: number;
  deal_version: number;
  deleted: boolean;
  pending_changes: boolean;
  changed: boolean;
  deal: Record<string, unknown> & { sub_properties?: { item_id: string; name: string }[] };
}

/** The JSON of a response that must have the given status. */
export function ok<T = DealOut>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/** Creates Harbor Point (or `deal`) and answers the created deal. */
export async function createDeal(api: ReturnType<typeof dealsApi>, deal: Record<string, unknown> = harborPoint): Promise<DealOut> {
  return ok(await api.create(deal), 201);
}

export const ifMatch = (revision: number) => ({ 'if-match': `"${revision}"` });
/** Read-your-writes: the position a write answered, for the next read. */
export const after = (res: LightMyRequestResponse) => ({ 'x-min-position': String(res.headers['x-position']) });
