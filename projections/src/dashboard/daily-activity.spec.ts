import { describe, expect, it } from 'vitest';
import type { EventStore } from '@dealbook/infra/event-store/port';
import { newEvent } from '../test-support';
import { project } from '../deals/spec-support';
import { DAILY_ACTIVITY, dailyActivityProjection } from './daily-activity';

const on = (day: string, type: string) => {
  const e = newEvent(type, {}, 'u-1');
  return { ...e, metadata: { ...e.metadata, occurredAt: `${day}T10:00:00.000Z` } };
};

const write = async (store: EventStore) => {
  await store.append('user-1', [on('2026-11-24', 'UserRegistered'), on('2026-11-24', 'UserActivated')], 'no_stream');
  await store.append('user-2', [on('2026-11-24', 'UserRegistered'), on('2026-11-25', 'PasswordChanged')], 'no_stream');
  await store.append(
    'deal-1',
    [on('2026-11-25', 'DealCreated'), on('2026-11-25', 'DealUpdated'), on('2026-11-25', 'DealUpdated')],
    'no_stream',
  );
};

describe('the daily_activity projection', () => {
  it('counts each charted event type per day, once however often it replays', async () => {
    const docs = await project(write, dailyActivityProjection, DAILY_ACTIVITY, 2);
    expect(docs.map((d) => [d._id, d.n])).toEqual([
      ['2026-11-24:UserActivated', 1],
      ['2026-11-24:UserRegistered', 2],
      ['2026-11-25:DealCreated', 1],
      ['2026-11-25:DealUpdated', 2],
    ]);
  });
});
