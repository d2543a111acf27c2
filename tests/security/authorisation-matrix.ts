import { approveJoin, signedInAccount } from '../scenarios/account-helpers';
import { dealsApi, harborPoint } from '../scenarios/deals-helpers';
import { multipart, tinyPdf, tinyPng } from '../support/uploads';
import { askForTheRoom, asker, names, type Fixture, type Role, type VictimIds } from './authorisation-fixture';
import { outOfScope } from './authorisation-out-of-scope';

/**
 * Every route the services serve, with its entry: a route about something of someone's (a deal, a file, a
 * match, a subscription, a draft, a division, an admin record) names who may succeed on tenant A's ids and
 * how to ask; the others (authorisation-out-of-scope.ts) say why they are out of the matrix. A route the
 * services serve without an entry here fails the matrix. Entries run in this order: reads before the
 * changes that would spoil them.
 */
export type Scope = 'deal' | 'file' | 'match' | 'subscription' | 'draft' | 'division' | 'company' | 'admin';
type Ids = VictimIds;

export interface Scoped {
  scope: Scope;
  /** Who may succeed (2xx) with tenant A's ids; every other role must be refused (401, 403, 404). */
  allowed: readonly Role[];
  /** Path parameters by name (default: `id` the deal, `attachment_id` the file, `match_id` the match …). */
  params?: (t: Ids) => Record<string, string>;
  query?: (t: Ids) => string;
  body?: (t: Ids, fx: Fixture) => unknown;
  upload?: { name: string; content: Buffer };
  /** Asked of the quiet deal: contacting a match locks the matched deal's fields. */
  quiet?: true;
  /** The path or body names a file, match or build of A's: the stranger also asks through their own deal. */
  throughOwnDeal?: true;
  /** Before each permitted call: what it consumes (a file to delete, a request to deny), as ids to use. */
  prepare?: (fx: Fixture) => Promise<Partial<Ids> | void>;
  /** Roles that know what the ids name though the route refuses them (a colleague knows their colleagues). */
  knownTo?: readonly Role[];
  /** Another refusal this route gives, and why it is one. */
  refusal?: { status: number; why: string };
  /** What a permitted call may get instead of a 2xx, past every access check, and why. */
  permitted?: { status: number; why: string };
}

/** The caller's own account, a public or mailed link, signing in: why the route is out of the matrix. */
export interface Unscoped {
  scope: 'own' | 'public' | 'identity';
  why: string;
  /** An own read: asked by every role, its answer checked for what of A's each role may not see. */
  read?: (t: Ids) => string;
}
export type Entry = Scoped | Unscoped;

const view: Role[] = ['owner', 'viewer', 'sharer', 'editor', 'provider', 'admin', 'auditor'];
const colleagues: Role[] = ['owner', 'viewer', 'sharer', 'editor', 'admin', 'auditor'];
const editors: Role[] = ['owner', 'editor'];
const fileReviewers: Role[] = ['owner', 'editor', 'admin', 'auditor'];
const collaborators: Role[] = ['viewer', 'sharer', 'editor'];
const onTheList: Role[] = ['owner', 'sharer', 'editor', 'admin', 'auditor'];
const owner: Role[] = ['owner'];
const reviewers: Role[] = ['admin', 'auditor'];
const admin: Role[] = ['admin'];

const deal = (allowed: Role[], more: Partial<Scoped> = {}): Scoped => ({ scope: 'deal', allowed, ...more });
const file = (allowed: Role[], more: Partial<Scoped> = {}): Scoped => ({ scope: 'file', allowed, throughOwnDeal: true, ...more });
const match = (allowed: Role[], more: Partial<Scoped> = {}): Scoped => ({ scope: 'match', allowed, ...more });
const review = (id?: (t: Ids) => string): Scoped => ({
  scope: 'admin',
  allowed: reviewers,
  ...(id ? { params: (t: Ids) => ({ id: id(t) }) } : {}),
});
const administer = (more: Partial<Scoped> = {}): Scoped => ({ scope: 'admin', allowed: admin, ...more });

const secure = '/api/app/deals/secure/{id}';
const at = '?at=2100-01-01T00:00:00Z';
const quietDeal = { ...harborPoint, project_name: names.quietDeal };
const reason = { reason: 'Not before the NDA' };
const noCompany = { status: 422, why: 'NO_COMPANY: the caller has no company to look the division up in' };
/** A spare file of the matched deal for a permitted delete, uploaded by its owner. */
const spareFile = async (fx: Fixture) => {
  const form = multipart({ name: 'spare.pdf', content: tinyPdf });
  const res = await fx.api.owner.call('POST', `/api/app/deals/secure/${fx.a.deal}/attachments`, form.payload, form.headers);
  return { file: (res.json() as { id: string }).id };
};
const pendingRequest = async (fx: Fixture) => askForTheRoom(fx.api.anonymous, fx.a.deal);
/** A newcomer who named tenant A's company, so asked to join it; approved too (`approved`), for a removal. */
const joiner =
  (approved = false) =>
  async (fx: Fixture): Promise<Partial<Ids>> => {
    const person = await signedInAccount(fx.rt, `joiner-${fx.next()}@joiners.example`);
    const saved = await dealsApi(fx.rt, person.cookie).call('PUT', '/api/app/users/secure/profile', {
      first_name: 'Jo',
      company: names.company,
    });
    if (approved) await approveJoin(fx.rt, person.id, saved);
    return { member: person.id };
  };
/** A route on the caller's own company, naming a person of A's: tenant A's manager (the owner) may. */
const company = (more: Partial<Scoped> = {}): Scoped => ({ scope: 'company', allowed: owner, knownTo: ['colleague'], ...more });
const request = (t: Ids) => ({ id: `${t.company}_${t.member}` });

export const matrix: Record<string, Entry> = {
  // Reads of a deal.
  [`GET ${secure}/retrieve`]: deal(view),
  [`GET ${secure}/version`]: deal(colleagues),
  [`GET ${secure}/history`]: deal(colleagues, { query: () => '?path=project_name' }),
  [`GET ${secure}/as-of`]: deal(colleagues, { query: () => at }),
  [`GET ${secure}/calculations`]: deal(view),
  [`GET ${secure}/share/collab`]: deal(colleagues),
  // A view is recorded: a change, which auditors make none of.
  [`POST ${secure}/summary/viewed`]: deal(view.filter((r) => r !== 'auditor')),
  [`GET ${secure}/matches/retrieve`]: match(colleagues),
  [`GET ${secure}/invitations/retrieve`]: match(['provider']),
  [`GET ${secure}/images/all`]: deal(view),
  [`GET ${secure}/attachments/all`]: deal(view),
  // The file is restricted to its list: the sharer is on it, the viewer and the provider are not.
  [`GET ${secure}/attachments/{attachment_id}/download`]: file(onTheList),
  'GET /api/pdf': file(onTheList, {
    query: (t) => `?url=${encodeURIComponent(`/api/app/deals/secure/${t.deal}/attachments/${t.file}/download`)}`,
  }),
  [`GET ${secure}/attachments/dataroom/permissions/retrieve`]: deal(fileReviewers),
  [`GET ${secure}/attachments/activity`]: deal(fileReviewers),
  [`GET ${secure}/attachments/verify/status/model`]: deal(view),
  [`GET ${secure}/attachments/model/track`]: deal(view),
  // Each person sees their own builds: the owner's build is theirs alone.
  [`GET ${secure}/attachments/model/{attachment_id}/upload/status`]: file(owner, {
    params: (t) => ({ id: t.deal, attachment_id: t.build }),
  }),
  // Changes to a deal.
  [`PUT ${secure}/modify/update`]: deal(editors, { quiet: true, body: () => ({ ...quietDeal, closing_basis: 12_000_000 }) }),
  [`PUT ${secure}/modify/update/blur`]: deal(editors, { quiet: true, body: () => ({ ...quietDeal, city: 'Salem' }) }),
  [`PUT ${secure}/modify/rename`]: deal(editors, { quiet: true, body: () => ({ project_name: names.quietDeal }) }),
  [`POST ${secure}/versions/{n}/restore`]: deal(editors, { quiet: true }),
  [`POST ${secure}/modify/replicate`]: deal(owner, { body: () => ({}) }),
  [`POST ${secure}/share/collab/copy`]: deal(['owner', 'sharer'], {
    body: (_t, fx) => ({ user: { email: `new-${fx.next()}@tenant-a.example`, first_name: '', last_name: '' } }),
  }),
  [`POST ${secure}/share/collab/permission`]: deal(['owner', ...collaborators], {
    throughOwnDeal: true,
    refusal: { status: 422, why: 'NOT_COLLABORATOR: A’s collaborator is none of the stranger’s deal' },
    body: (t) => ({ shared_deals: [{ shared_user_id: t.extra, can_view: true }] }),
  }),
  [`POST ${secure}/share/collab/archive`]: deal(collaborators, { body: () => ({ archived: true }) }),
  [`POST ${secure}/share/collab/duplicate`]: deal(collaborators, { body: () => ({}) }),
  // Deleted, then recovered: the quiet deal is back for what follows.
  [`DELETE ${secure}/modify/delete`]: deal(owner, { quiet: true }),
  [`POST ${secure}/modify/recover`]: deal(owner, { quiet: true }),

  // Matching and invitations.
  [`PUT ${secure}/modify/get_matched`]: match(owner),
  [`PUT ${secure}/matches/{match_id}/contact`]: match(owner, { throughOwnDeal: true }),
  [`PUT ${secure}/matches/{match_id}/contact/demo`]: match(owner, { throughOwnDeal: true }),
  [`PUT ${secure}/matches/{match_id}/rate`]: match(owner, { throughOwnDeal: true, body: () => ({ rating: 3 }) }),
  [`POST ${secure}/share/match`]: match(owner, { throughOwnDeal: true, body: (t) => ({ user: { id: t.provider } }) }),
  [`PUT ${secure}/invitations/feedback`]: match(['provider'], { body: () => ({ status: 'viewed' }) }),

  // Files and the data room.
  [`POST ${secure}/images`]: deal(editors, { upload: { name: 'front.png', content: tinyPng } }),
  [`POST ${secure}/attachments`]: deal(editors, { upload: { name: 'memo.pdf', content: tinyPdf } }),
  [`POST ${secure}/attachments/update`]: file(editors, { body: (t) => ({ id: t.file, file_name: names.file }) }),
  [`DELETE ${secure}/attachments/{attachment_id}`]: file(editors, { prepare: spareFile }),
  [`POST ${secure}/attachments/dataroom/permissions/update`]: deal(editors, { body: () => ({ permission: { restricted_access: true } }) }),
  [`POST ${secure}/attachments/dataroom/permissions/auth`]: deal(editors, {
    body: (_t, fx) => ({ email: `lp-${fx.next()}@fund-a.example` }),
  }),
  [`POST ${secure}/attachments/dataroom/permissions/auth/bulk`]: deal(editors, {
    body: (_t, fx) => ({ emails: [`a-${fx.next()}@fund-a.example`, `b-${fx.next()}@fund-a.example`] }),
  }),
  [`POST ${secure}/attachments/dataroom/permissions/remove`]: deal(editors, { body: () => ({ user: 'nobody@fund-a.example' }) }),
  [`POST ${secure}/attachments/filesharing/permissions/save`]: file(editors, {
    body: (t) => ({ attachment: t.file, restricted_access: true }),
  }),
  [`POST ${secure}/attachments/filesharing/permissions/auth`]: file(editors, {
    body: (t, fx) => ({ attachment: t.file, email: `c-${fx.next()}@fund-a.example` }),
  }),
  [`POST ${secure}/attachments/dataroom/permissions/deny`]: deal(editors, {
    prepare: pendingRequest,
    body: () => ({ email: asker, ...reason }),
  }),
  // The visitor asked through the room's link: their request is the room's.
  [`POST ${secure}/attachments/filesharing/permissions/deny`]: deal(editors, {
    prepare: pendingRequest,
    body: () => ({ attachment: 'dataroom', email: asker, ...reason }),
  }),
  [`POST ${secure}/attachments/model/build`]: deal(editors),
  'PUT /api/app/deals/{id}/attachments/model/unlock': deal(editors, { body: () => ({}) }),

  // A person's draft.
  'PUT /api/app/partials/secure/{partial_id}/update': { scope: 'draft', allowed: owner, body: () => ({ project_name: names.draft }) },
  'DELETE /api/app/partials/secure/{partial_id}/delete': { scope: 'draft', allowed: owner },

  // A colleague's plan, paid for by the owner.
  'POST /api/app/users/secure/subscription/team': {
    scope: 'subscription',
    allowed: owner,
    body: (t) => ({ user_id: t.newMember, plan: 'regPremium-7-monthly-team' }),
    refusal: { status: 409, why: 'NO_CARD_ON_FILE: a colleague may add a colleague to their own team, paid with a card they lack' },
    knownTo: ['colleague'],
  },
  'DELETE /api/app/users/secure/subscriptions/team/{user_id}/cancel': { scope: 'subscription', allowed: owner },

  // The admin area: every read for admins and auditors, every change for admins.
  'GET /api/app/users/secure/all': review(),
  'GET /api/admin/users': review(),
  'GET /api/admin/users/{id}': review((t) => t.owner),
  'GET /api/admin/deals': review(),
  'GET /api/admin/deals/{id}': review((t) => t.deal),
  'GET /api/admin/companies': review(),
  'GET /api/admin/companies/{id}': review((t) => t.company),
  'GET /api/admin/subscriptions': review(),
  'GET /api/admin/subscriptions/{id}': review((t) => t.subscription),
  'GET /api/admin/payments': review(),
  'GET /api/admin/coupons': review(),
  'GET /api/admin/coupons/{id}': review((t) => t.coupon),
  'GET /api/admin/invitations': review(),
  'GET /api/admin/invitations/{id}': review((t) => t.invitation),
  'GET /api/admin/divisions': review(),
  'GET /api/admin/divisions/{id}': review((t) => t.division),
  'GET /api/admin/surveys': review(),
  'GET /api/admin/surveys/{id}': review((t) => t.survey),
  'GET /api/admin/activity': review(),
  'GET /api/admin/activity/{id}': review((t) => t.activity),
  'GET /api/admin/activity/export.csv': review(),
  'GET /api/admin/activity/export.xlsx': review(),
  'GET /api/admin/outbox': review(),
  'GET /api/admin/outbox/{id}': review((t) => t.mail),
  'GET /api/admin/projections': review(),
  'GET /api/admin/projections/{id}': review(() => 'surveys'),
  'GET /api/admin/dead-letters': review(),
  'GET /api/admin/dashboard': review(),
  'GET /api/admin/audit/verify': review(),
  // Each reviewer's own saved queries: the admin's are not the auditor's to read.
  'GET /api/admin/saved-queries/{resource}': { scope: 'admin', allowed: reviewers, params: () => ({ resource: 'deals' }) },
  'PUT /api/admin/saved-queries/{resource}': {
    scope: 'admin',
    allowed: reviewers,
    params: () => ({ resource: 'deals' }),
    body: () => ({ queries: [{ label: 'Mine', value: {} }] }),
  },
  'PUT /api/admin/users/{id}/deactivate': administer({ params: (t) => ({ id: t.spare }) }),
  'PUT /api/admin/users/{id}/reactivate': administer({ params: (t) => ({ id: t.spare }) }),
  'PUT /api/admin/users/{id}/roles': administer({ params: (t) => ({ id: t.spare }), body: () => ({ roles: [] }) }),
  'POST /api/admin/users/{id}/activation': administer({ params: (t) => ({ id: t.pending }) }),
  'PUT /api/admin/companies/{id}/confirm': administer({ params: (t) => ({ id: t.company }) }),
  'POST /api/admin/coupons': administer({ body: (_t, fx) => ({ code: `AUTHZ${fx.next()}`, percent_off: 10, duration: 'once' }) }),
  'POST /api/admin/surveys': administer({ body: (_t, fx) => ({ email: `survey-${fx.next()}@fund-a.example` }) }),
  'POST /api/admin/demo/providers': administer(),
  'POST /api/admin/projections/{name}/retry': administer({ params: () => ({ name: 'surveys' }) }),
  'POST /api/admin/projections/{name}/rebuild': administer({ params: () => ({ name: 'surveys' }) }),
  'POST /api/sandbox/billing': administer(),

  // A company's sourcing division (the provider's company), deleted last: after the admins' reads of it.
  'GET /api/app/users/secure/profile/strategy': {
    scope: 'division',
    allowed: ['provider', ...reviewers],
    query: (t) => `?division=${t.division}`,
  },
  'POST /api/app/users/secure/profile/strategy/update': {
    scope: 'division',
    allowed: ['provider'],
    body: (t) => ({ id: t.division, name: names.division, Strategies: {} }),
    refusal: noCompany,
  },
  'DELETE /api/app/users/secure/profile/strategy/delete': {
    scope: 'division',
    allowed: ['provider'],
    query: (t) => `?division=${t.division}`,
    refusal: noCompany,
  },

  // Tenant A's company: its manager answers requests and removes members; admins answer any request.
  'GET /api/admin/company-requests': review(),
  'GET /api/admin/company-requests/{id}': review((t) => request(t).id),
  'POST /api/app/users/secure/company/requests/{user_id}/approve': company({ prepare: joiner() }),
  'POST /api/app/users/secure/company/requests/{user_id}/decline': company({ prepare: joiner() }),
  'DELETE /api/app/users/secure/company/members/{user_id}': company({ prepare: joiner(true) }),
  'POST /api/admin/company-requests/{id}/approve': administer({ params: request, prepare: joiner() }),
  'POST /api/admin/company-requests/{id}/decline': administer({ params: request, prepare: joiner() }),
  // Verified last of the company's: from then on, an activated address at tenant A's domain joins without asking.
  'POST /api/app/users/secure/company/domains': company({ body: () => ({ domain: 'tenant-a.example' }) }),

  // Last of the changes: the projections rebuild every read model once a person's data is erased.
  'POST /api/admin/users/{id}/erase': administer({ params: (t) => ({ id: t.spare }) }),

  ...outOfScope,
};
