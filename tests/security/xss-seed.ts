import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { extractLinks, readOutbox, type OutboxEntry } from '@dealbook/infra/mail';
import type { TestRuntime } from '../support/runtime';
import { multipart, tinyPdf, tinyPng } from '../support/uploads';

/** Test support for R13 (not a spec file): every name and text a user can enter, seeded hostile through the API. */
export const PASSWORD = 'correct horse battery staple';

/**
 * What an attacker types: markup that runs script when a screen puts it into the DOM as HTML, and a
 * `javascript:` URL for fields that could become a link. Each names its field's number, so a dialog that
 * opens says which field got through. The shapes fit the shortest field (a project name: 25 characters).
 */
const shapes = [
  (n: number) => `<img src=x onerror=alert(${n})>`,
  (n: number) => `<script>alert(${n})</script>`,
  (n: number) => `"><svg onload=alert(${n})>`,
  (n: number) => `<a href="javascript:alert(${n})">x</a>`,
  (n: number) => `<iframe src="javascript:alert(${n})">`,
];
const MARKUP_SHAPES = shapes.length;

export interface HostileField {
  field: string;
  value: string;
  /** `alert(<n>)`: what is left of the payload on a screen when the server cleaned the markup out (file names). */
  marker: string;
}

export interface Seeded {
  fields: HostileField[];
  cookies: Record<'ann' | 'bob' | 'quinn' | 'admin', string>;
  dealId: string;
  fileId: string;
  declineToken: string;
  surveyId: string;
  companyId: string;
  userId: string;
  mails: OutboxEntry[];
}

/** Seeds Ann's hostile deal with its files, sharing, matching and feedback, and the admin's data, all through the API. */
export async function seedHostileData(rt: TestRuntime, appUrl: string): Promise<Seeded> {
  const fields: HostileField[] = [];
  /** The next payload for `field` (a markup one unless `url`, then a `javascript:` URL), recorded. */
  const hostile = (field: string, options: { url?: boolean; max?: number; fileName?: boolean } = {}) => {
    const n = fields.length + 1;
    let value = options.url ? `javascript:alert(${n})` : shapes[(n - 1) % MARKUP_SHAPES]!(n);
    if (options.max && value.length > options.max) value = `<svg onload=alert(${n})>`;
    // A browser sends a file name's quotes as %22 in the multipart header, and the server keeps a name's
    // and its last path segment only (`</script>` would leave `script>`): a name keeps its markup as an image tag.
    if (options.fileName) value = `<img src=x onerror=alert(${n})>`;
    fields.push({ field, value, marker: `alert(${n})` });
    return value;
  };
  const origin = new URL(appUrl).origin;
  const call = async (
    cookie: string | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    rt.app.inject({
      method,
      url,
      headers: { ...(method === 'GET' ? {} : { origin }), ...(cookie ? { cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ok = <T>(res: LightMyRequestResponse, status = 200): T => {
    expect(res.statusCode, `${res.raw.req.method} ${res.raw.req.url}: ${res.body}`).toBe(status);
    return res.json() as T;
  };
  const caughtUp = async () => expect(await rt.runner.waitFor(await rt.adapters.store.headPosition(), undefined, 10_000)).toBe(true);
  const mails = () => readOutbox(join(rt.dataDir, 'outbox'));
  const mailTo = async (to: string, subject: RegExp) => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = (await mails()).find((m) => m.to.includes(to) && subject.test(m.subject));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} about ${subject}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  /** Signs up with hostile names, activates from the mail, signs in: the session cookie. */
  const account = async (who: string, email: string, names = true) => {
    const created = await call(null, 'POST', '/api/app/users/create', {
      email,
      first_name: names ? hostile(`${who}'s first name`) : who,
      last_name: names ? hostile(`${who}'s last name`) : 'Lender',
      type: 'D',
      ghost: false,
      opt_in: true,
    });
    ok(created, 201);
    const link = extractLinks((await mailTo(email, /^Activate/)).text)[0]!;
    ok(await call(null, 'PUT', `/api/app/users/activate/ghost/${link.slice(link.lastIndexOf('/') + 1)}`, { password: PASSWORD }));
    const signedIn = await call(null, 'POST', '/api/app/users/auth', { email, password: PASSWORD });
    ok(signedIn);
    const value = signedIn.cookies.find((c) => c.name === 'dealbook_session')!.value;
    return { id: (created.json() as { id: string }).id, cookie: `dealbook_session=${encodeURIComponent(value)}` };
  };
  const profile = (who: string, cookie: string, company: string) =>
    call(cookie, 'PUT', '/api/app/users/secure/profile', {
      first_name: hostile(`${who}'s profile first name`),
      last_name: hostile(`${who}'s profile last name`),
      contact_telephone: hostile(`${who}'s telephone`, { max: 40 }),
      company,
      legal_entity_dba: hostile(`${who}'s legal entity`),
      headquarters_address: hostile(`${who}'s headquarters address`, { url: true }),
    });

  const ann = await account('Ann', 'ann@example.com');
  const bob = await account('Bob', 'bob@example.com');
  const quinn = await account('Quinn', 'quinn@example.com');
  const admin = await rt.cookieFor({ id: 'u-admin', email: 'admin@example.com', admin: true });
  ok(await profile('Ann', ann.cookie, hostile("Ann's company name")));
  ok(await profile('Quinn', quinn.cookie, hostile("Quinn's company name")));
  // Pat asks to join Quinn's company by naming it and Quinn approves: the contact invites both, Pat's mailed decline link stays unused.
  const quinnsCompany = fields.find((f) => f.field === "Quinn's company name")!.value;
  const pat = await account('Pat', 'pat@example.com', false);
  ok(await call(pat.cookie, 'PUT', '/api/app/users/secure/profile', { first_name: 'Pat', last_name: 'Lender', company: quinnsCompany }));
  ok(await call(quinn.cookie, 'POST', `/api/app/users/secure/company/requests/${pat.id}/approve`));

  // Quinn's sourcing profile: a hostile division name, criteria the sample deal meets.
  const strategy = '/api/app/users/secure/profile/strategy';
  const division = ok<{ id: string }>(
    await call(quinn.cookie, 'PUT', `${strategy}/create?industry=commercial-real-estate`, { name: hostile('division name') }),
    201,
  );
  ok(
    await call(quinn.cookie, 'POST', `${strategy}/update`, {
      id: division.id,
      name: fields.at(-1)!.value,
      Strategies: {
        Asset_Class: [{ value: 'DEBT', selected: true }],
        Cap_Struct: ['senior-debt'],
        Property: ['multifamily'],
        Territory: ['TX', 'LA'],
        Business_Plan: ['development'],
        CapitalTransSize: { min: '$10,000,000', max: null },
      },
    }),
  );

  // Ann subscribes with a test card (files and sharing are plan features), then makes the sample deal hers.
  const card = ok<{ id: string }>(
    await call(ann.cookie, 'POST', '/api/sandbox/card-tokens', { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' }),
    201,
  );
  ok(
    await call(
      ann.cookie,
      'POST',
      '/api/app/users/secure/subscription',
      { plan: 'regPremium-7-monthly', token: card.id },
      { 'idempotency-key': 'xss' },
    ),
    201,
  );
  const sample = ok<{ id: string; revision: number; deal: Record<string, unknown> }>(
    await call(ann.cookie, 'POST', '/api/app/deals/secure/sample'),
    201,
  );
  const dealId = sample.id;
  const deal = structuredClone(sample.deal) as Record<string, unknown> & {
    sub_properties: { name: string }[];
    senior_loans?: { name: string }[];
  };
  deal.project_name = hostile('project name', { max: 25 });
  deal.street_address = hostile('street address', { url: true });
  deal.full_address = hostile('full address');
  deal.city = hostile('city');
  for (const [i, component] of deal.sub_properties.entries()) component.name = hostile(`component ${i + 1} name`);
  for (const [i, loan] of (deal.senior_loans ?? []).entries()) loan.name = hostile(`senior loan ${i + 1} name`);
  ok(await call(ann.cookie, 'PUT', `/api/app/deals/secure/${dealId}/modify/update`, deal, { 'if-match': `"${sample.revision}"` }));
  ok(await call(ann.cookie, 'POST', '/api/app/partials/secure/create', { project_name: hostile('draft project name', { max: 25 }) }), 201);

  // Files: an attachment and an image with hostile names, one renamed; a visitor's request, denied with a hostile reason.
  const upload = async (path: 'attachments' | 'images', name: string, content: Buffer, type: string) => {
    const body = multipart({ name, content, type });
    return ok<{ id: string }>(await call(ann.cookie, 'POST', `/api/app/deals/secure/${dealId}/${path}`, body.payload, body.headers), 201);
  };
  const file = await upload('attachments', `${hostile('attachment file name', { fileName: true })}.pdf`, tinyPdf, 'application/pdf');
  const renamed = await upload('attachments', 'memo.pdf', tinyPdf, 'application/pdf');
  ok(
    await call(ann.cookie, 'POST', `/api/app/deals/secure/${dealId}/attachments/update`, {
      id: renamed.id,
      file_name: `${hostile('renamed file name', { fileName: true })}.pdf`,
    }),
  );
  await upload('images', `${hostile('image file name', { fileName: true })}.png`, tinyPng, 'image/png');
  ok(
    await call(ann.cookie, 'POST', `/api/app/deals/secure/${dealId}/attachments/filesharing/permissions/save`, {
      attachment: renamed.id,
      restricted_access: true,
    }),
  );
  ok(
    await call(null, 'POST', `/api/app/deals/${dealId}/attachments/request`, {
      email: 'vic@capital.example',
      attachment_key: renamed.id,
      details: { source: hostile('access request detail') },
    }),
    201,
  );
  ok(
    await call(ann.cookie, 'POST', `/api/app/deals/secure/${dealId}/attachments/filesharing/permissions/deny`, {
      attachment: renamed.id,
      email: 'vic@capital.example',
      reason: hostile('denial reason'),
    }),
  );

  // Sharing with Bob, and a colleague referred with hostile names.
  ok(
    await call(ann.cookie, 'POST', `/api/app/deals/secure/${dealId}/share/collab/copy`, {
      deal: { id: dealId },
      user: { email: 'bob@example.com', first_name: '', last_name: '' },
    }),
    201,
  );
  const referred = ok<{ id: string }>(
    await call(ann.cookie, 'POST', '/api/app/users/secure/create/referral/internal', {
      email: 'cy@example.com',
      first_name: hostile('referred colleague first name'),
      last_name: hostile('referred colleague last name'),
    }),
    201,
  );

  // Matching: Quinn's company is contacted, the mailed decline link kept; Quinn declines in the app with a hostile comment.
  await caughtUp();
  const matched = ok<{ matches: { id: string; company: { name: string } }[] }>(
    await call(ann.cookie, 'PUT', `/api/app/deals/secure/${dealId}/modify/get_matched`),
  );
  const quinns = matched.matches.find((m) => m.company.name === quinnsCompany);
  expect(quinns, JSON.stringify(matched.matches.map((m) => m.company.name))).toBeDefined();
  ok(await call(ann.cookie, 'PUT', `/api/app/deals/secure/${dealId}/matches/${quinns!.id}/contact`));
  const offer = await mailTo('pat@example.com', /invites/);
  const declineToken = decodeURIComponent(/\/decline\/([^\s)]+)/.exec(offer.text)![1]!);
  ok(
    await call(quinn.cookie, 'PUT', `/api/app/deals/secure/${dealId}/invitations/feedback`, {
      status: 'declined',
      feedback: [{ name: 'dealSize', rating: 4 }],
      comment: hostile('decline comment'),
    }),
  );

  // The admin's survey, answered with hostile titles; a referral mail carrying Ann's hostile name.
  const survey = ok<{ id: string; link_path: string }>(await call(admin, 'POST', '/api/admin/surveys', { email: 'lp@example.com' }), 201);
  const surveyToken = survey.link_path.split('/').at(-1)!;
  ok(await call(null, 'POST', `/api/app/survey/providers/${surveyToken}`));
  ok(
    await call(null, 'POST', `/api/app/survey/providers/record/${surveyToken}`, {
      programming_components: [{ title: hostile('survey answer title'), selected: true }],
    }),
  );
  ok(
    await call(admin, 'PUT', '/api/admin/saved-queries/activity', {
      queries: [
        {
          label: hostile('saved query label'),
          value: { filter: {}, displayedFilters: {}, perPage: 25, sort: { field: 'at', order: 'DESC' } },
        },
      ],
    }),
  );
  const { referral_token } = ok<{ referral_token: string }>(await call(ann.cookie, 'GET', '/api/app/users/secure/profile'));
  ok(await call(ann.cookie, 'POST', `/api/${referral_token}/refer/profile`, { emails: ['lead@example.com'] }));

  await mailTo('lead@example.com', /An invitation to Dealbook/);
  await mailTo('vic@capital.example', /./);
  await mailTo('ann@example.com', /declined/);
  await caughtUp();
  const company = ok<{ id: string }>(await call(ann.cookie, 'GET', '/api/app/users/secure/company'));
  return {
    fields,
    cookies: { ann: ann.cookie, bob: bob.cookie, quinn: quinn.cookie, admin },
    dealId,
    fileId: file.id,
    declineToken,
    surveyId: survey.id,
    companyId: company.id,
    userId: referred.id,
    mails: await mails(),
  };
}
