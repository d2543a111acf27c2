import { describe, expect, it } from 'vitest';
import type { EventStore } from '@dealbook/infra/event-store/port';
import { newEvent } from '../test-support';
import { project } from '../deals/spec-support';
import { DAILY_ACTIVITY, dailyActivityProjection } from './daily-activity';

const on = (day: string, type: string, data: Record<string, unknown> = {}) => {
  const e = newEvent(type, data, 'u-1');
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

  it('counts match runs, contacts and the invitations accepted or declined, per answer', async () => {
    // An answer as the log holds it (the event store validates it on append): the projection decodes it.
    const answer = (day: string, status: string) =>
      on(day, 'InvitationStatusChanged', {
        match_id: 'm-1',
        status,
        feedback: [],
        comment: '',
        deal_version: 1,
        via: 'app',
        project_name: 'Harbor Point',
        provider_name: 'Pat Provider',
        company_name: 'Granite Peak Equity',
        sponsor: null,
        at: `${day}T10:00:00.000Z`,
        by: 'p-1',
      });
    const writeMatching = async (store: EventStore) => {
      await store.append(
        'deal-2',
        [
          on('2026-11-24', 'DealMatched'),
          on('2026-11-24', 'DealMatched'),
          on('2026-11-24', 'MatchContacted'),
          answer('2026-11-24', 'viewed'),
          answer('2026-11-24', 'accepted'),
          answer('2026-11-25', 'declined'),
          answer('2026-11-25', 'accepted'),
          answer('2026-11-25', 'archived'),
          on('2026-11-25', 'MatchRated'),
        ],
        'no_stream',
      );
    };
    const docs = await project(writeMatching, dailyActivityProjection, DAILY_ACTIVITY, 2);
    expect(docs.map((d) => [d._id, d.status ?? null, d.n])).toEqual([
      ['2026-11-24:DealMatched', null, 2],
      ['2026-11-24:InvitationStatusChanged:accepted', 'accepted', 1],
      ['2026-11-24:MatchContacted', null, 1],
      ['2026-11-25:InvitationStatusChanged:accepted', 'accepted', 1],
      ['2026-11-25:InvitationStatusChanged:declined', 'declined', 1],
    ]);
  });

  it('counts the Excel models built per day, not their requests, failures or unlocks', async () => {
    const writeModels = async (store: EventStore) => {
      await store.append(
        'models-u-1',
        [
          on('2026-11-24', 'ModelUnlocked', { via: 'payment' }),
          on('2026-11-24', 'ModelBuildRequested'),
          on('2026-11-24', 'ModelBuilt'),
          on('2026-11-25', 'ModelBuildRequested'),
          on('2026-11-25', 'ModelBuildFailed'),
          on('2026-11-25', 'ModelBuildRequested'),
          on('2026-11-25', 'ModelBuilt'),
          on('2026-11-25', 'ModelBuilt'),
        ],
        'no_stream',
      );
    };
    const docs = await project(writeModels, dailyActivityProjection, DAILY_ACTIVITY, 2);
    expect(docs.map((d) => [d._id, d.n])).toEqual([
      ['2026-11-24:ModelBuilt', 1],
      ['2026-11-25:ModelBuilt', 2],
    ]);
  });
});
