import type { ModelEvent, UnlockVia } from './events';

export interface ModelUnlock {
  via: UnlockVia;
  at: string;
  amount_cents: number;
  /** the billing cycle a quota unlock counts in */
  cycle_start: string | null;
}

export type BuildStatus = 'queued' | 'uploaded' | 'failed';

export interface ModelBuild {
  build_id: string;
  deal_id: string;
  deal_version: number;
  revision: number;
  deal_name: string;
  /** the requester's address (mailed when the model is filed) */
  email: string;
  attempt: number;
  status: BuildStatus;
  requested_at: string;
  requested_by: string;
  built_at: string | null;
  file_id: string | null;
  file_name: string | null;
  size: number | null;
  message: string | null;
}

/** One person's unlocked deals and model builds (oldest first). */
export interface ModelsState {
  unlocks: Record<string, ModelUnlock>;
  builds: ModelBuild[];
}

export const initialModelsState: ModelsState = { unlocks: {}, builds: [] };

export function evolveModels(state: ModelsState, event: ModelEvent): ModelsState {
  switch (event.type) {
    case 'ModelUnlocked': {
      const d = event.data;
      const unlock: ModelUnlock = { via: d.via, at: d.at, amount_cents: d.amount_cents, cycle_start: d.cycle_start };
      return { ...state, unlocks: { ...state.unlocks, [d.deal_id]: unlock } };
    }
    case 'ModelBuildRequested': {
      const d = event.data;
      const build: ModelBuild = {
        build_id: d.build_id,
        deal_id: d.deal_id,
        deal_version: d.deal_version,
        revision: d.revision,
        deal_name: d.deal_name,
        email: d.email,
        attempt: d.attempt,
        status: 'queued',
        requested_at: d.at,
        requested_by: d.by,
        built_at: null,
        file_id: null,
        file_name: null,
        size: null,
        message: null,
      };
      return { ...state, builds: [...state.builds, build] };
    }
    case 'ModelBuilt': {
      const d = event.data;
      return withBuild(state, d.build_id, (b) => ({
        ...b,
        status: 'uploaded',
        built_at: d.at,
        file_id: d.file_id,
        file_name: d.file_name,
        size: d.size,
        message: null,
      }));
    }
    case 'ModelBuildFailed': {
      const d = event.data;
      return withBuild(state, d.build_id, (b) => ({ ...b, status: 'failed', built_at: d.at, message: d.message }));
    }
  }
}

function withBuild(state: ModelsState, buildId: string, change: (b: ModelBuild) => ModelBuild): ModelsState {
  return { ...state, builds: state.builds.map((b) => (b.build_id === buildId ? change(b) : b)) };
}

/** Deals unlocked by the plan's quota in the billing cycle that starts at `cycleStart`. */
export function quotaUsed(state: ModelsState, cycleStart: string): number {
  return Object.values(state.unlocks).filter((u) => u.via === 'quota' && u.cycle_start === cycleStart).length;
}

/** The caller's builds of one deal, newest first. */
export function buildsOf(state: ModelsState, dealId: string): ModelBuild[] {
  return state.builds.filter((b) => b.deal_id === dealId).reverse();
}
