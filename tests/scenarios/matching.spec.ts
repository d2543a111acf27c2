import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan } from '../support/plans';
import type { TestRuntime } from '../support/runtime';
import { after, caughtUp, dealsApi, ok, startDealsRuntime, type DealOut } from './deals-helpers';
import { PASSWORD, activeAccount, mails, sessionCookie, signIn, startIdentityRuntime, waitForMails } from './identity-helpers';
import { approveJoin } from './account-helpers';

type Api = ReturnType<typeof dealsApi>;
const strategy = '/api/app/users/secure/profile/strategy';
const secure = (id: string) => `/api/app/deals/secure/${id}`;

interface MatchList {
  run: {
    deal_version: number;
    position: string;
    divisions_considered: number;
    suggestions: { hint: string; companies: number }[];
    near_misses: { company_name: string; missed: string; hint?: string }[];
    changes: { added: string[]; removed: string[]; rescored: unknown[] };
  };
  matches: {
    id: string;
    company: { name: string; users: { email: string }[] };
    division_name: string;
    score: number;
    contacted: boolean;
    rating: number;
    criteria: { criterion: string; outcome: string; hint?: string }[];
    invitations: { name: string; status: string; feedback: { name: string; label: string; rating: number }[]; comment: string }[];
  }[];
}

describe('sourcing profiles, matching, invitations and feedback', () => {
  let rt: TestRuntime;
  let ann: Api;
  let pat: Api;
  let quinn: Api;
  let dealId: string;
  const signedIn = async (email: string) => dealsApi(rt, sessionCookie(await signIn(rt, email, PASSWORD)));
  const profile = (api: Api, company: string, first_name: string) =>
    api.call('PUT', '/api/app/users/secure/profile', { first_name, last_name: 'Tester', company });
  const matchesOf = async (api: Api, headers = {}) =>
    ok<MatchList>(await api.call('GET', `${secure(dealId)}/matches/retrieve`, undefined, headers));

  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    // Matching is the CapMatch add-on: the sponsor subscribes; the providers, Pat and Quinn, have no plan.
    await givePlan(rt.adapters.store, await activeAccount(rt, 'ann@example.com'));
    const patId = await activeAccount(rt, 'pat@example.com');
    await activeAccount(rt, 'quinn@example.com');
    ann = await signedIn('ann@example.com');
    pat = await signedIn('pat@example.com');
    quinn = await signedIn('quinn@example.com');
    const admin = dealsApi(rt, await rt.cookieFor({ id: 'u-admin', email: 'admin@example.com', admin: true }));
    expect(ok(await admin.call('POST', '/api/admin/demo/providers'))).toEqual({ companies: 8, divisions: 9, people: 8 });
    // Pat works at one of the demo lenders: naming the company asks to join it, and an admin approves.
    await approveJoin(rt, patId, await profile(pat, 'Lone Star Construction Lending', 'Pat'));
    // Ann founds her own firm by naming it: every provider-facing surface must name it as the sponsor's.
    ok(await profile(ann, 'Harbor Sponsors', 'Ann'));
    dealId = ok<DealOut>(await ann.call('POST', `/api/app/deals/secure/sample`), 201).id;
    await caughtUp(rt);
  });
  afterAll(() => rt.dispose());

  it('keeps a sourcing profile per company: divisions named uniquely, strategies checked, saved whole', async () => {
    expect(ok(await quinn.call('GET', `${strategy}/info`))).toMatchObject({ company: null });
    const early = await quinn.call('PUT', `${strategy}/create?industry=commercial-real-estate`, { name: 'Bridge' });
    expect(early.json()).toMatchObject({ statusCode: 422, code: 'NO_COMPANY' });
    ok(await profile(quinn, 'Bayou Bridge Lenders', 'Quinn'));
    const created = ok<{ id: string }>(
      await quinn.call('PUT', `${strategy}/create?industry=commercial-real-estate`, { name: 'Bridge' }),
      201,
    );
    const twice = await quinn.call('PUT', `${strategy}/create?industry=commercial-real-estate`, { name: ' bridge ' });
    expect(twice.json()).toMatchObject({ statusCode: 409, code: 'DIVISION_NAME_TAKEN', title: 'Unable to Save Sourcing Profile' });
    expect((await quinn.call('PUT', `${strategy}/create?industry=commercial-real-estate`, { name: '  ' })).json()).toMatchObject({
      code: 'DIVISION_NAME_REQUIRED',
    });

    const division = { id: created.id, name: 'Construction', Strategies: { Cap_Struct: ['senior-debt'], Territory: ['TX', 'LA'] } };
    const inverted = await quinn.call('POST', `${strategy}/update`, {
      ...division,
      Strategies: { CapitalTransSize: { min: 9e6, max: 9e6 } },
    });
    expect(inverted.json()).toMatchObject({ statusCode: 422, code: 'INVERTED_TRANSACTION_SIZE' });
    const unknown = await quinn.call('POST', `${strategy}/update`, { ...division, Strategies: { Territory: ['ZZ'] } });
    expect(unknown.json()).toMatchObject({ statusCode: 422, code: 'UNKNOWN_OPTION' });

    const full = {
      ...division,
      Strategies: {
        Asset_Class: [
          { value: 'DEBT', selected: true },
          { value: 'DEQT', selected: false },
        ],
        Cap_Struct: ['senior-debt'],
        Property: ['multifamily'],
        Territory: ['TX', 'LA'],
        Business_Plan: ['development'],
        CapitalTransSize: { min: '$10,000,000', max: null },
      },
    };
    const saved = ok<{ name: string; Strategies: Record<string, { value: string; selected: boolean }[]> }>(
      await quinn.call('POST', `${strategy}/update`, full),
    );
    expect(saved.name).toBe('Construction');
    expect(saved.Strategies.Asset_Class!.filter((o) => o.selected).map((o) => o.value)).toEqual(['DEBT']);
    expect(saved.Strategies.Territory!.filter((o) => o.selected).map((o) => o.value)).toEqual(['LA', 'TX']);
    await caughtUp(rt);
    const read = ok<{ Strategies: { CapitalTransSize: unknown } }>(await quinn.call('GET', `${strategy}?division=${created.id}`));
    expect(read.Strategies.CapitalTransSize).toEqual({ min: 10_000_000, max: null });
    expect(ok(await quinn.call('GET', `${strategy}/info`))).toMatchObject({
      company: { name: 'Bayou Bridge Lenders' },
      industries: [{ id: 'commercial-real-estate', divisions: [{ id: created.id, name: 'Construction' }] }],
    });
    // Another company's division is not Ann's to read.
    expect((await ann.call('GET', `${strategy}?division=${created.id}`)).statusCode).toBe(404);
  });

  it('matches the sample deal: two demo lenders and Quinn’s, each explained; near misses say what would bring them', async () => {
    const res = await ann.call('PUT', `${secure(dealId)}/modify/get_matched`);
    const list = ok<MatchList>(res);
    expect(list.matches.map((m) => [m.company.name, m.score])).toEqual([
      ['Lone Star Construction Lending', 100],
      // Business plan met (30 of 30); risk, horizon, product and applied strategy unstated (half of 20, 20, 15, 15).
      ['Bayou Bridge Lenders', 65],
      ['Sunbelt Bridge Capital', 23],
    ]);
    const lone = list.matches[0]!;
    expect(lone.division_name).toBe('Construction Loans');
    expect(lone.criteria.find((c) => c.criterion === 'CapitalTransSize')).toMatchObject({ outcome: 'met' });
    expect(lone.company.users.map((u) => u.email).sort()).toEqual(['pat@example.com', 'rosa@lone-star-construction.example']);
    expect(list.run).toMatchObject({ deal_version: 1, divisions_considered: 10 });
    expect(list.run.suggestions).toEqual([
      { hint: 'Lower the requested loan to $15M or less.', companies: 1 },
      { hint: 'Raise the requested loan to at least $50M.', companies: 1 },
    ]);
    const territory = list.run.near_misses.find((n) => n.company_name === 'Coastal Core Lenders');
    // The provider's own territory is theirs to change: the sponsor sees the miss, not a hint.
    expect(territory).toEqual(expect.objectContaining({ missed: 'Territory' }));
    expect(territory?.hint).toBeUndefined();

    const again = ok<MatchList>(await ann.call('PUT', `${secure(dealId)}/modify/get_matched`));
    expect(again.run.changes).toEqual({ added: [], removed: [], rescored: [] });
    expect(ok<MatchList>(await ann.call('GET', `${secure(dealId)}/matches/retrieve`, undefined, after(res))).matches).toHaveLength(3);
  });

  it('contacts a match: its people are invited and mailed, the deal locks, the provider sees it and accepts', async () => {
    const lone = (await matchesOf(ann)).matches[0]!;
    const contacted = ok<MatchList['matches'][number]>(await ann.call('PUT', `${secure(dealId)}/matches/${lone.id}/contact/demo`));
    expect(contacted).toMatchObject({ contacted: true, invitations: [{ status: 'none' }, { status: 'none' }] });
    const [invite] = await waitForMails(rt, 'pat@example.com', 2);
    expect(invite).toBeDefined();
    // Rosa, the demo person, turned collaboration mail off: nobody writes to a demo address.
    expect((await mails(rt)).filter((m) => m.to.includes('lone-star-construction.example'))).toEqual([]);
    // Contacted, the deal is out with capital providers: live on the sponsor's console, not a draft.
    await caughtUp(rt);
    const [card0] = ok<{ id: string; status: string }[]>(await ann.console('deals'));
    expect(card0).toMatchObject({ id: dealId, status: 'matched' });
    const locked = await ann.update(dealId, { project_name: 'Changed' });
    expect(locked.json()).toMatchObject({ statusCode: 403, code: 'DEAL_READ_ONLY' });

    await caughtUp(rt);
    const [card] = ok<Record<string, unknown>[]>(await pat.console('invitations'));
    expect(card).toMatchObject({
      deal_id: dealId,
      project_name: 'Sample: Riverside Commons',
      group: 'pending',
      sponsor_name: 'Ann Tester',
      sponsor_company: 'Harbor Sponsors',
      company_name: 'Lone Star Construction Lending',
    });
    const invited = (await waitForMails(rt, 'pat@example.com', 2)).find((m) => m.subject.includes('invites'));
    expect(invited?.subject).toBe(
      'Ann Tester of Harbor Sponsors invites Lone Star Construction Lending to review the deal “Sample: Riverside Commons”',
    );
    const review = ok<Record<string, unknown>>(await pat.call('GET', `${secure(dealId)}/invitations/retrieve`));
    expect(review).toMatchObject({
      status: 'none',
      deal_version: 1,
      changed_since: false,
      sponsor: { name: 'Ann Tester', company: 'Harbor Sponsors' },
      match: { score: 100 },
    });
    // A provider sees the deal offered, never the match list.
    expect((await pat.call('GET', `${secure(dealId)}/matches/retrieve`)).statusCode).toBe(404);
    expect(ok(await pat.call('PUT', `${secure(dealId)}/invitations/feedback`, { status: 'viewed' }))).toEqual({
      status: 'viewed',
      title: null,
    });
    const accepted = await pat.call('PUT', `${secure(dealId)}/invitations/feedback`, { status: 'accepted' });
    expect(ok(accepted)).toEqual({ status: 'accepted', title: 'Confirmation: Deal Accepted' });
    const viewedLate = await pat.call('PUT', `${secure(dealId)}/invitations/feedback`, { status: 'viewed' });
    expect(viewedLate.statusCode).toBe(200);
    const mine = (await matchesOf(ann, after(accepted))).matches[0]!;
    expect(mine.invitations.find((i) => i.name === 'Pat Tester')).toMatchObject({ status: 'accepted' });
    await waitForMails(rt, 'ann@example.com', 2);
    expect((await mails(rt)).some((m) => m.subject.includes('Pat Tester (Lone Star Construction Lending) accepted'))).toBe(true);
  });

  it('declines through the mailed link with reasons, once; the sponsor sees the reasons', async () => {
    const bayou = (await matchesOf(ann)).matches.find((m) => m.company.name === 'Bayou Bridge Lenders')!;
    ok(await ann.call('PUT', `${secure(dealId)}/matches/${bayou.id}/contact`));
    const [mail] = await waitForMails(rt, 'quinn@example.com', 2).then((all) => all.filter((m) => m.subject.includes('invites')));
    const link = /\/decline\/([^\s)]+)/.exec(mail!.text)![1]!;
    const token = decodeURIComponent(link);
    const anonymous = dealsApi(rt, null);
    expect(ok(await anonymous.call('GET', `/api/app/deals/${encodeURIComponent(token)}/invitations/preview`))).toMatchObject({
      project_name: 'Sample: Riverside Commons',
      sponsor_name: 'Ann Tester',
      sponsor_company: 'Harbor Sponsors',
      company_name: 'Bayou Bridge Lenders',
    });
    const url = `/api/app/deals/${encodeURIComponent(token)}/invitations/feedback`;
    const bare = await anonymous.call('PUT', url, { status: 'declined', feedback: [] });
    expect(bare.json()).toMatchObject({ statusCode: 422, code: 'REASONS_REQUIRED' });
    const reasons = [
      { name: 'dealSize', rating: 4 },
      { name: 'trackRecord', rating: 2 },
    ];
    const declined = await anonymous.call('PUT', url, { status: 'declined', feedback: reasons, comment: 'Too large for us this quarter.' });
    expect(ok(declined)).toEqual({ status: 'declined', title: 'Confirmation: Declining Deal' });
    const reused = await anonymous.call('PUT', url, { status: 'declined', feedback: reasons });
    expect(reused.json()).toMatchObject({ statusCode: 410, code: 'DECLINE_TOKEN_USED', title: 'Error: Declining Deal' });
    const forged = await anonymous.call('PUT', `/api/app/deals/${dealId}.forged-token-value/invitations/feedback`, { feedback: reasons });
    expect(forged.json()).toMatchObject({ statusCode: 410, code: 'DECLINE_TOKEN_INVALID' });

    const seen = (await matchesOf(ann, after(declined))).matches.find((m) => m.id === bayou.id)!;
    expect(seen.invitations[0]).toMatchObject({ status: 'declined', comment: 'Too large for us this quarter.' });
    expect(seen.invitations[0]!.feedback.filter((f) => f.rating > 0)).toEqual([
      { name: 'dealSize', label: 'Deal Size / Total Capitalization', rating: 4 },
      { name: 'trackRecord', label: 'Sponsor/Developer', rating: 2 },
    ]);
    const [card] = ok<Record<string, unknown>[]>(await quinn.console('invitations', after(declined)));
    expect(card).toMatchObject({ status: 'declined', group: 'declined' });
    expect((await quinn.call('PUT', `${secure(dealId)}/invitations/feedback`, { status: 'accepted' })).json()).toMatchObject({
      statusCode: 409,
      code: 'ALREADY_DECIDED',
    });
  });

  it('rates a match 1 to 5 and refuses anything else; only the sponsor side may rate or match', async () => {
    const lone = (await matchesOf(ann)).matches[0]!;
    expect((await ann.call('PUT', `${secure(dealId)}/matches/${lone.id}/rate`, { rating: 0 })).json()).toMatchObject({
      statusCode: 422,
      code: 'RATING_RANGE',
    });
    expect(ok(await ann.call('PUT', `${secure(dealId)}/matches/${lone.id}/rate`, { rating: 4 }))).toEqual({ match_id: lone.id, rating: 4 });
    expect((await ann.call('PUT', `${secure(dealId)}/matches/nobody/rate`, { rating: 3 })).json()).toMatchObject({
      code: 'MATCH_NOT_FOUND',
    });
    expect((await pat.call('PUT', `${secure(dealId)}/matches/${lone.id}/rate`, { rating: 5 })).statusCode).toBe(403);
    expect((await pat.call('PUT', `${secure(dealId)}/modify/get_matched`)).statusCode).toBe(403);
    // Someone never offered the deal finds no deal at all.
    expect((await quinn.call('GET', `${secure('no-such-deal')}/invitations/retrieve`)).statusCode).toBe(404);
    expect((await ann.call('PUT', `${secure(dealId)}/invitations/feedback`, { status: 'accepted' })).statusCode).toBe(403);
  });
});

describe('matching in the admin area', () => {
  let rt: TestRuntime;
  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
  });
  afterAll(() => rt.dispose());

  it('lists every division and invitation to admins and auditors, and to nobody else', async () => {
    const admin = dealsApi(rt, await rt.cookieFor({ id: 'u-admin', email: 'admin@example.com', admin: true }));
    const auditor = dealsApi(rt, await rt.cookieFor({ id: 'u-audit', email: 'audit@example.com', auditor: true }));
    const user = dealsApi(rt, await rt.cookieFor({ id: 'u-ann', email: 'ann@example.com' }));
    ok(await admin.call('POST', '/api/admin/demo/providers'));
    // Loading them again adds nothing: every command id is the same.
    ok(await admin.call('POST', '/api/admin/demo/providers'));
    const { id } = ok<DealOut>(await admin.call('POST', '/api/app/deals/secure/sample'), 201);
    await caughtUp(rt);
    const run = ok<MatchList>(await admin.call('PUT', `${secure(id)}/modify/get_matched`));
    ok(await admin.call('PUT', `${secure(id)}/matches/${run.matches[0]!.id}/contact/demo`));
    await caughtUp(rt);
    const divisions = await auditor.call('GET', '/api/admin/divisions?sort=["name","ASC"]&range=[0,4]&filter={"q":"lending"}');
    // 'lending' in the division's or the company's name.
    expect(divisions.headers['content-range']).toBe('divisions 0-2/3');
    expect(ok<{ name: string; company_name: string }[]>(divisions).map((d) => d.name)).toEqual([
      'Bridge Loans',
      'Construction Loans',
      'Transitional Lending',
    ]);
    const invitations = ok<{ id: string; status: string; company_name: string }[]>(
      await auditor.call('GET', `/api/admin/invitations?filter=${encodeURIComponent(JSON.stringify({ deal_id: id }))}`),
    );
    expect(invitations).toEqual([expect.objectContaining({ status: 'none', company_name: 'Lone Star Construction Lending' })]);
    expect(ok(await auditor.call('GET', `/api/admin/invitations/${encodeURIComponent(invitations[0]!.id)}`))).toMatchObject({
      deal_id: id,
    });
    // The dashboard's answered figures lead to the list narrowed by status and answer time.
    const since = async (at: string) =>
      ok<unknown[]>(
        await auditor.call(
          'GET',
          `/api/admin/invitations?filter=${encodeURIComponent(JSON.stringify({ deal_id: id, status: 'none', status_at_gte: at }))}`,
        ),
      );
    expect(await since('2000-01-01T00:00:00.000Z')).toHaveLength(1);
    expect(await since('2999-01-01T00:00:00.000Z')).toHaveLength(0);
    expect((await user.call('GET', '/api/admin/invitations')).statusCode).toBe(403);
    expect((await auditor.call('POST', '/api/admin/demo/providers')).statusCode).toBe(403);
  });
});

describe('matching closed to accounts without the plan (MATCHING_OPEN=false)', () => {
  let rt: TestRuntime;
  beforeAll(async () => {
    ({ rt } = await startIdentityRuntime({ MATCHING_OPEN: 'false' }));
  });
  afterAll(() => rt.dispose());

  it('refuses a non-admin with the CapMatch message and lets an admin match', async () => {
    const ann = dealsApi(rt, await rt.cookieFor({ id: 'u-ann', email: 'ann@example.com' }));
    const { id } = ok<DealOut>(await ann.call('POST', '/api/app/deals/secure/sample'), 201);
    await caughtUp(rt);
    const refused = await ann.call('PUT', `${secure(id)}/modify/get_matched`);
    expect(refused.json()).toMatchObject({ statusCode: 403, code: 'MATCHING_NOT_IN_PLAN', title: 'Oops! Something is not right' });
    expect((await ann.call('GET', `${secure(id)}/matches/retrieve`)).json()).toMatchObject({ code: 'MATCHING_NOT_IN_PLAN' });
    const admin = dealsApi(rt, await rt.cookieFor({ id: 'u-admin', email: 'admin@example.com', admin: true }));
    const { id: own } = ok<DealOut>(await admin.call('POST', '/api/app/deals/secure/sample'), 201);
    expect(ok<MatchList>(await admin.call('PUT', `${secure(own)}/modify/get_matched`)).matches).toEqual([]);
  });
});
