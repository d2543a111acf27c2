import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan } from '../support/plans';
import { figure } from '../reliability/figures';
import type { TestRuntime } from '../support/runtime';
import { approveJoin, membershipAdmin, signedInAccount } from '../scenarios/account-helpers';
import { caughtUp, dealsApi, ok, startDealsRuntime } from '../scenarios/deals-helpers';

type Api = ReturnType<typeof dealsApi>;
const LONE_STAR = 'Lone Star Construction Lending';
const ROSA = 'rosa@lone-star-construction.example';
const strategy = '/api/app/users/secure/profile/strategy';
const company = '/api/app/users/secure/company';

/**
 * R16: a self-declared member. Mallory names an existing, confirmed company (a demo lender the sample
 * deal matches) on her profile, with a legal entity and headquarters of her own, and then tries every
 * route that trusts company membership: the matched deal's invitation, her colleagues and their plans,
 * the company's sourcing divisions, its details, its requests, members and domains. Each counts as
 * served when it answers her with the company's data or lets her change it. Pat, whom an admin approved,
 * is served by the same reads, so the routes are the company's indeed.
 */
describe('R16 company membership', () => {
  let rt: TestRuntime;
  let admin: Api;
  let mallory: Api;
  let pat: Api;
  let deal: string;
  let division: string;
  let companyId: string;
  let joinerId: string;
  let invited: number;

  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    admin = dealsApi(rt, await membershipAdmin(rt));
    ok(await admin.call('POST', '/api/admin/demo/providers'));
    await caughtUp(rt);
    const found = ok<{ id: string; name: string }[]>(
      await admin.call('GET', `/api/admin/companies?filter=${encodeURIComponent(JSON.stringify({ q: 'lone star' }))}`),
    );
    companyId = found.find((c) => c.name === LONE_STAR)!.id;
    ok(await admin.call('PUT', `/api/admin/companies/${companyId}/confirm`));
    const patAccount = await signedInAccount(rt, 'pat@lender.example');
    pat = dealsApi(rt, patAccount.cookie);
    await approveJoin(rt, patAccount.id, await pat.call('PUT', '/api/app/users/secure/profile', { first_name: 'Pat', company: LONE_STAR }));
    const joiner = await signedInAccount(rt, 'jo@joiner.example');
    joinerId = joiner.id;
    ok(await dealsApi(rt, joiner.cookie).call('PUT', '/api/app/users/secure/profile', { first_name: 'Jo', company: LONE_STAR }));

    mallory = dealsApi(rt, (await signedInAccount(rt, 'mallory@mallory.example')).cookie);
    ok(
      await mallory.call('PUT', '/api/app/users/secure/profile', {
        first_name: 'Mallory',
        company: LONE_STAR,
        legal_entity_dba: 'Mallory Holdings',
        headquarters_address: 'Miami, FL, USA',
      }),
    );
    const sponsorAccount = await signedInAccount(rt, 'sponsor@example.com');
    await givePlan(rt.adapters.store, sponsorAccount.id);
    const sponsor = dealsApi(rt, sponsorAccount.cookie);
    deal = ok<{ id: string }>(await sponsor.call('POST', '/api/app/deals/secure/sample'), 201).id;
    await caughtUp(rt);
    const matched = ok<{ matches: { id: string; company: { name: string } }[] }>(
      await sponsor.call('PUT', `/api/app/deals/secure/${deal}/modify/get_matched`),
    );
    const lone = matched.matches.find((m) => m.company.name === LONE_STAR)!;
    const contacted = ok<{ invitations: { name: string }[] }>(
      await sponsor.call('PUT', `/api/app/deals/secure/${deal}/matches/${lone.id}/contact/demo`),
    );
    invited = contacted.invitations.length;
    const divisions = ok<{ id: string; company_name: string }[]>(await admin.call('GET', '/api/admin/divisions?range=[0,199]'));
    division = divisions.find((d) => d.company_name === LONE_STAR)!.id;
    await caughtUp(rt);
  });
  afterAll(() => rt?.dispose());

  it('serves a self-declared member none of the company-scoped routes', async (context) => {
    const has = (res: LightMyRequestResponse, text: string) => res.statusCode < 300 && res.body.includes(text);
    const succeeded = (res: LightMyRequestResponse) => res.statusCode >= 200 && res.statusCode < 300;
    /** Each route with what counts as serving her: the company's data in the answer, or a change that took. */
    const attempts: [string, () => Promise<boolean>][] = [
      [
        'GET the matched deal’s invitation',
        async () => succeeded(await mallory.call('GET', `/api/app/deals/secure/${deal}/invitations/retrieve`)),
      ],
      [
        'PUT feedback on the invitation',
        async () => succeeded(await mallory.call('PUT', `/api/app/deals/secure/${deal}/invitations/feedback`, { status: 'viewed' })),
      ],
      ['GET the deal itself', async () => succeeded(await mallory.call('GET', `/api/app/deals/secure/${deal}/retrieve`))],
      ['GET her invitations in the console', async () => has(await mallory.call('GET', '/api/app/console/secure/invitations'), deal)],
      ['GET colleagues', async () => has(await mallory.call('GET', '/api/app/users/secure/companies/colleagues'), ROSA)],
      ['GET the team’s plans', async () => has(await mallory.call('GET', '/api/app/users/secure/subscription/team'), ROSA)],
      ['GET her company', async () => has(await mallory.call('GET', company), LONE_STAR)],
      ['GET her membership', async () => has(await mallory.call('GET', `${company}/membership`), '"role":"member"')],
      ['GET the sourcing profile', async () => has(await mallory.call('GET', `${strategy}/info`), LONE_STAR)],
      ['GET a division', async () => succeeded(await mallory.call('GET', `${strategy}?division=${division}`))],
      [
        'PUT a new division',
        async () => succeeded(await mallory.call('PUT', `${strategy}/create?industry=commercial-real-estate`, { name: 'Mallory desk' })),
      ],
      [
        'POST a division’s strategy',
        async () => succeeded(await mallory.call('POST', `${strategy}/update`, { id: division, name: 'Hijacked', Strategies: {} })),
      ],
      ['DELETE a division', async () => succeeded(await mallory.call('DELETE', `${strategy}/delete?division=${division}`))],
      ['GET the company’s requests', async () => succeeded(await mallory.call('GET', `${company}/requests`))],
      ['POST an approval', async () => succeeded(await mallory.call('POST', `${company}/requests/${joinerId}/approve`))],
      ['POST a decline', async () => succeeded(await mallory.call('POST', `${company}/requests/${joinerId}/decline`))],
      ['DELETE a member', async () => succeeded(await mallory.call('DELETE', `${company}/members/${joinerId}`))],
      ['POST a verified domain', async () => succeeded(await mallory.call('POST', `${company}/domains`, { domain: 'mallory.example' }))],
      [
        'POST a team plan for a colleague',
        async () => {
          const colleagues = ok<{ id: string }[]>(await pat.call('GET', '/api/app/users/secure/companies/colleagues'));
          const body = { user_id: colleagues[0]!.id, plan: 'regPremium-7-monthly-team' };
          return (await mallory.call('POST', '/api/app/users/secure/subscription/team', body)).statusCode !== 404;
        },
      ],
      [
        'PUT the company’s legal entity and headquarters',
        async () => {
          await mallory.call('PUT', '/api/app/users/secure/profile', {
            first_name: 'Mallory',
            company: LONE_STAR,
            legal_entity_dba: 'Mallory Holdings',
            headquarters_address: 'Miami, FL, USA',
          });
          await caughtUp(rt);
          const shown = ok<{ legal_entity_dba: string; headquarters_city: string }>(
            await admin.call('GET', `/api/admin/companies/${companyId}`),
          );
          return shown.legal_entity_dba === 'Mallory Holdings' || shown.headquarters_city === 'Miami';
        },
      ],
      [
        'invited by the sponsor’s contact',
        async () => {
          const invitations = ok<{ user_email?: string; email?: string }[]>(
            await admin.call('GET', `/api/admin/invitations?range=[0,199]`),
          );
          return JSON.stringify(invitations).includes('mallory@mallory.example');
        },
      ],
    ];
    const served: string[] = [];
    for (const [what, attempt] of attempts) if (await attempt()) served.push(what);
    figure(context, `R16 membership: ${served.length} of ${attempts.length} company-scoped routes served a self-declared member`);
    expect(served).toEqual([]);
  });

  it('serves the member an admin approved the same reads', async () => {
    // The contact invited the company's two members: its founder (the demo's Rosa) and Pat.
    expect(invited).toBe(2);
    await caughtUp(rt);
    expect(ok(await pat.call('GET', `/api/app/deals/secure/${deal}/invitations/retrieve`))).toBeDefined();
    expect((await pat.call('GET', '/api/app/users/secure/companies/colleagues')).body).toContain(ROSA);
    expect((await pat.call('GET', `${strategy}/info`)).body).toContain(LONE_STAR);
    expect(ok(await pat.call('GET', `${strategy}?division=${division}`))).toMatchObject({ id: division });
  });
});
