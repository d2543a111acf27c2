import { httpClient as defaultHttpClient, type HttpClient } from '../../providers/httpClient';
import { keyedCommand } from '../../providers/keyedCommand';

/** The model of a deal for the caller (domain/src/models/README.md, "States"). */
export type ModelState = 'locked' | 'unlocked' | 'queued' | 'building' | 'uploaded' | 'failed';
export type BuildState = 'queued' | 'building' | 'uploaded' | 'failed';

/** One build, as `model/track` lists it and `model/{id}/upload/status` answers it; `id` is the attachment's id. */
export type ModelBuild = {
  id: string;
  build_id: string;
  deal_version: number;
  status: BuildState;
  file_name: string | null;
  size: number | null;
  requested_at: string;
  built_at: string | null;
  /** The failure's text, for a failed build. */
  message: string | null;
  /** The in-app download URL once uploaded. */
  download: string | null;
};

/** A premium plan's builds in its billing cycle; null for a plan without a limit and for accounts without a plan. */
export type ModelQuota = { limit: number; used: number; left: number; cycle_start: string; cycle_end: string | null };

/** `GET …/attachments/verify/status/model`. */
export type ModelStatus = {
  deal_id: string;
  status: ModelState;
  unlocked: boolean;
  unlocked_via: 'payment' | 'quota' | 'plan' | 'free' | null;
  price_cents: number;
  price_label: string;
  plan_kind: 'power' | 'enterprise' | 'premium' | 'legacy' | 'none';
  quota: ModelQuota | null;
  profile_complete: boolean;
  profile_missing: string[];
  /** Unlocked, or a premium plan with a build left, or a plan without a limit. */
  can_build: boolean;
  latest: ModelBuild | null;
};

export type BuildQueued = { build_id: string; status: BuildState; deal_version: number };
export type UnlockInput = { token?: string; coupon_code?: string };

const enc = encodeURIComponent;

/** The spreadsheet model's calls; errors are the http client's ApiError (`status`, `code`, `title`). */
export function createModelApi(http: HttpClient = defaultHttpClient) {
  const files = (dealId: string) => `/api/app/deals/secure/${enc(dealId)}/attachments`;
  const get = async <T>(path: string) => (await http(path, { method: 'GET' })).json as T;
  const send = keyedCommand(http);
  return {
    status: (dealId: string) => get<ModelStatus>(`${files(dealId)}/verify/status/model`),
    /** Newest first; empty while nothing was built. */
    track: async (dealId: string) => (await get<ModelBuild[] | undefined>(`${files(dealId)}/model/track`)) ?? [],
    uploadStatus: (dealId: string, attachmentId: string) => get<ModelBuild>(`${files(dealId)}/model/${enc(attachmentId)}/upload/status`),
    /**
     * The contract allows POST for the spec's GET; a build spends a quota unit, so it goes as a command with an
     * Idempotency-Key (the server answers a GET 405 USE_POST). Resent, it queues nothing more.
     */
    build: (dealId: string) => send<BuildQueued>('POST', `${files(dealId)}/model/build`),
    /** The public path of the spec; coupons go in uppercase, an empty one (or no token) is left out. */
    unlock: (dealId: string, { token, coupon_code }: UnlockInput) => {
      const coupon = coupon_code?.trim().toUpperCase();
      const body = { ...(token ? { token } : {}), ...(coupon ? { coupon_code: coupon } : {}) };
      return send<ModelStatus>('PUT', `/api/app/deals/${enc(dealId)}/attachments/model/unlock`, body);
    },
  };
}

export type ModelApi = ReturnType<typeof createModelApi>;
export const modelApi = createModelApi();

/** Under the deal's key, so whatever refreshes a deal refreshes its model. */
export const modelKeys = {
  all: (dealId: string) => ['deals', dealId, 'model'] as const,
  status: (dealId: string) => ['deals', dealId, 'model', 'status'] as const,
  track: (dealId: string) => ['deals', dealId, 'model', 'track'] as const,
  upload: (dealId: string, attachmentId: string | null) => ['deals', dealId, 'model', 'upload', attachmentId] as const,
};

export const inProgress = (state: ModelState | BuildState | undefined) => state === 'queued' || state === 'building';
