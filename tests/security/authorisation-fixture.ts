import { expect } from 'vitest';
import { givePlan } from '../support/plans';
import type { TestRuntime } from '../support/runtime';
import { multipart, tinyPdf, tinyPng } from '../support/uploads';
import { approveJoin, signedInAccount } from '../scenarios/account-helpers';
import { caughtUp, dealsApi, harborPoint, ok, startDealsRuntime } from '../scenarios/deals-helpers';
import { signUp } from '../scenarios/identity-helpers';

/**
 * Test support for the authorisation matrix (not a spec file): two tenants on one runtime. Tenant A is the
 * victim: an owner with a paid plan and a team (a colleague at their company); four collaborators (view only,
 * share, edit, and one whose view was taken away); the capital provider a match invited, and one at a
 * matched company who was not contacted; two deals (one matched and contacted, one quiet); a file restricted
 * to its list, an image, a pending access request, a model build, a draft, a division, a survey, a coupon and
 * the admin's saved query. Tenant B is a stranger with a plan, a company and a deal of their own.
 */
export const roles = [
  'owner',
  'viewer',
  'sharer',
  'editor',
  'revoked',
  'provider',
  'uninvited',
  'colleague',
  'stranger',
  'auditor',
  'admin',
  'anonymous',
] as const;
export type Role = (typeof roles)[number];
export type Api = ReturnType<typeof dealsApi>;

const email = (who: string) => `${who}@tenant-a.example`;
/** The names everything of tenant A's is found by in a response body. */
export const names = {
  matchedDeal: 'Tenant A Matched Tower',
  quietDeal: 'Tenant A Quiet Yard',
  file: 'tenant-a-private.pdf',
  image: 'tenant-a-front.png',
  draft: 'Tenant A Draft Plot',
  division: 'Tenant A Lender Desk',
  savedQuery: 'Admin Secret Tenant Query',
  company: 'Tenant A Holdings',
  providerCompany: 'Lone Star Construction Lending',
  otherMatch: 'Sunbelt Bridge Capital',
  strangerDeal: 'Tenant B Own Deal',
};
/** What tenant A's private file holds: the deal's file managers and those on its list may read it. */
export const privateBytes = 'TENANT-A-PRIVATE-BYTES';
const privatePdf = Buffer.from(tinyPdf.toString('latin1').replace('%PDF-1.4\n', `%PDF-1.4\n%${privateBytes}\n`), 'latin1');

/** A visitor of the data room's link who asked to enter it; their request waits for the owner. */
export const asker = 'asker@fund-a.example';

/** What tenant A holds, by id; `deal` is the matched one unless a route says otherwise; `file` is private. */
export interface VictimIds {
  deal: string;
  quietDeal: string;
  file: string;
  match: string;
  build: string;
  draft: string;
  division: string;
  owner: string;
  provider: string;
  extra: string;
  member: string;
  newMember: string;
  spare: string;
  pending: string;
  company: string;
  subscription: string;
  invitation: string;
  activity: string;
  mail: string;
  survey: string;
  coupon: string;
}

export interface Fixture {
  rt: TestRuntime;
  api: Record<Role, Api>;
  a: VictimIds;
  /** The stranger's own deal: with A's file, match or build ids it asks for A's things through B's deal. */
  strangerDeal: string;
  /** Each private value of tenant A's and the roles that may read it anywhere. */
  secrets: { value: string; seenBy: readonly Role[] }[];
  /** A fresh number for a body that must differ from the last (a new email to share with …). */
  next(): number;
}

/** Who may see each of A's deals: nobody invited a provider to the quiet one. */
export const sees = {
  matched: ['owner', 'viewer', 'sharer', 'editor', 'provider', 'admin', 'auditor'],
  quiet: ['owner', 'viewer', 'sharer', 'editor', 'admin', 'auditor'],
} as const satisfies Record<string, readonly Role[]>;

export async function buildFixture(): Promise<Fixture> {
  // Copies and deletes past a month's allowance are a plan rule, not what this test is about.
  const { rt } = await startDealsRuntime({ DEAL_MONTHLY_DELETES: '1000', DEAL_MONTHLY_REPLICATES: '1000' });
  let n = 0;
  const people: Partial<Record<Role, { id: string; cookie: string }>> = {};
  const account = async (who: string, first: string, company = '') => {
    const person = await signedInAccount(rt, email(who));
    const profile = { first_name: first, last_name: 'Tenant', company, contact_telephone: '+1 617 555 0100' };
    // Naming an existing company asks to join it: an admin approves (domain/src/account/README.md, "Membership").
    await approveJoin(rt, person.id, await dealsApi(rt, person.cookie).call('PUT', '/api/app/users/secure/profile', profile));
    return person;
  };
  for (const [role, first] of [
    ['viewer', 'Vera'],
    ['sharer', 'Sam'],
    ['editor', 'Eddie'],
    ['revoked', 'Rex'],
  ] as const) {
    people[role] = await account(role, first);
  }
  people.owner = await account('owner', 'Olive', names.company);
  people.colleague = await account('colleague', 'Mia', names.company);
  const newMember = await account('new-member', 'Nia', names.company);
  const spare = await account('spare', 'Sid');
  const extra = await account('extra', 'Ezra');
  const stranger = await signedInAccount(rt, 'stranger@tenant-b.example');
  ok(
    await dealsApi(rt, stranger.cookie).call('PUT', '/api/app/users/secure/profile', { first_name: 'Stan', company: 'Tenant B Partners' }),
  );
  people.stranger = stranger;
  expect((await signUp(rt, email('pending'))).statusCode).toBe(201);

  const api = { anonymous: dealsApi(rt, null) } as Record<Role, Api>;
  api.admin = dealsApi(rt, await rt.cookieFor({ id: 'u-admin', email: 'admin@platform.example', admin: true }));
  api.auditor = dealsApi(rt, await rt.cookieFor({ id: 'u-auditor', email: 'auditor@platform.example', auditor: true }));
  const admin = api.admin;
  ok(await admin.call('POST', '/api/admin/demo/providers'));
  // The provider works at a demo lender that the sample deal matches; another at one it matches less.
  people.provider = await account('provider', 'Pat', names.providerCompany);
  people.uninvited = await account('uninvited', 'Uma', names.otherMatch);
  for (const role of ['owner', 'viewer', 'sharer', 'editor', 'revoked', 'provider', 'uninvited', 'colleague', 'stranger'] as const) {
    api[role] = dealsApi(rt, people[role]!.cookie);
  }
  // Every person but the owner is on the richest plan, so that only access can refuse them; the owner
  // subscribes with a card, to pay for a colleague's plan.
  for (const role of ['viewer', 'sharer', 'editor', 'revoked', 'provider', 'uninvited', 'stranger'] as const) {
    await givePlan(rt.adapters.store, people[role]!.id);
  }
  const owner = api.owner;
  const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };
  const token = ok<{ id: string }>(await owner.call('POST', '/api/sandbox/card-tokens', card), 201).id;
  ok(await owner.call('POST', '/api/app/users/secure/subscription', { plan: 'regPremium-7-monthly', token }), 201);
  const team = { user_id: people.colleague.id, plan: 'regPremium-7-monthly-team' };
  ok(await owner.call('POST', '/api/app/users/secure/subscription/team', team), 201);

  // The matched deal: the sample (it matches the demo lenders), shared, saved renamed, filed, matched, contacted.
  const deal = ok<{ id: string }>(await owner.call('POST', '/api/app/deals/secure/sample'), 201).id;
  const quietDeal = ok<{ id: string }>(await owner.create({ ...harborPoint, project_name: names.quietDeal }), 201).id;
  ok(await owner.update(quietDeal, { ...harborPoint, project_name: names.quietDeal, closing_basis: 11_000_000 }));
  for (const id of [deal, quietDeal]) {
    for (const [role, flags] of [
      ['viewer', {}],
      ['sharer', { can_share: true }],
      ['editor', { can_edit: true }],
      ['revoked', {}],
    ] as const) {
      ok(await owner.share(id, { email: email(role), first_name: '', last_name: '' }, flags), 201);
    }
    // One more with view only: whose flags the permission routes set.
    ok(await owner.share(id, { email: email('extra'), first_name: '', last_name: '' }), 201);
    ok(await owner.permissions(id, [{ shared_user_id: people.revoked!.id, can_view: false }]));
  }
  // Saved once shared, as a deal is: the version the provider is offered carries its shares.
  const sample = ok<{ deal: Record<string, unknown> }>(await owner.retrieve(deal)).deal;
  ok(await owner.update(deal, { ...sample, project_name: names.matchedDeal }));
  const upload = async (path: 'attachments' | 'images', name: string, content: Buffer) => {
    const form = multipart({ name, content });
    return ok<{ id: string }>(await owner.call('POST', `/api/app/deals/secure/${deal}/${path}`, form.payload, form.headers), 201).id;
  };
  const file = await upload('attachments', names.file, privatePdf);
  await upload('images', names.image, tinyPng);
  // The file is restricted to its list (the sharer); the owner and the editor run the deal's files.
  const sharing = `/api/app/deals/secure/${deal}/attachments/filesharing/permissions`;
  ok(await owner.call('POST', `${sharing}/save`, { attachment: file, restricted_access: true }));
  ok(await owner.call('POST', `${sharing}/auth`, { attachment: file, email: email('sharer') }));
  const room = `/api/app/deals/secure/${deal}/attachments/dataroom/permissions`;
  ok(await owner.call('POST', `${room}/update`, { permission: { restricted_access: true } }));
  await askForTheRoom(api.anonymous, deal);

  const matched = ok<{ matches: { id: string; company: { name: string } }[] }>(
    await owner.call('PUT', `/api/app/deals/secure/${deal}/modify/get_matched`),
  );
  const match = matched.matches.find((m) => m.company.name === names.providerCompany)!.id;
  expect(matched.matches.map((m) => m.company.name)).toContain(names.otherMatch);
  ok(await owner.call('PUT', `/api/app/deals/secure/${deal}/matches/${match}/contact/demo`));
  const build = ok<{ build_id: string }>(await owner.call('POST', `/api/app/deals/secure/${deal}/attachments/model/build`), 202).build_id;
  const draft = ok<{ partial_id: string }>(await owner.createPartial({ project_name: names.draft }), 201).partial_id;
  const division = ok<{ id: string }>(
    await api.provider.call('PUT', '/api/app/users/secure/profile/strategy/create?industry=commercial-real-estate', {
      name: names.division,
    }),
    201,
  ).id;

  const strangerDeal = ok<{ id: string }>(await api.stranger.create({ ...harborPoint, project_name: names.strangerDeal }), 201).id;

  // The platform's own records of tenant A, as admins find them.
  const survey = ok<{ id: string }>(await admin.call('POST', '/api/admin/surveys', { email: email('owner') }), 201).id;
  const coupon = { code: 'TENANTA50', percent_off: 50, duration: 'once' };
  ok(await admin.call('POST', '/api/admin/coupons', coupon), 201);
  const saved = { queries: [{ label: names.savedQuery, value: { filter: { q: 'x' } } }] };
  ok(await admin.call('PUT', '/api/admin/saved-queries/deals', saved));
  await caughtUp(rt);
  const first = async <T extends { id: string }>(
    resource: string,
    filter: Record<string, unknown>,
    pick: (row: T) => boolean = () => true,
  ) => {
    const rows = ok<T[]>(
      await admin.call('GET', `/api/admin/${resource}?range=[0,199]&filter=${encodeURIComponent(JSON.stringify(filter))}`),
    );
    const row = rows.find(pick);
    expect(row, `a ${resource} row of tenant A`).toBeDefined();
    return row!.id;
  };
  const a: VictimIds = {
    deal,
    quietDeal,
    file,
    match,
    build,
    draft,
    division,
    owner: people.owner.id,
    provider: people.provider.id,
    extra: extra.id,
    member: people.colleague.id,
    newMember: newMember.id,
    spare: spare.id,
    pending: await first<{ id: string; email: string }>('users', { q: email('pending') }),
    company: await first<{ id: string; name: string }>('companies', {}, (c) => c.name === names.company),
    subscription: await first<{ id: string; user_id: string }>('subscriptions', {}, (s) => s.user_id === people.owner!.id),
    invitation: await first<{ id: string }>('invitations', { deal_id: deal }),
    activity: await first<{ id: string; deal_id: string | null }>('activity', {}, (row) => row.deal_id === deal),
    mail: await first<{ id: string; to: string }>('outbox', {}, (m) => m.to.includes(email('owner'))),
    survey,
    coupon: coupon.code,
  };

  const collaborators = ['viewer', 'sharer', 'editor', 'extra'].map(email);
  const secrets: Fixture['secrets'] = [
    { value: names.matchedDeal, seenBy: sees.matched },
    { value: names.quietDeal, seenBy: sees.quiet },
    { value: names.file, seenBy: sees.matched },
    { value: names.image, seenBy: sees.matched },
    { value: privateBytes, seenBy: ['owner', 'editor', 'sharer', 'admin', 'auditor'] },
    { value: names.draft, seenBy: ['owner', 'admin', 'auditor'] },
    { value: names.division, seenBy: ['provider', 'admin', 'auditor'] },
    { value: names.savedQuery, seenBy: ['admin'] },
    { value: email('owner'), seenBy: [...sees.matched, 'colleague'] },
    // Colleagues see each other on the deal's distribution; a provider never sees them (domain/access).
    ...collaborators.map((value) => ({ value, seenBy: sees.quiet })),
    { value: email('revoked'), seenBy: [...sees.quiet, 'revoked'] as Role[] },
    // The match list shows the sponsor's side the people of each matched company.
    ...['provider', 'uninvited'].map((who) => ({ value: email(who), seenBy: [...sees.matched, who] as Role[] })),
    ...['colleague', 'new-member'].map((who) => ({ value: email(who), seenBy: ['owner', 'colleague', 'admin', 'auditor'] as Role[] })),
    ...['spare', 'pending'].map((who) => ({ value: email(who), seenBy: ['admin', 'auditor'] as Role[] })),
    { value: asker, seenBy: ['owner', 'editor', 'admin', 'auditor'] as Role[] },
  ];
  await caughtUp(rt);
  return { rt, api, a, strangerDeal, secrets, next: () => n++ };
}

/** A visitor's request to enter the matched deal's data room (again, once the owner has answered one). */
export async function askForTheRoom(anonymous: Api, dealId: string): Promise<void> {
  const request = { email: asker, attachment_key: 'dataroom', details: { source: 'Shared Link' } };
  const res = await anonymous.call('POST', `/api/app/deals/${dealId}/attachments/request`, request);
  expect([201, 409], res.body).toContain(res.statusCode);
}
