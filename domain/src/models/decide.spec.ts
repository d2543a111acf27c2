import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared';
import { decideModels, type ModelCommand, type ModelRights } from './decide';
import type { ModelEvent } from './events';
import { evolveModels, initialModelsState, quotaUsed, type ModelsState } from './state';
import { modelPrice, modelStatusView, priceLabel } from './view';

const at = '2026-03-10T10:00:00.000Z';
const cycle = '2026-03-01T00:00:00.000Z';
const limited: ModelRights = { plan: true, quota: { limit: 5, cycle_start: cycle } };
const unlimited: ModelRights = { plan: true, quota: null };
const none: ModelRights = { plan: false, quota: null };

const build = (deal_id: string, rights: ModelRights, deal_version = 1): ModelCommand => ({
  type: 'RequestModelBuild',
  deal_id,
  deal_version,
  revision: 3,
  deal_name: 'Riverside',
  email: 'ann@example.com',
  rights,
  at,
  by: 'u1',
});

function run(commands: ModelCommand[], state: ModelsState = initialModelsState): { state: ModelsState; events: ModelEvent[] } {
  let events: ModelEvent[] = [];
  for (const command of commands) {
    events = decideModels(command, state);
    state = events.reduce(evolveModels, state);
  }
  return { state, events };
}

const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as DomainError).code;
  }
  return null;
};

describe('model unlocks and builds', () => {
  it('refuses to build a locked deal without a plan, and builds it once paid', () => {
    expect(codeOf(() => run([build('d1', none)]))).toBe('MODEL_LOCKED');
    const paid: ModelCommand = {
      type: 'UnlockModel',
      deal_id: 'd1',
      via: 'payment',
      amount_cents: 4995,
      coupon_code: null,
      payment_ref: 'ch_1',
      at,
      by: 'u1',
    };
    const { state, events } = run([paid, build('d1', none)]);
    expect(events.map((e) => e.type)).toEqual(['ModelBuildRequested']);
    expect(state.unlocks.d1?.via).toBe('payment');
  });

  it('unlocking twice records one unlock (nothing is charged twice)', () => {
    const paid: ModelCommand = {
      type: 'UnlockModel',
      deal_id: 'd1',
      via: 'payment',
      amount_cents: 4995,
      coupon_code: null,
      payment_ref: 'ch_1',
      at,
      by: 'u1',
    };
    expect(run([paid, paid]).events).toEqual([]);
  });

  it('a limited plan unlocks five deals a cycle by quota, then answers the limit; rebuilding a modelled deal is free', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((d) => build(d, limited));
    const { state } = run(five);
    expect(quotaUsed(state, cycle)).toBe(5);
    expect(codeOf(() => run([build('f', limited)], state))).toBe('MODEL_LIMIT_REACHED');
    const again = run([build('a', limited, 2)], state);
    expect(again.events.map((e) => e.type)).toEqual(['ModelBuildRequested']);
    const nextCycle: ModelRights = { plan: true, quota: { limit: 5, cycle_start: '2026-04-01T00:00:00.000Z' } };
    expect(run([build('f', nextCycle)], state).events.map((e) => e.type)).toEqual(['ModelUnlocked', 'ModelBuildRequested']);
  });

  it('a plan without a limit unlocks by plan and counts nothing', () => {
    const { state } = run([build('a', unlimited)]);
    expect(state.unlocks.a?.via).toBe('plan');
    expect(quotaUsed(state, cycle)).toBe(0);
  });

  it('is idempotent per version and requester; a failure lets a new attempt through with a new id', () => {
    const first = run([build('a', unlimited)]);
    const requested = first.events.find((e) => e.type === 'ModelBuildRequested')!;
    const buildId = (requested.data as { build_id: string }).build_id;
    expect(buildId).toMatch(/^m-[0-9a-f]{24}$/);
    expect(run([build('a', unlimited)], first.state).events).toEqual([]);
    const failed: ModelCommand = { type: 'RecordModelBuildFailed', build_id: buildId, deal_id: 'a', message: 'boom', at };
    const afterFailure = run([failed], first.state).state;
    expect(run([failed], afterFailure).events).toEqual([]);
    const retry = run([build('a', unlimited)], afterFailure).events;
    expect(retry).toHaveLength(1);
    expect((retry[0]!.data as { build_id: string; attempt: number }).attempt).toBe(2);
    expect((retry[0]!.data as { build_id: string }).build_id).not.toBe(buildId);
  });

  it('records a build once and shows it uploaded with its download', () => {
    const { state } = run([build('a', unlimited)]);
    const id = state.builds[0]!.build_id;
    const built: ModelCommand = {
      type: 'RecordModelBuilt',
      build_id: id,
      deal_id: 'a',
      deal_name: 'Riverside',
      deal_version: 1,
      email: 'ann@example.com',
      file_id: id,
      file_name: 'Riverside model v1.xlsx',
      size: 1000,
      sha256: 'a'.repeat(64),
      inputs_sha256: 'b'.repeat(64),
      duration_ms: 120,
      at,
    };
    const done = run([built], state).state;
    expect(run([built], done).events).toEqual([]);
    const view = modelStatusView(done, {
      deal_id: 'a',
      plan_kind: 'premium',
      rights: unlimited,
      cycle_end: null,
      profile: { complete: true, missing: [] },
      running: false,
    });
    expect(view.status).toBe('uploaded');
    expect(view.latest?.download).toBe(`/api/app/deals/secure/a/attachments/${id}/download`);
  });

  it('prices the model at $49.95 less the coupon fraction, Free Download at 0', () => {
    expect(priceLabel(modelPrice(0))).toBe('$49.95');
    expect(modelPrice(0.2)).toBe(3996);
    expect(priceLabel(modelPrice(1))).toBe('Free Download');
  });
});
