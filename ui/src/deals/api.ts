import type { Deal } from '@dealbook/domain/deals/schema-deal';
import type { DealVersionView, FieldChange } from '@dealbook/domain/deals/versions';
import { dataProvider as defaultDataProvider, type DealbookDataProvider } from '../providers/dataProvider';
import type { DealAccess } from '../sharing/api';
import type { InvitationCard } from './invitations-api';

/** A card of the console's deal list (the `console_deals` read model); fields beyond these are ignored. */
export type DealCard = {
  id: string;
  project_name?: string | null;
  status?: string | null;
  mandate?: string | null;
  asset_type?: string | null;
  project_type?: string | null;
  city?: string | null;
  state?: string | null;
  deal_sort_date?: string | null;
  updated_at?: string | null;
  deleted?: boolean;
  components?: { item_id: string; name: string | null; type: string | null }[];
  deal_version?: number;
  /** The inline URL of the deal's first image, for the card's cover; null without one (absent on older answers). */
  image?: string | null;
};

/** A deal shared with the caller, as their console's Collabs view lists it. */
export type CollabCard = {
  collab_id: string;
  can_view: boolean;
  can_share: boolean;
  can_edit: boolean;
  archived: boolean;
  shared_at?: string | null;
  shared_by?: string | null;
  shared_by_name?: string | null;
  owner_id?: string | null;
  owner_name?: string | null;
  deal: DealCard;
};

/** An autosaved draft of a new deal. */
export type PartialCard = {
  id?: string;
  partial_id?: string;
  deal?: Partial<Deal> | null;
  project_name?: string | null;
  updated_at?: string | null;
};

/** The deal routes answer the deal with its revision and version count around it, and retrieve with the caller's access. */
type DealEnvelope = {
  id: string;
  revision?: number;
  deal_version?: number;
  deleted?: boolean;
  pending_changes?: boolean;
  deal: Deal;
  access?: DealAccess;
};
const unwrap = (data: DealEnvelope | Deal): { deal: Deal; revision: number | null } =>
  data && 'deal' in data && typeof data.deal === 'object' && data.deal !== null
    ? { deal: data.deal, revision: typeof data.revision === 'number' ? data.revision : null }
    : { deal: data as Deal, revision: null };

/** A version row: the domain's view plus the author's display name and how the version came about. */
export type VersionRow = DealVersionView & { author_name?: string; kind?: string; restored_from?: number | null };
export type FieldChangeRow = FieldChange & { by_name?: string };

/** `access` is null when the answer carries none (a bare deal). */
/** `pending`: the deal was autosaved (on blur) since its latest version, so no version describes it yet. */
export type LoadedDeal = { deal: Deal; revision: string | null; access: DealAccess | null; pending?: boolean };
export type SavedDeal = { id: string; revision: string | null; position: string | null; deal: Deal | null };
export type ConsoleViewCode = 'MYP' | 'OTH' | 'SYN';

const DEALS = '/api/app/deals/secure';
const enc = encodeURIComponent;

const asArray = <T>(value: unknown, key?: string): T[] => {
  if (Array.isArray(value)) return value as T[];
  const inner = key && typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return Array.isArray(inner) ? (inner as T[]) : [];
};

/** `"7"` or `W/"7"` as sent back in If-Match; the server's ETag is passed through untouched when present. */
export const ifMatchOf = (revision: string | number | null | undefined): string | undefined =>
  revision === null || revision === undefined ? undefined : /^(W\/)?"/.test(String(revision)) ? String(revision) : `"${revision}"`;

/** The deal calls of the requirements plus the history routes, through the dataProvider (errors, read-your-writes). */
export function createDealsApi(provider: Pick<DealbookDataProvider, 'command'> = defaultDataProvider) {
  const { command } = provider;
  const get = async <T>(path: string) => (await command<T>(path, undefined, 'GET')).data;
  const saved = (id: string, result: { data: unknown; etag?: string | null; position: string | null }): SavedDeal => {
    const body = (result.data ?? {}) as { id?: string; revision?: unknown; deal?: Deal };
    const revision = result.etag ?? (body.revision === undefined ? null : ifMatchOf(String(body.revision))!);
    return { id: body.id ?? id, revision, position: result.position, deal: body.deal ?? null };
  };
  return {
    consoleDeals: async () => asArray<DealCard>(await get('/api/app/console/secure/deals'), 'deals'),
    consolePartials: async () => asArray<PartialCard>(await get('/api/app/console/secure/partials'), 'partials'),
    consoleCollabs: async () => asArray<CollabCard>(await get('/api/app/console/secure/collabs')),
    consoleInvitations: async () => asArray<InvitationCard>(await get('/api/app/console/secure/invitations')),
    setConsoleView: (type: ConsoleViewCode) => command('/api/app/users/secure/console/set/view', { type }, 'PUT'),

    createPartial: async (deal: Partial<Deal>) => {
      const { data } = await command<{ partial_id?: string; id?: string }>('/api/app/partials/secure/create', deal);
      return data.partial_id ?? data.id ?? '';
    },
    updatePartial: (partialId: string, deal: Partial<Deal>) => command(`/api/app/partials/secure/${enc(partialId)}/update`, deal, 'PUT'),
    deletePartial: (partialId: string) => command(`/api/app/partials/secure/${enc(partialId)}/delete`, undefined, 'DELETE'),
    /** A draft to continue: its card in the console's list of drafts (the spec has no route for one draft). */
    retrievePartial: async (partialId: string): Promise<Partial<Deal> | null> => {
      const cards = asArray<PartialCard>(await get('/api/app/console/secure/partials'), 'partials');
      return cards.find((card) => (card.partial_id ?? card.id) === partialId)?.deal ?? null;
    },

    /** Adds the sample deal (Riverside Commons) to the caller's deals. */
    createSample: async () => {
      const result = await command<{ id: string }>(`${DEALS}/sample`);
      return saved(result.data.id, result);
    },
    create: async (deal: Partial<Deal>, partialId?: string) => {
      const result = await command<{ id: string }>(`${DEALS}/create`, partialId ? { ...deal, partial_id: partialId } : deal);
      return saved(result.data.id, result);
    },
    retrieve: async (id: string): Promise<LoadedDeal> => {
      const result = await command<DealEnvelope | Deal>(`${DEALS}/${enc(id)}/retrieve`, undefined, 'GET');
      const { deal, revision } = unwrap(result.data);
      const { access = null, pending_changes } = result.data as Partial<DealEnvelope>;
      return { deal, revision: result.etag ?? ifMatchOf(revision) ?? null, access, pending: pending_changes === true };
    },
    update: async (id: string, deal: Partial<Deal>, revision: string | null, blur = false) => {
      const path = `${DEALS}/${enc(id)}/modify/update${blur ? '/blur' : ''}`;
      const ifMatch = ifMatchOf(revision);
      return saved(id, await command(path, deal, 'PUT', ifMatch ? { ifMatch } : {}));
    },
    rename: (id: string, projectName: string) => command(`${DEALS}/${enc(id)}/modify/rename`, { project_name: projectName }, 'PUT'),
    replicate: async (id: string) => (await command<{ id: string }>(`${DEALS}/${enc(id)}/modify/replicate`, {})).data,
    remove: (id: string) => command(`${DEALS}/${enc(id)}/modify/delete`, undefined, 'DELETE'),
    recover: (id: string) => command(`${DEALS}/${enc(id)}/modify/recover`, undefined, 'POST'),

    versions: async (id: string) => asArray<VersionRow>(await get(`${DEALS}/${enc(id)}/version`), 'versions'),
    restore: async (id: string, version: number, revision: string | null) => {
      const ifMatch = ifMatchOf(revision);
      return saved(id, await command(`${DEALS}/${enc(id)}/versions/${version}/restore`, {}, 'POST', ifMatch ? { ifMatch } : {}));
    },
    fieldHistory: async (id: string, path: string) =>
      asArray<FieldChangeRow>(await get(`${DEALS}/${enc(id)}/history?path=${enc(path)}`), 'changes'),
    /** The deal as it stood at `at`; null when it did not exist yet (the server's 404 DEAL_NOT_YET). */
    asOf: async (id: string, at: string): Promise<Deal | null> => {
      try {
        return unwrap(await get<DealEnvelope | Deal>(`${DEALS}/${enc(id)}/as-of?at=${enc(at)}`)).deal;
      } catch (error) {
        if ((error as { code?: unknown }).code === 'DEAL_NOT_YET') return null;
        throw error;
      }
    },
  };
}

export type DealsApi = ReturnType<typeof createDealsApi>;
export const dealsApi = createDealsApi();

/** The react-query keys of the deal calls; everything read about one deal sits under `deal(id)`. */
export const dealKeys = {
  console: ['console'] as const,
  deal: (id: string) => ['deals', id] as const,
  retrieve: (id: string) => ['deals', id, 'retrieve'] as const,
  versions: (id: string) => ['deals', id, 'versions'] as const,
  fieldHistory: (id: string, path: string) => ['deals', id, 'history', path] as const,
};
