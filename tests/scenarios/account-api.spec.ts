import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@dealbook/domain';
import { extractLinks } from '@dealbook/infra/mail';
import type { TestRuntime } from '../support/runtime';
import { caughtUp, mails, sessionCookie, signUp, startIdentityRuntime, storeText, waitForMails } from './identity-helpers';
import { joinCompany, send, signedInAccount } from './account-helpers';

const prefs = { marketing: false, transactional: true, collaboration: false, legal: true };

describe('account self-service over HTTP', () => {
  let rt: TestRuntime;
  let ann: { id: string; cookie: string };
  beforeAll(async () => {
    ({ rt } = await startIdentityRuntime());
    ann = await signedInAccount(rt, 'ann@example.com');
  });
  afterAll(() => rt.dispose());

  it('updates the profile, parses the headquarters and reports what is missing for completeness', async () => {
    const profile = {
      first_name: 'Ann',
      last_name: 'Lee',
      contact_telephone: '+1 512 555 0100',
      company: 'Harbor Capital',
      legal_entity_dba: 'Harbor Capital LLC',
    };
    const res = await send(
      rt,
      'PUT',
      '/api/app/users/secure/profile',
      { ...profile, headquarters_address: '500 Congress Ave, Austin, TX 78701, USA' },
      ann.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      company: 'Harbor Capital',
      headquarters_city: 'Austin',
      headquarters_state: 'TX',
      headquarters_country: 'USA',
    });
    // An address without all three parts leaves the headquarters as they were.
    const again = await send(rt, 'PUT', '/api/app/users/secure/profile', { ...profile, headquarters_address: 'Austin' }, ann.cookie);
    expect(again.json()).toMatchObject({ headquarters_city: 'Austin' });
    await caughtUp(rt);
    const view = (await send(rt, 'GET', '/api/app/users/secure/profile', undefined, ann.cookie)).json();
    expect(view).toMatchObject({ contact_telephone: '+1 512 555 0100', company: { name: 'Harbor Capital', company_ghost: true } });
    expect(view.completeness).toEqual({
      complete: false,
      missing: ['Company confirmation (we confirm new companies; no action needed from you)'],
    });
    expect(view.invitation_code).toMatch(/^[A-Z2-9]{8}$/);
    const found = (await send(rt, 'GET', '/api/app/users/secure/companies?q=harb', undefined, ann.cookie)).json();
    expect(found).toMatchObject([{ name: 'Harbor Capital', headquarters_city: 'Austin' }]);
    expect((await send(rt, 'GET', '/api/app/users/secure/company', undefined, ann.cookie)).json()).toMatchObject({
      headquarters_state: 'TX',
    });
  });

  it('lists colleagues of the same company', async () => {
    const bob = await signedInAccount(rt, 'bob@example.com');
    // Naming Ann's company asks to join it; an admin approves (domain/src/account/README.md, "Membership").
    await joinCompany(rt, bob, 'harbor  capital', { first_name: 'Bob' });
    await caughtUp(rt);
    const list = (await send(rt, 'GET', '/api/app/users/secure/companies/colleagues', undefined, ann.cookie)).json();
    expect(list).toEqual([{ id: bob.id, email: 'bob@example.com', first_name: 'Bob', last_name: '' }]);
  });

  it('needs a session for the secure routes', async () => {
    expect((await send(rt, 'PUT', '/api/app/users/secure/profile', { first_name: 'X' })).statusCode).toBe(401);
    expect((await send(rt, 'GET', '/api/app/users/secure/profile')).statusCode).toBe(401);
  });

  it('sets email preferences on both signed-in paths', async () => {
    for (const path of ['/api/app/users/secure/set/email_preferences', '/api/app/users/secure/profile/email/preferences/']) {
      const res = await send(rt, 'POST', path, prefs, ann.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(prefs);
    }
  });

  it('suggests US addresses from the geocoding port', async () => {
    const res = await send(rt, 'GET', '/api/app/geocoding/suggest?q=Denv', undefined, ann.cookie);
    expect(res.json()).toEqual([
      {
        description: 'Denver, CO, USA',
        city: 'Denver',
        state: 'CO',
        country: 'USA',
        latitude: 39.7392,
        longitude: -104.9903,
        precision: 'city',
      },
    ]);
  });

  it('tracks a campaign sign-up, converts the lead, and mails a welcome whose link sets preferences without signing in', async () => {
    const created = await signUp(rt, 'cam@example.com', { ghost: true });
    const userId = created.json().id as string;
    // The sign-up's own cookie is what lets its browser track the campaign and convert the lead.
    const proof = sessionCookie(created);
    const campaign = { campaign_host: 'linkedin', campaign_id: 'spring' };
    expect((await send(rt, 'PUT', `/api/app/campaigns/advertising/track/${userId}`, campaign, proof)).statusCode).toBe(200);
    expect((await send(rt, 'PUT', '/api/app/campaigns/email/leadgen/convert/cam@example.com', undefined, proof)).statusCode).toBe(200);
    const welcome = (await waitForMails(rt, 'cam@example.com', 2)).find((m) => m.subject.startsWith('Welcome to Dealbook'))!;
    expect(welcome.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/unsubscribe\/campaign\/u\./);
    const token = extractLinks(welcome.text).at(-1)!.split('/').at(-1)!;
    await caughtUp(rt);
    expect((await send(rt, 'GET', `/api/app/users/email/preferences/${token}`)).json()).toMatchObject({ email: 'cam@example.com' });
    const res = await send(rt, 'POST', `/api/app/users/email/preferences/${token}`, { ...prefs, source: 'campaign' });
    expect(res.json()).toEqual(prefs);
    // Anyone else gets one answer whether the id exists or not.
    const stranger = await send(rt, 'PUT', `/api/app/campaigns/advertising/track/${userId}`, campaign);
    const nobody = await send(rt, 'PUT', '/api/app/campaigns/advertising/track/nobody', campaign);
    expect([stranger.statusCode, stranger.json().code]).toEqual([403, 'ACCOUNT_NOT_PROVEN']);
    expect(nobody.body).toBe(stranger.body);
  });

  it('gives no proof of an account to whoever sends its sign-up again with the same key', async () => {
    const signUpWith = () =>
      rt.app.inject({
        method: 'POST',
        url: '/api/app/users/create',
        headers: { 'idempotency-key': 'guessed-key' },
        payload: { email: 'kim@example.com', first_name: 'Kim', last_name: 'Ito', type: 'D', ghost: true, opt_in: true },
      });
    const first = await signUpWith();
    expect(first.statusCode).toBe(201);
    const again = await signUpWith();
    expect(again.statusCode).toBe(201);
    expect(again.cookies.find((c) => c.name === 'dealbook_session')).toBeUndefined();
    const campaign = { campaign_host: 'linkedin', campaign_id: 'spring' };
    const res = await send(rt, 'PUT', `/api/app/campaigns/advertising/track/${first.json().id as string}`, campaign);
    expect([res.statusCode, res.json().code]).toEqual([403, 'ACCOUNT_NOT_PROVEN']);
  });

  it('refuses an unsubscribe token it did not sign', async () => {
    const res = await send(rt, 'POST', '/api/app/users/email/preferences/u.Zm9v.AAAA', prefs);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('INVALID_UNSUBSCRIBE_TOKEN');
    expect((await send(rt, 'GET', '/api/app/users/email/preferences/nonsense')).statusCode).toBe(404);
    expect((await send(rt, 'PUT', '/api/app/campaigns/email/leadgen/unsubscribe/nonsense')).statusCode).toBe(404);
  });

  it('sends referrals with the invitation code; the lead’s link unsubscribes them and later mail to them is dropped', async () => {
    const view = (await send(rt, 'GET', '/api/app/users/secure/profile', undefined, ann.cookie)).json();
    const res = await send(rt, 'POST', `/api/${view.referral_token}/refer/profile`, { emails: ['friend@example.com'] }, ann.cookie);
    expect(res.json()).toEqual({ sent: ['friend@example.com'] });
    const [mail] = await waitForMails(rt, 'friend@example.com');
    expect(mail!.subject).toContain(`save 20% with code ${view.invitation_code}`);
    const leadToken = mail!.headers['list-unsubscribe']!.replace(/^<|>$/g, '').split('/').at(-1)!;
    const unsub = await send(rt, 'PUT', `/api/app/campaigns/email/leadgen/unsubscribe/${leadToken}`);
    expect(unsub.json()).toEqual({ message: accountMessages.unsubscribed.message });
    await caughtUp(rt);
    await send(
      rt,
      'POST',
      `/api/${view.referral_token}/refer/profile`,
      { emails: ['friend@example.com', 'other@example.com'] },
      ann.cookie,
    );
    await waitForMails(rt, 'other@example.com');
    expect(await waitForMails(rt, 'friend@example.com')).toHaveLength(1);
    expect((await send(rt, 'POST', `/api/${view.referral_token}/refer/profile`, { emails: [] }, ann.cookie)).json().code).toBe(
      'REFERRAL_EMAILS_REQUIRED',
    );
    expect((await send(rt, 'POST', '/api/r.Zm9v.AAAA/refer/profile', { emails: ['a@b.com'] }, ann.cookie)).json().code).toBe(
      'INVALID_REFERRAL_TOKEN',
    );
  });

  it('sends referrals only for the signed-in referrer, to at most 5 addresses a request and 20 a day', async () => {
    const rex = await signedInAccount(rt, 'rex@example.com');
    const token = (await send(rt, 'GET', '/api/app/users/secure/profile', undefined, rex.cookie)).json().referral_token as string;
    const refer = (emails: string[], cookie?: string, remoteAddress = '10.7.0.1') =>
      rt.app.inject({
        method: 'POST',
        url: `/api/${token}/refer/profile`,
        payload: { emails },
        remoteAddress,
        headers: cookie ? { cookie } : {},
      });
    const batch = (from: number, n = 5) => Array.from({ length: n }, (_, i) => `ref-${from + i}@example.com`);
    // The token alone, or with someone else's session, sends nothing.
    expect((await refer(batch(0))).statusCode).toBe(401);
    expect((await refer(batch(0), ann.cookie)).json().code).toBe('INVALID_REFERRAL_TOKEN');
    const tooMany = await refer(batch(0, 6), rex.cookie);
    expect(tooMany.json()).toMatchObject({
      statusCode: 422,
      code: 'TOO_MANY_RECIPIENTS',
      message: 'Please enter at most 5 email addresses at a time.',
    });
    // 20 a day per referrer, from whichever client address.
    for (let i = 0; i < 4; i++) expect((await refer(batch(i * 5), rex.cookie, `10.7.0.${i + 1}`)).statusCode).toBe(200);
    const refused = await refer(batch(20, 1), rex.cookie, '10.7.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'MAIL_LIMIT_SOURCE', title: 'Too Many Emails' });
    expect(refused.json().message).toMatch(
      /^You have sent as many emails from here as we allow in a day\. Please try again in about \d+ hours/,
    );
    await waitForMails(rt, 'ref-19@example.com');
    await caughtUp(rt);
    expect((await mails(rt)).filter((m) => m.to.startsWith('ref-'))).toHaveLength(20);
  });

  it('opens a ghost account for a referred colleague and records who referred whom', async () => {
    const body = { first_name: 'Cy', last_name: 'Ng', email: 'cy@example.com', type: 'PI' };
    const res = await send(rt, 'POST', '/api/app/users/secure/create/referral/internal', body, ann.cookie);
    expect(res.statusCode).toBe(201);
    const [mail] = await waitForMails(rt, 'cy@example.com');
    expect(mail!.subject).toBe('Activate your Dealbook account');
    const again = await send(rt, 'POST', '/api/app/users/secure/create/referral/internal', body, ann.cookie);
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'EMAIL_ALREADY_REGISTERED' });
    await caughtUp(rt);
    const [doc] = await rt.adapters.documents.find('accounts', { email: 'cy@example.com' });
    expect(doc).toMatchObject({ referred_by: ann.id });
  });

  it('runs a survey: admin invitation, click, answers with at most 2 choices, then the spec’s thanks', async () => {
    const admin = await rt.cookieFor({ id: 'admin-1', email: 'admin@example.com', admin: true });
    expect((await send(rt, 'POST', '/api/admin/surveys', { email: 'lp@example.com' }, ann.cookie)).statusCode).toBe(403);
    const created = await send(rt, 'POST', '/api/admin/surveys', { email: 'lp@example.com' }, admin);
    expect(created.statusCode).toBe(201);
    const [mail] = await waitForMails(rt, 'lp@example.com');
    const token = decodeURIComponent(extractLinks(mail!.text)[0]!.split('/').at(-1)!);
    expect((await send(rt, 'POST', `/api/app/survey/providers/${token}`)).statusCode).toBe(200);
    const three = ['A', 'B', 'C'].map((title) => ({ title, selected: true }));
    const tooMany = await send(rt, 'POST', `/api/app/survey/providers/record/${token}`, { programming_components: three });
    expect(tooMany.json()).toMatchObject({ statusCode: 422, code: 'SURVEY_TOO_MANY_SELECTIONS' });
    const two = three.map((c, i) => ({ ...c, selected: i < 2 }));
    expect((await send(rt, 'POST', `/api/app/survey/providers/record/${token}`, { programming_components: two })).statusCode).toBe(200);
    const used = await send(rt, 'POST', `/api/app/survey/providers/${token}`);
    expect(used.json()).toMatchObject({ statusCode: 409, message: 'Thanks, you have already responded this this survey' });
    expect((await send(rt, 'POST', '/api/app/survey/providers/unknown')).json().code).toBe('INVALID_SURVEY_TOKEN');
    await caughtUp(rt);
    const list = await send(rt, 'GET', '/api/admin/surveys', undefined, admin);
    expect(list.json()).toMatchObject([{ email: 'lp@example.com', status: 'answered', programming_components: two }]);
    expect(await storeText(rt)).not.toContain(token);
  });

  it('lets an admin confirm a company, which completes the profile', async () => {
    const admin = await rt.cookieFor({ id: 'admin-1', email: 'admin@example.com', admin: true });
    const company = (await send(rt, 'GET', '/api/app/users/secure/company', undefined, ann.cookie)).json();
    expect((await send(rt, 'PUT', `/api/admin/companies/${company.id}/confirm`, undefined, admin)).statusCode).toBe(200);
    expect((await send(rt, 'PUT', '/api/admin/companies/nope/confirm', undefined, admin)).json().code).toBe('COMPANY_NOT_FOUND');
    await caughtUp(rt);
    expect((await send(rt, 'GET', '/api/app/users/secure/profile', undefined, ann.cookie)).json().completeness).toEqual({
      complete: true,
      missing: [],
    });
  });

  it('shows every action in the activity list with a readable line', async () => {
    const admin = await rt.cookieFor({ id: 'admin-1', email: 'admin@example.com', admin: true });
    const lines = JSON.stringify((await send(rt, 'GET', '/api/admin/activity?range=[0,199]', undefined, admin)).json());
    for (const text of [
      'Profile updated: Ann Lee, Harbor Capital',
      'Company confirmed',
      'Survey answered: A, B',
      'Lead friend@example.com unsubscribed',
    ]) {
      expect(lines).toContain(text);
    }
  });
});
