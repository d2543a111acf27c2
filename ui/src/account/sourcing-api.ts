import type { Strategy } from '@dealbook/domain/matching/selection';
import { httpClient as defaultHttpClient, type HttpClient } from '../providers/httpClient';
import { keyedCommand } from '../providers/keyedCommand';

/** A division as the lists name it. */
export type DivisionRef = { id: string; name: string };

/** An industry with its divisions, sorted by name. */
export type Industry = { id: string; name: string; divisions: DivisionRef[] };

/** `company: null` when the user has named no company yet (the sourcing profile belongs to the company). */
export type StrategyInfo = { company: { id: string; name: string } | null; industries: Industry[] };

/** One division with its whole strategy: every option of every group with its `selected` flag. */
export type Division = { id: string; name: string; industry_id: string; Strategies: Strategy };

const PROFILE = '/api/app/users/secure/profile/strategy';
const enc = encodeURIComponent;

/**
 * The company sourcing profile's calls (domain/src/matching/README.md, "Sourcing profile"). Commands carry an
 * Idempotency-Key so a resent request applies once; errors are the http client's ApiError (`title`, `message`).
 */
export function createSourcingApi(http: HttpClient = defaultHttpClient) {
  const get = async <T>(path: string) => (await http(path, { method: 'GET' })).json as T;
  const send = keyedCommand(http);
  return {
    info: () => get<StrategyInfo>(`${PROFILE}/info`),
    division: (id: string) => get<Division>(`${PROFILE}?division=${enc(id)}`),
    create: (industryId: string, name: string) =>
      send<{ id: string; name: string; industry_id: string }>('PUT', `${PROFILE}/create?industry=${enc(industryId)}`, { name }),
    remove: (id: string) => send<{ id: string }>('DELETE', `${PROFILE}/delete?division=${enc(id)}`),
    /** Saves the whole working copy (name and strategy); the answer is the new original. */
    update: (division: Division) => send<Division>('POST', `${PROFILE}/update`, division),
  };
}

export type SourcingApi = ReturnType<typeof createSourcingApi>;
export const sourcingApi = createSourcingApi();

export const sourcingKeys = {
  all: ['sourcing'] as const,
  info: ['sourcing', 'info'] as const,
  division: (id: string) => ['sourcing', 'division', id] as const,
};
