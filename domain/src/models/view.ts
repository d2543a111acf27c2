import type { PlanKind } from '../subscriptions/kinds';
import { MODEL_TEXTS } from './errors';
import type { UnlockVia } from './events';
import type { ModelRights } from './decide';
import type { ModelFacts } from './facts';
import { buildsOf, quotaUsed, type ModelBuild, type ModelsState } from './state';

/** The requirements' constants: $49.95 a deal, less the coupon's discount as a fraction. */
export const MODEL_PRICE_CENTS = 4995;
/** What a coupon is checked against when it is used for a model (a coupon made for named plans does not apply). */
export const MODEL_COUPON_PLAN = 'excel-model';

export const modelPrice = (discount: number): number => Math.max(0, Math.round(MODEL_PRICE_CENTS * (1 - discount)));
export const priceLabel = (cents: number): string => (cents === 0 ? MODEL_TEXTS.freeLabel : `$${(cents / 100).toFixed(2)}`);

export type ModelStatus = 'locked' | 'unlocked' | 'queued' | 'building' | 'uploaded' | 'failed';

export interface ModelTrackItem {
  id: string;
  build_id: string;
  deal_version: number;
  status: 'queued' | 'building' | 'uploaded' | 'failed';
  file_name: string | null;
  size: number | null;
  requested_at: string;
  built_at: string | null;
  message: string | null;
  download: string | null;
}

/** One build as the screens read it; `running` says the worker has started it (the job is active). */
export function trackItem(build: ModelBuild, running = false): ModelTrackItem {
  const status = build.status === 'queued' && running ? 'building' : build.status;
  return {
    id: build.build_id,
    build_id: build.build_id,
    deal_version: build.deal_version,
    status,
    file_name: build.file_name,
    size: build.size,
    requested_at: build.requested_at,
    built_at: build.built_at,
    message: build.status === 'failed' ? MODEL_TEXTS.failed : build.status === 'queued' ? MODEL_TEXTS.queued : null,
    download:
      build.status === 'uploaded' && build.file_id
        ? `/api/app/deals/secure/${encodeURIComponent(build.deal_id)}/attachments/${encodeURIComponent(build.file_id)}/download`
        : null,
  };
}

export interface ModelStatusFacts {
  deal_id: string;
  plan_kind: PlanKind;
  rights: ModelRights;
  /** the current billing cycle's end (with `rights.quota`'s start) */
  cycle_end: string | null;
  profile: { complete: boolean; missing: string[] };
  /** whether the newest build's job is running now */
  running: boolean;
}

export function modelStatusView(state: ModelsState, facts: ModelStatusFacts) {
  const unlock = state.unlocks[facts.deal_id] ?? null;
  const latestBuild = buildsOf(state, facts.deal_id)[0] ?? null;
  const latest = latestBuild ? trackItem(latestBuild, facts.running) : null;
  const quota = facts.rights.quota;
  const used = quota ? quotaUsed(state, quota.cycle_start) : 0;
  const left = quota ? Math.max(0, quota.limit - used) : null;
  const status: ModelStatus = latest ? latest.status : unlock ? 'unlocked' : 'locked';
  return {
    deal_id: facts.deal_id,
    status,
    unlocked: unlock !== null,
    unlocked_via: (unlock?.via ?? null) as UnlockVia | null,
    price_cents: MODEL_PRICE_CENTS,
    price_label: priceLabel(MODEL_PRICE_CENTS),
    plan_kind: facts.plan_kind,
    quota: quota ? { limit: quota.limit, used, left: left!, cycle_start: quota.cycle_start, cycle_end: facts.cycle_end } : null,
    profile_complete: facts.profile.complete,
    profile_missing: facts.profile.missing,
    can_build: unlock !== null || (facts.rights.plan && (left === null || left > 0)),
    latest,
  };
}

export type ModelStatusView = ReturnType<typeof modelStatusView>;

/** The status from the facts the services read (`modelFactsFrom`). */
export const modelStatusOf = (dealId: string, facts: ModelFacts, running = false): ModelStatusView =>
  modelStatusView(facts.state, {
    deal_id: dealId,
    plan_kind: facts.plan.plan_kind,
    rights: facts.plan.rights,
    cycle_end: facts.plan.cycle_end,
    profile: facts.profile,
    running,
  });
