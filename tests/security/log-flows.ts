import Stripe from 'stripe';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { StripeFake } from '@dealbook/infra/testing/payments/stripe-fake';
import { multipart, tinyPdf } from '../support/uploads';
import { mailedSecrets, type LoggedRuntime } from './log-runtime';

/** Test support for R14 (not a spec file): the flows that handle secrets, each secret seen handed to `keep`. */
export type Keep = (what: string, value: string | null | undefined) => void;

const SUB = '/api/app/users/secure/subscription';

/**
 * Sign-up, activation, sign-in, reset, sign-out, email preferences, referrals, a survey, a card, files and
 * their signed links, sharing and matching (`embedded`); a Stripe card token and signed webhooks (`stripe`).
 */
export function secretFlows(keep: Keep, webhookSecret: string) {
  /** Signs `email` up, activates through the mailed link (as the page does: the page, the check, the form) and signs in. */
  async function account(rt: LoggedRuntime, email: string, password: string, first = 'Ann'): Promise<string> {
    const created = await rt.call('POST', '/api/app/users/create', {
      payload: { email, first_name: first, last_name: 'Lee', type: 'D', ghost: false, opt_in: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [token] = mailedSecrets(await rt.mailTo(email, /^Activate/));
    expect((await rt.call('GET', `/account/activate/${encodeURIComponent(token!)}`)).statusCode).not.toBe(500);
    expect(
      (await rt.call('GET', `/api/token/check?token_type=users-activate-ghost-account&token=${encodeURIComponent(token!)}`)).json(),
    ).toMatchObject({
      valid: true,
    });
    expect(
      (await rt.call('PUT', `/api/app/users/activate/ghost/${encodeURIComponent(token!)}`, { payload: { password } })).statusCode,
    ).toBe(200);
    keep('a password', password);
    await rt.caughtUp();
    return signIn(rt, email, password);
  }

  async function signIn(rt: LoggedRuntime, email: string, password: string): Promise<string> {
    const res = await rt.call('POST', '/api/app/users/auth', { payload: { email, password } });
    expect(res.statusCode, res.body).toBe(200);
    return cookieOf(rt, res);
  }

  /** The session cookie a response set, kept as a secret with the session id inside it. */
  function cookieOf(rt: LoggedRuntime, res: LightMyRequestResponse): string {
    const value = res.cookies.find((c) => c.name === 'dealbook_session')!.value;
    keep('a session cookie', value);
    keep('a session id', rt.app.decodeSecureSession(value)?.get('sid') as string | undefined);
    return `dealbook_session=${encodeURIComponent(value)}`;
  }

  async function embedded(rt: LoggedRuntime) {
    // Sign-up and activation; a wrong password, then the right one; a reset (the way a password changes); sign-out.
    let ann = await account(rt, 'ann@example.com', 'first-password-of-ann');
    keep('a mistyped password', 'mistyped-password-of-ann');
    expect(
      (await rt.call('POST', '/api/app/users/auth', { payload: { email: 'ann@example.com', password: 'mistyped-password-of-ann' } }))
        .statusCode,
    ).toBe(401);
    expect((await rt.call('POST', '/api/app/users/email/forgot', { payload: { email: 'ann@example.com' } })).statusCode).toBe(200);
    const [resetToken] = mailedSecrets(await rt.mailTo('ann@example.com', /^Reset/));
    expect((await rt.call('GET', `/reset/${encodeURIComponent(resetToken!)}`)).statusCode).not.toBe(500);
    expect(
      (await rt.call('GET', `/api/token/check?token_type=reset-password&token=${encodeURIComponent(resetToken!)}`)).json(),
    ).toMatchObject({
      valid: true,
    });
    keep('a password', 'second-password-of-ann');
    const changed = await rt.call('PUT', `/api/app/users/reset/${encodeURIComponent(resetToken!)}`, {
      payload: { password: 'second-password-of-ann' },
    });
    expect(changed.statusCode).toBe(200);
    await rt.caughtUp();
    expect((await rt.call('DELETE', '/api/app/users/auth', { cookie: ann })).statusCode).toBeLessThan(300);
    ann = await signIn(rt, 'ann@example.com', 'second-password-of-ann');
    const admin = await signIn(rt, 'admin@example.com', 'admin-password-from-config');

    // A referral through the signed referral token; the lead's own unsubscribe link and the referral page's code.
    const profile = (await rt.call('GET', '/api/app/users/secure/profile', { cookie: ann })).json() as {
      referral_token: string;
      invitation_code: string;
    };
    keep('a referral token', profile.referral_token);
    keep('an invitation code', profile.invitation_code);
    const referred = await rt.call('POST', `/api/${encodeURIComponent(profile.referral_token)}/refer/profile`, {
      cookie: ann,
      payload: { emails: ['lead@example.com'] },
    });
    expect(referred.statusCode, referred.body).toBe(200);
    const invite = await rt.mailTo('lead@example.com', /An invitation to Dealbook/);
    const [code, leadToken] = [
      new URL(invite.text.match(/https?:\/\/\S+\?code=\S+/)![0]).searchParams.get('code')!,
      mailedSecrets(invite).find((s) => s.startsWith('l.'))!,
    ];
    expect((await rt.call('GET', `/confirm/referral/profile?code=${encodeURIComponent(code)}`)).statusCode).not.toBe(500);
    expect((await rt.call('PUT', `/api/app/campaigns/email/leadgen/unsubscribe/${encodeURIComponent(leadToken)}`)).statusCode).toBe(200);

    // A provider survey: the admin's invitation, the mailed link's page, the click and the answers.
    const survey = await rt.call('POST', '/api/admin/surveys', { cookie: admin, payload: { email: 'lp@example.com' } });
    expect(survey.statusCode, survey.body).toBe(201);
    const surveyToken = decodeURIComponent((survey.json() as { link_path: string }).link_path.split('/').at(-1)!);
    keep('a survey token', surveyToken);
    expect((await rt.call('GET', `/survey/providers/${encodeURIComponent(surveyToken)}`)).statusCode).not.toBe(500);
    expect((await rt.call('POST', `/api/app/survey/providers/${encodeURIComponent(surveyToken)}`)).statusCode).toBe(200);
    const answers = { programming_components: [{ title: 'Retail', selected: true }] };
    expect(
      (await rt.call('POST', `/api/app/survey/providers/record/${encodeURIComponent(surveyToken)}`, { payload: answers })).statusCode,
    ).toBe(200);

    // A card: the sandbox tokenises the number, the subscription takes the token.
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };
    keep('a card number', card.number);
    const cardToken = (await rt.call('POST', '/api/sandbox/card-tokens', { cookie: ann, payload: card })).json() as { id: string };
    keep('a card token', cardToken.id);
    const subscribed = await rt.call('POST', SUB, {
      cookie: ann,
      headers: { 'idempotency-key': 'r14-subscribe' },
      payload: { plan: 'regPremium-7-monthly', token: cardToken.id },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    await rt.caughtUp();

    // A deal, an attachment opened through its signed public link, and the deal shared with someone new.
    const deal = await rt.call('POST', '/api/app/deals/secure/create', {
      cookie: ann,
      payload: { project_name: 'Harbor Point', mandate: 'investment', asset_type: 'building', city: 'Boston', state: 'MA', country: 'US' },
    });
    expect(deal.statusCode, deal.body).toBe(201);
    const dealId = (deal.json() as { id: string }).id;
    const body = multipart({ name: 'memo.pdf', content: tinyPdf });
    const file = await rt.call('POST', `/api/app/deals/secure/${dealId}/attachments`, {
      cookie: ann,
      payload: body.payload,
      headers: body.headers,
    });
    expect(file.statusCode, file.body).toBe(201);
    await rt.caughtUp();
    const fileId = (file.json() as { id: string }).id;
    const page = await rt.call(
      'GET',
      `/api/app/deals/${dealId}/attachments/retrieve/${fileId}/download/${encodeURIComponent('vic@capital.example')}`,
    );
    const download = (page.json() as { download: string }).download;
    // Addresses in URLs are the visitor's: the page's `/{email}` above, a lookup's `?email=`.
    keep('an address in a URL', 'vic@capital.example');
    expect((await rt.call('GET', '/api/app/users/secure/query?email=url-only%40example.com', { cookie: ann })).statusCode).toBe(404);
    keep('an address in a URL', 'url-only@example.com');
    keep('an address in a URL', 'url-only%40example.com');
    keep('a download link signature', new URL(download, 'http://x').searchParams.get('sig'));
    expect((await rt.call('GET', download)).statusCode).toBe(200);
    // The PDF viewer: the signed link travels whole in the viewer's `?url=`.
    expect((await rt.call('GET', `/api/pdf?url=${encodeURIComponent(download)}`)).statusCode).toBe(200);
    const shared = await rt.call('POST', `/api/app/deals/secure/${dealId}/share/collab/copy`, {
      cookie: ann,
      payload: { deal: { id: dealId }, user: { email: 'bob@example.com', first_name: 'Bob', last_name: 'Ng' } },
    });
    expect(shared.statusCode, shared.body).toBe(201);

    // Matching: a demo lender's person is invited; the mailed decline link's page, preview and decline.
    expect((await rt.call('POST', '/api/admin/demo/providers', { cookie: admin })).statusCode).toBe(200);
    const pat = await account(rt, 'pat@example.com', 'password-of-pat-the-lender', 'Pat');
    const joined = await rt.call('PUT', '/api/app/users/secure/profile', {
      cookie: pat,
      payload: { first_name: 'Pat', last_name: 'Lender', company: 'Lone Star Construction Lending' },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    // Naming the company asked to join it: the admin approves.
    const asked = joined.json() as { id: string; company_request: { company_id: string } };
    const approval = `/api/admin/company-requests/${asked.company_request.company_id}_${asked.id}/approve`;
    expect((await rt.call('POST', approval, { cookie: admin })).statusCode).toBe(200);
    const sample = (await rt.call('POST', '/api/app/deals/secure/sample', { cookie: ann })).json() as { id: string };
    await rt.caughtUp();
    const matched = await rt.call('PUT', `/api/app/deals/secure/${sample.id}/modify/get_matched`, { cookie: ann });
    expect(matched.statusCode, matched.body).toBe(200);
    const lone = (matched.json() as { matches: { id: string; company: { name: string } }[] }).matches.find(
      (m) => m.company.name === 'Lone Star Construction Lending',
    )!;
    expect((await rt.call('PUT', `/api/app/deals/secure/${sample.id}/matches/${lone.id}/contact/demo`, { cookie: ann })).statusCode).toBe(
      200,
    );
    const offer = await rt.mailTo('pat@example.com', /invites/);
    const declineToken = mailedSecrets(offer).find((s) => !s.startsWith('u.'))!;
    expect((await rt.call('GET', `/decline/${encodeURIComponent(declineToken)}`)).statusCode).not.toBe(500);
    expect((await rt.call('GET', `/api/app/deals/${encodeURIComponent(declineToken)}/invitations/preview`)).statusCode).toBe(200);
    const declined = await rt.call('PUT', `/api/app/deals/${encodeURIComponent(declineToken)}/invitations/feedback`, {
      payload: { status: 'declined', feedback: [{ name: 'dealSize', rating: 4 }], comment: 'Too large for us.' },
    });
    expect(declined.statusCode, declined.body).toBe(200);

    // The email-preferences link of the invitation mail: its page, the read and the save.
    const preferences = mailedSecrets(offer).find((s) => s.startsWith('u.'))!;
    expect((await rt.call('GET', `/unsubscribe/collaboration/${encodeURIComponent(preferences)}`)).statusCode).not.toBe(500);
    expect((await rt.call('GET', `/api/app/users/email/preferences/${encodeURIComponent(preferences)}`)).statusCode).toBe(200);
    const prefs = { marketing: false, transactional: true, collaboration: true, legal: true, source: 'collaboration' };
    expect(
      (await rt.call('POST', `/api/app/users/email/preferences/${encodeURIComponent(preferences)}`, { payload: prefs })).statusCode,
    ).toBe(200);

    // Every token of every mail sent (activation of the shared-with, unsubscribe links of every mail, …).
    await rt.mailTo('bob@example.com', /shared/);
    await rt.mailTo('ann@example.com', /declined/);
    await rt.caughtUp();
    for (const mail of await rt.mails()) for (const secret of mailedSecrets(mail)) keep('a mailed token', secret);
  }

  async function stripe(rt: LoggedRuntime, fake: StripeFake) {
    const cara = await account(rt, 'cara@example.com', 'password-of-cara-on-stripe', 'Cara');
    const subscribed = await rt.call('POST', SUB, {
      cookie: cara,
      headers: { 'idempotency-key': 'r14-stripe' },
      payload: { plan: 'regPremium-0-monthly', token: 'tok_visa' },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const started = (await rt.adapters.store.readAll()).find((e) => e.type === 'SubscriptionStarted')!;
    const events = fake.advance((started.data as { subscription_ref: string }).subscription_ref);
    for (const [i, event] of events.entries()) {
      const payload = JSON.stringify(event);
      const secret = i === 0 ? 'whsec_forged_by_someone' : webhookSecret;
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      keep('a Stripe-Signature', /v1=([0-9a-f]+)/.exec(signature)![1]);
      const res = await rt.call('POST', '/api/stripe/webhook', {
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
      expect(res.statusCode).toBe(i === 0 ? 400 : 200);
    }
    await rt.caughtUp();
    for (const mail of await rt.mails()) for (const secret of mailedSecrets(mail)) keep('a mailed token', secret);
  }
  return { embedded, stripe };
}
