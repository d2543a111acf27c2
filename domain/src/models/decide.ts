import type { Decider } from '../shared';
import { buildIdFor } from './build-id';
import { modelErrors } from './errors';
import type { ModelBuildFailed, ModelBuilt, ModelEvent, ModelUnlocked } from './events';
import { evolveModels, initialModelsState, quotaUsed, type ModelsState } from './state';

/** What the caller's plan gives (read by the route from `entitlementsOf` and the subscription's period). */
export interface ModelRights {
  /** the plan builds models (premium, power, enterprise): a build unlocks the deal without payment */
  plan: boolean;
  /** the plan's limit in its current billing cycle; null: no limit */
  quota: { limit: number; cycle_start: string } | null;
}

export type ModelCommand =
  | {
      type: 'UnlockModel';
      deal_id: string;
      via: 'payment' | 'free';
      amount_cents: number;
      coupon_code: string | null;
      payment_ref: string | null;
      at: string;
      by: string;
    }
  | {
      type: 'RequestModelBuild';
      deal_id: string;
      deal_version: number;
      revision: number;
      deal_name: string;
      email: string;
      rights: ModelRights;
      at: string;
      by: string;
    }
  | ({ type: 'RecordModelBuilt' } & ModelBuilt['data'])
  | ({ type: 'RecordModelBuildFailed' } & ModelBuildFailed['data']);

/**
 * Unlocks and builds on the person's own stream (README.md):
 * - an unlock is per deal and lasts; unlocking again records nothing (and the route charges nothing);
 * - a build of a locked deal unlocks it by the plan (no limit) or by the quota (one deal of the cycle's
 *   limit), else it is refused: locked without a plan, the limit's message with one;
 * - a build is idempotent per (deal version, requester): queued or uploaded answers the same build; after a
 *   failure a new attempt gets a new id;
 * - the worker's outcome is recorded once (a redelivered job records nothing).
 */
export function decideModels(command: ModelCommand, state: ModelsState): ModelEvent[] {
  switch (command.type) {
    case 'UnlockModel': {
      if (state.unlocks[command.deal_id]) return [];
      const { type: _type, ...data } = command;
      return [{ type: 'ModelUnlocked', data: { ...data, cycle_start: null } }];
    }
    case 'RequestModelBuild':
      return requestBuild(command, state);
    case 'RecordModelBuilt': {
      const build = state.builds.find((b) => b.build_id === command.build_id);
      if (!build || build.status !== 'queued') return [];
      const { type: _type, ...data } = command;
      return [{ type: 'ModelBuilt', data }];
    }
    case 'RecordModelBuildFailed': {
      const build = state.builds.find((b) => b.build_id === command.build_id);
      if (!build || build.status !== 'queued') return [];
      const { type: _type, ...data } = command;
      return [{ type: 'ModelBuildFailed', data }];
    }
  }
}

function requestBuild(command: Extract<ModelCommand, { type: 'RequestModelBuild' }>, state: ModelsState): ModelEvent[] {
  const events: ModelEvent[] = [];
  if (!state.unlocks[command.deal_id]) events.push(unlockByPlan(command, state));
  const ofVersion = state.builds.filter((b) => b.deal_id === command.deal_id && b.deal_version === command.deal_version);
  const last = ofVersion.at(-1);
  if (last && last.status !== 'failed') return events;
  const attempt = (last?.attempt ?? 0) + 1;
  events.push({
    type: 'ModelBuildRequested',
    data: {
      build_id: buildIdFor(command.deal_id, command.deal_version, command.by, attempt),
      deal_id: command.deal_id,
      deal_version: command.deal_version,
      revision: command.revision,
      deal_name: command.deal_name,
      email: command.email,
      attempt,
      at: command.at,
      by: command.by,
    },
  });
  return events;
}

function unlockByPlan(command: Extract<ModelCommand, { type: 'RequestModelBuild' }>, state: ModelsState): ModelUnlocked {
  const { rights } = command;
  if (!rights.plan) throw modelErrors.locked();
  const quota = rights.quota;
  if (quota && quotaUsed(state, quota.cycle_start) >= quota.limit) throw modelErrors.limitReached();
  return {
    type: 'ModelUnlocked',
    data: {
      deal_id: command.deal_id,
      via: quota ? 'quota' : 'plan',
      amount_cents: 0,
      coupon_code: null,
      payment_ref: null,
      cycle_start: quota?.cycle_start ?? null,
      at: command.at,
      by: command.by,
    },
  };
}

export const modelsDecider: Decider<ModelCommand, ModelEvent, ModelsState> = {
  decide: decideModels,
  evolve: evolveModels,
  initialState: initialModelsState,
};
