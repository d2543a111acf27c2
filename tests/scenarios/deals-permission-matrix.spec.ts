import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDeal } from '@dealbook/command-service/deals/index';
import { accessOf, eventTypes, type Actor, type Capability, type DealCommand } from '@dealbook/domain';
import { Readable } from 'node:stream';
import { givePlan } from '../support/plans';
import type { TestRuntime } from '../support/runtime';
import { multipart, tinyPdf, tinyPng } from '../support/uploads';
import { caughtUp, createDeal, dealsApi, harborPoint, ok, startDealsRuntime } from './deals-helpers';

/**
 * Every deal-scoped route × every kind of person: each route asks the access policy for the capability
 * listed here, and answers 2xx when it holds, 403 when the person sees the deal but may not do this, and
 * 404 when they may not see it. A route added under /api/app/deals/secure/{id}/ without a line here fails.
 */
interface RouteCase {
  capability: Capability;
  query?: string;
  body?: (n: number) => unknown;
  /** Run on a deal its owner has deleted. */
  deleted?: boolean;
  /** Roles that get the 404 of no deal though they hold the capability (a provider never sees the match list). */
  hiddenFrom?: string[];
  /** Sent as a multipart upload of this file. */
  upload?: { name: string; content: Buffer };
  /** Admins and auditors may read it too (a review of who may open what). */
  reviewers?: boolean;
  /** What a caller who holds the capability gets when it is not '2xx' (a model build of another person: 404). */
  permitted?: string;
}
const ids = {
  owner: 'u-owner',
  viewer: 'u-viewer',
  sharer: 'u-sharer',
  editor: 'u-editor',
  revoked: 'u-revoked',
  stranger: 'u-stranger',
  admin: 'u-admin',
  provider: 'u-provider',
};
const providerCompany = 'c-provider';
/** Every fresh deal holds one attachment with this id (its blob stored for real). */
const fileId = 'f-memo';
/** Every fresh deal's data room is restricted, and this visitor's request to open it waits. */
const asker = 'asker@fund.example';
const routes: Record<string, RouteCase> = {
  'GET /retrieve': { capability: 'view' },
  'GET /version': { capability: 'see_history' },
  'GET /history': { capability: 'see_history', query: '?path=project_name' },
  'GET /as-of': { capability: 'see_history', query: '?at=2100-01-01T00:00:00Z' },
  'GET /calculations': { capability: 'view' },
  'GET /share/collab': { capability: 'view', hiddenFrom: ['provider'] },
  'POST /summary/viewed': { capability: 'view' },
  'PUT /modify/update': { capability: 'edit', body: () => ({ ...harborPoint, closing_basis: 12_000_000 }) },
  'PUT /modify/update/blur': { capability: 'edit', body: () => ({ ...harborPoint, city: 'Salem' }) },
  'PUT /modify/rename': { capability: 'edit', body: () => ({ project_name: 'Renamed' }) },
  'POST /versions/{n}/restore': { capability: 'restore' },
  'POST /modify/replicate': { capability: 'replicate', body: () => ({}) },
  'DELETE /modify/delete': { capability: 'delete' },
  'POST /modify/recover': { capability: 'delete', deleted: true },
  'POST /share/collab/copy': { capability: 'share', body: (n) => ({ user: { email: `new-${n}@example.com` } }) },
  // The viewer's flags as they stand: whose flags each holder may change is the decider's (decide-sharing.spec.ts).
  'POST /share/collab/permission': {
    capability: 'set_permissions',
    body: () => ({ shared_deals: [{ shared_user_id: ids.viewer, can_view: true }] }),
  },
  'POST /share/collab/archive': { capability: 'archive', body: () => ({ archived: true }) },
  'POST /share/collab/duplicate': { capability: 'duplicate', body: () => ({}) },
  'PUT /modify/get_matched': { capability: 'match' },
  'GET /matches/retrieve': { capability: 'view', hiddenFrom: ['provider'] },
  'PUT /matches/{match_id}/contact': { capability: 'match' },
  'PUT /matches/{match_id}/contact/demo': { capability: 'match' },
  'PUT /matches/{match_id}/rate': { capability: 'match', body: () => ({ rating: 3 }) },
  'POST /share/match': { capability: 'match', body: () => ({ user: { id: ids.provider } }) },
  'GET /invitations/retrieve': { capability: 'answer' },
  'PUT /invitations/feedback': { capability: 'answer', body: () => ({ status: 'viewed' }) },
  'POST /images': { capability: 'manage_files', upload: { name: 'tower.png', content: tinyPng } },
  'POST /attachments': { capability: 'manage_files', upload: { name: 'memo.pdf', content: tinyPdf } },
  'GET /images/all': { capability: 'view' },
  'GET /attachments/all': { capability: 'view' },
  'GET /attachments/{attachment_id}/download': { capability: 'view' },
  'POST /attachments/update': { capability: 'manage_files', body: () => ({ id: fileId, file_name: 'Renamed.pdf' }) },
  'DELETE /attachments/{attachment_id}': { capability: 'manage_files' },
  'GET /attachments/dataroom/permissions/retrieve': { capability: 'manage_files', reviewers: true },
  'POST /attachments/dataroom/permissions/update': {
    capability: 'manage_files',
    body: () => ({ permission: { restricted_access: true } }),
  },
  'POST /attachments/dataroom/permissions/auth': { capability: 'manage_files', body: (k) => ({ email: `lp-${k}@fund.example` }) },
  'POST /attachments/dataroom/permissions/auth/bulk': {
    capability: 'manage_files',
    body: (k) => ({ emails: [`a-${k}@fund.example`, `b-${k}@fund.example`] }),
  },
  'POST /attachments/dataroom/permissions/remove': { capability: 'manage_files', body: () => ({ user: 'nobody@fund.example' }) },
  'POST /attachments/filesharing/permissions/save': {
    capability: 'manage_files',
    body: () => ({ attachment: fileId, restricted_access: true }),
  },
  'POST /attachments/filesharing/permissions/auth': {
    capability: 'manage_files',
    body: (k) => ({ attachment: fileId, email: `c-${k}@fund.example` }),
  },
  'POST /attachments/dataroom/permissions/deny': { capability: 'manage_files', body: () => ({ email: asker, reason: 'Not yet' }) },
  'POST /attachments/filesharing/permissions/deny': {
    capability: 'manage_files',
    body: () => ({ attachment: 'dataroom', email: asker, reason: 'Not yet' }),
  },
  'GET /attachments/activity': { capability: 'manage_files', reviewers: true },
  'GET /attachments/verify/status/model': { capability: 'view' },
  'GET /attachments/model/track': { capability: 'view' },
  // each person sees their own builds: the file's id is nobody's build
  'GET /attachments/model/{attachment_id}/upload/status': { capability: 'view', permitted: '404' },
  'POST /attachments/model/build': { capability: 'manage_files', body: () => ({}) },
};
const prefix = '/api/app/deals/secure/{id}';
const actors: [string, Actor][] = [
  ['owner', { id: ids.owner }],
  ['viewer', { id: ids.viewer }],
  ['sharer', { id: ids.sharer }],
  ['editor', { id: ids.editor }],
  ['revoked collaborator', { id: ids.revoked }],
  ['stranger', { id: ids.stranger }],
  ['admin', { id: ids.admin, admin: true }],
  ['invited provider', { id: ids.provider }],
];

describe('the deal permission matrix', () => {
  let rt: TestRuntime;
  const apis = new Map<string, ReturnType<typeof dealsApi>>();
  let n = 0;

  beforeAll(async () => {
    // Each case deletes or copies a fresh deal: the monthly limits are not what this test is about.
    ({ rt } = await startDealsRuntime({ DEAL_MONTHLY_DELETES: '1000', DEAL_MONTHLY_REPLICATES: '1000' }));
    for (const [, actor] of actors) {
      apis.set(actor.id, dealsApi(rt, await rt.cookieFor({ id: actor.id, email: `${actor.id.slice(2)}@example.com`, admin: actor.admin })));
    }
    // Uploading attachments, sharing and the match list are plan features: the roles
    // that hold them here subscribe (the viewer reads the match list); the plan-less ones never get that far.
    for (const id of [ids.owner, ids.viewer, ids.sharer, ids.editor]) await givePlan(rt.adapters.store, id);
    // The provider works at the matched company: contacting it invites them.
    await rt.adapters.documents.upsert('accounts', { _id: ids.provider, email: 'provider@example.com', company_id: providerCompany });
  });
  afterAll(() => rt.dispose());

  /** A deal with two versions, shared view-only, with share, with edit, with a view since revoked, matched, and (`invite`) contacted. */
  async function freshDeal(deleted: boolean, invite: boolean): Promise<string> {
    const owner = apis.get(ids.owner)!;
    const deal = await createDeal(owner);
    ok(await owner.update(deal.id, { ...harborPoint, closing_basis: 11_000_000 }));
    const store = { store: rt.adapters.store, types: eventTypes };
    const run = (command: DealCommand) =>
      runDeal(
        store,
        deal.id,
        command,
        { commandId: `${deal.id}:${n++}`, actorId: ids.owner, correlationId: 'm', causationId: 'm', now: new Date() },
        { id: ids.owner },
      );
    const now = new Date().toISOString();
    const share = (userId: string, canShare: boolean, canEdit: boolean): DealCommand => ({
      type: 'ShareDeal',
      data: {
        person: { userId, email: `${userId.slice(2)}@example.com`, active: true, accountCreated: false, firstName: '', lastName: '' },
        entered: { firstName: '', lastName: '' },
        canShare,
        canEdit,
        actorName: 'Owner',
        now,
        actorId: ids.owner,
      },
    });
    await run(share(ids.viewer, false, false));
    await run(share(ids.sharer, true, false));
    await run(share(ids.editor, false, true));
    await run(share(ids.revoked, false, false));
    const revoke = [{ userId: ids.revoked, canView: false, canShare: false, canEdit: false }];
    await run({ type: 'SetCollaboratorPermissions', data: { entries: revoke, now, actorId: ids.owner } });
    // Matched to one company and contacted: its person is an invited provider. Contacting locks the deal's
    // fields (DEAL_READ_ONLY), a rule apart from access: editing routes run uncontacted.
    const criteria: never[] = [];
    const match = {
      match_id: providerCompany,
      company_id: providerCompany,
      company_name: 'Provider Co',
      division_id: 'd-1',
      division_name: 'Loans',
      score: 80,
      criteria,
    };
    const matchRun = { matches: [match], near_misses: [], suggestions: [], divisions_considered: 1 };
    await run({ type: 'RunMatch', data: { run: matchRun, dealVersion: 2, streamRevision: 1, position: '0', now, actorId: ids.owner } });
    const invitee = {
      user_id: ids.provider,
      email: 'provider@example.com',
      name: 'Provider',
      token_hash: `h-${deal.id}`,
      sealed_token: 'sealed',
    };
    const contact = {
      matchId: providerCompany,
      invitees: [invitee],
      demo: false,
      dealVersion: 2,
      projectName: 'Harbor Point',
      byName: 'Owner',
    };
    if (invite) await run({ type: 'ContactMatch', data: { ...contact, now, actorId: ids.owner } });
    const blob = await rt.adapters.blobs.put(Readable.from([tinyPdf]));
    const memo = { fileId, kind: 'attachment' as const, fileName: 'memo.pdf', contentType: 'application/pdf', ...blob };
    await run({ type: 'RecordUpload', data: { ...memo, now, actorId: ids.owner } });
    await run({ type: 'SetFileRestriction', data: { target: 'dataroom', restricted: true, now, actorId: ids.owner } });
    const request = { target: 'dataroom', email: asker, type: 'public_access' as const, details: {}, ownerId: ids.owner };
    await run({ type: 'RequestFileAccess', data: { ...request, ownerEmail: null, projectName: 'Harbor Point', now, actorId: 'public' } });
    if (deleted) ok(await owner.remove(deal.id));
    await caughtUp(rt);
    return deal.id;
  }

  it('lists every deal-scoped route the services serve', async () => {
    await rt.app.ready();
    const paths = (rt.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const served = Object.entries(paths)
      .filter(([path]) => path.startsWith(`${prefix}/`))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.slice(prefix.length)}`));
    expect(served.sort()).toEqual(Object.keys(routes).sort());
  });

  it.each(Object.entries(routes))('%s asks for its capability', async (route, spec) => {
    const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    for (const [who, actor] of actors) {
      const invite = spec.capability !== 'edit' && spec.capability !== 'restore';
      const dealId = await freshDeal(spec.deleted ?? false, invite);
      const facts = {
        exists: true,
        deleted: spec.deleted ?? false,
        ownerId: ids.owner,
        collaborators: [
          { userId: ids.viewer, canView: true, canShare: false, canEdit: false },
          { userId: ids.sharer, canView: true, canShare: true, canEdit: false },
          { userId: ids.editor, canView: true, canShare: false, canEdit: true },
          { userId: ids.revoked, canView: false, canShare: false, canEdit: false },
        ],
        providers: invite ? [ids.provider] : [],
      };
      const access = accessOf(facts, actor);
      const url = `${prefix.replace('{id}', dealId)}${path.replace('{n}', '1').replace('{match_id}', providerCompany).replace('{attachment_id}', fileId)}${spec.query ?? ''}`;
      const form = spec.upload ? multipart(spec.upload) : null;
      const res = form
        ? await apis.get(actor.id)!.call(method, url, form.payload, form.headers)
        : await apis.get(actor.id)!.call(method, url, spec.body?.(n++));
      const hidden = spec.hiddenFrom?.includes(access.role) ?? false;
      const reviewer = spec.reviewers === true && (access.role === 'admin' || access.role === 'auditor');
      const expected = hidden
        ? '404'
        : access.can[spec.capability] || reviewer
          ? (spec.permitted ?? '2xx')
          : access.can.view
            ? '403'
            : '404';
      const got = res.statusCode >= 200 && res.statusCode < 300 ? '2xx' : String(res.statusCode);
      expect(got, `${who}: ${method} ${path} → ${res.body.slice(0, 200)}`).toBe(expected);
    }
  });

  it('refuses the plan features to a person who holds the capability but no plan, after the capability check', async () => {
    const unpaid = dealsApi(rt, await rt.cookieFor({ id: 'u-unpaid', email: 'unpaid@example.com' }));
    const own = (await createDeal(unpaid)).id;
    const theirs = await freshDeal(false, false);
    const stranger = apis.get(ids.stranger)!;
    const attempts = (api: ReturnType<typeof dealsApi>, id: string) => {
      const base = prefix.replace('{id}', id);
      const form = multipart({ name: 'memo.pdf', content: tinyPdf });
      return [
        ['UPLOAD_NOT_IN_PLAN', () => api.call('POST', `${base}/attachments`, form.payload, form.headers)],
        ['DISTRIBUTION_NOT_IN_PLAN', () => api.call('POST', `${base}/share/collab/copy`, { user: { email: 'new-unpaid@example.com' } })],
        ['MATCHING_NOT_IN_PLAN', () => api.call('PUT', `${base}/modify/get_matched`)],
      ] as const;
    };
    for (const [code, attempt] of attempts(unpaid, own)) {
      expect((await attempt()).json(), code).toMatchObject({ statusCode: 403, code });
    }
    // Neither owner of the deal nor on its list: no deal, whatever the plan.
    for (const [code, attempt] of attempts(stranger, theirs)) {
      expect((await attempt()).json(), code).toMatchObject({ statusCode: 404, code: 'DEAL_NOT_FOUND' });
    }
    await caughtUp(rt);
    expect(ok<unknown[]>(await unpaid.call('GET', `${prefix.replace('{id}', own)}/attachments/all`))).toEqual([]);
  });
});
