import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDeal } from '@dealbook/command-service/deals/index';
import { dealEventTypes, eventTypes } from '@dealbook/domain';
import type { TestRuntime } from '../support/runtime';
import { multipart, tinyPdf } from '../support/uploads';
import { caughtUp, createDeal, dealsApi, harborPoint, ok, startDealsRuntime } from './deals-helpers';
import { PASSWORD, activeAccount, sessionCookie, signIn } from './identity-helpers';

describe('deal events in the activity list', () => {
  let rt: TestRuntime;
  let admin: ReturnType<typeof dealsApi>;
  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    admin = dealsApi(rt, await rt.cookieFor({ id: 'u-admin', email: 'admin@example.com', admin: true }));
  });
  afterAll(() => rt.dispose());

  it('shows every deal and draft event as a readable line', async () => {
    const { partial_id } = ok<{ partial_id: string }>(await admin.createPartial({ project_name: 'Harbor Point' }), 201);
    const deal = await createDeal(admin, { ...harborPoint, partial_id });
    const autosaved = ok(await admin.blur(deal.id, { ...deal.deal, city: 'Salem' }));
    const saved = ok(await admin.update(deal.id, { ...autosaved.deal, closing_basis: 2 }));
    ok(await admin.rename(deal.id, 'Harbor Point II'));
    ok(await admin.restore(deal.id, 1));
    ok(await admin.replicate(deal.id), 201);
    ok(await admin.remove(deal.id));
    ok(await admin.recover(deal.id));
    const bobId = await activeAccount(rt, 'bob@example.com');
    await caughtUp(rt);
    ok(await admin.share(deal.id, { email: 'bob@example.com', first_name: '', last_name: '' }), 201);
    ok(await admin.permissions(deal.id, [{ shared_user_id: bobId, can_edit: true }]));
    const bob = dealsApi(rt, sessionCookie(await signIn(rt, 'bob@example.com', PASSWORD)));
    ok(await bob.archive(deal.id));
    ok(await bob.archive(deal.id, false));
    ok(await bob.duplicate(deal.id), 201);
    expect(saved.deal_version).toBe(2);
    const form = multipart({ name: 'memo.pdf', content: tinyPdf });
    const file = ok<{ id: string }>(
      await admin.call('POST', `/api/app/deals/secure/${deal.id}/attachments`, form.payload, form.headers),
      201,
    );
    ok(await admin.call('POST', `/api/app/deals/secure/${deal.id}/attachments/update`, { id: file.id, file_name: 'Memo' }));
    ok(await admin.call('DELETE', `/api/app/deals/secure/${deal.id}/attachments/${file.id}`));
    const room = `/api/app/deals/secure/${deal.id}/attachments/dataroom/permissions`;
    ok(await admin.call('POST', `${room}/update`, { permission: { restricted_access: true } }));
    const asked = { email: 'vic@capital.example', attachment_key: 'dataroom', details: { source: 'Shared Link' } };
    ok(await dealsApi(rt, null).call('POST', `/api/app/deals/${deal.id}/attachments/request`, asked), 201);
    ok(await admin.call('POST', `${room}/deny`, { email: 'vic@capital.example', reason: 'Not before the NDA' }));
    ok(await admin.call('POST', `${room}/auth`, { email: 'lp@fund.example' }));
    ok(await admin.call('POST', `${room}/remove`, { user: 'lp@fund.example' }));
    // Status changes arrive with matching; the event is written here as matching will write it.
    const context = { commandId: 'status-1', actorId: 'u-admin', correlationId: 'c', causationId: 'c', now: new Date() };
    const publish = {
      type: 'ChangeDealStatus' as const,
      data: { status: 'published' as const, now: context.now.toISOString(), actorId: 'u-admin' },
    };
    const run = (command: Parameters<typeof runDeal>[2], step: string) =>
      runDeal(
        { store: rt.adapters.store, types: eventTypes },
        deal.id,
        command,
        { ...context, commandId: step },
        { id: 'u-admin', admin: true },
      );
    await run(publish, 'status-1');
    // Matching, last: contacting locks the deal. The match run as the route records it, with Bob's company matched.
    const now = context.now.toISOString();
    const match = {
      match_id: 'c-bob',
      company_id: 'c-bob',
      company_name: 'Bob Capital',
      division_id: 'd',
      division_name: 'Loans',
      score: 90,
      criteria: [],
    };
    const matchRun = { matches: [match], near_misses: [], suggestions: [], divisions_considered: 3 };
    await run(
      { type: 'RunMatch', data: { run: matchRun, dealVersion: 3, streamRevision: 9, position: '0', now, actorId: 'u-admin' } },
      'match-1',
    );
    const invitee = { user_id: bobId, email: 'bob@example.com', name: 'Bob', token_hash: 'h', sealed_token: 's' };
    const contact = { matchId: 'c-bob', invitees: [invitee], demo: false, dealVersion: 3, projectName: 'Harbor Point II', byName: 'Admin' };
    await run({ type: 'ContactMatch', data: { ...contact, now, actorId: 'u-admin' } }, 'contact-1');
    await run({ type: 'RateMatch', data: { matchId: 'c-bob', rating: 4, now, actorId: 'u-admin' } }, 'rate-1');
    ok(await bob.call('PUT', `/api/app/deals/secure/${deal.id}/invitations/feedback`, { status: 'accepted' }));
    await caughtUp(rt);
    const res = await admin.call('GET', '/api/admin/activity?range=[0,99]');
    const lines = (res.json() as { type: string; summary: string }[]).filter((a) => a.type in dealEventTypes);
    const types = new Set(lines.map((l) => l.type));
    expect([...types].sort()).toEqual(Object.keys(dealEventTypes).sort());
    const summaries = lines.map((l) => l.summary);
    expect(summaries).toContain('Deal “Harbor Point” created as version 1 from its autosaved draft');
    expect(summaries).toContain('Deal autosaved (1 change: city)');
    expect(summaries).toContain('Deal renamed from “Harbor Point” to “Harbor Point II”');
    expect(summaries.some((s) => s.startsWith('Deal restored to version 1'))).toBe(true);
    expect(summaries).toContain('Deal status changed from draft to published');
    expect(summaries).toContain('Deal “Harbor Point” shared with bob@example.com (view)');
    expect(summaries).toContain(`Collaborator ${bobId} may now: view, edit`);
    for (const line of lines) expect(line.summary, line.type).not.toMatch(/ on deal-|on draft-/);
  });
});
