import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_RECIPIENTS_PER_REQUEST, mailRules } from '@dealbook/domain';
import type { OutboxEntry } from '@dealbook/infra/mail';
import { figure } from '../reliability/figures';
import { givePlan } from '../support/plans';
import type { TestRuntime } from '../support/runtime';
import { multipart, tinyPdf } from '../support/uploads';
import { createDeal, dealsApi, ok } from '../scenarios/deals-helpers';
import {
  PASSWORD,
  activeAccount,
  caughtUp,
  mails,
  sessionCookie,
  signIn,
  startIdentityRuntime,
  type movableClock,
} from '../scenarios/identity-helpers';

/** One mail-sending public route under a flood: what it asks for, what the limits allow, what went out. */
interface Flood {
  route: string;
  /** Mails the flood asks the route to send. */
  asked: number;
  /** The most the day's limits let through for this flood's shape. */
  allowed: number;
  /** Sends the flood; answers how many mails the accepted requests should cause (to wait for them). */
  send(): Promise<number>;
  /** The mails of this flood in the outbox. */
  sent(outbox: OutboxEntry[]): number;
}

const ip = (flood: number, i: number) => `10.17.${flood}.${i + 1}`;
const addressed = (prefix: string) => (outbox: OutboxEntry[]) => outbox.filter((m) => m.to.startsWith(prefix)).length;
const people = (prefix: string) => (outbox: OutboxEntry[]) => new Set(outbox.filter((m) => m.to.startsWith(prefix)).map((m) => m.to)).size;

/**
 * R17: mail floods. Every public route that mails an address a visitor chose gets a bounded flood through
 * the in-process runtime (app.inject, nothing leaves the machine, at most 60 requests a route), spread
 * over client addresses where one address's limit would hide the others. Each route's mails are then
 * counted in the outbox against what the day's limits allow (domain/src/shared/mail-limits.ts), and every
 * refusal must be a 429 that says until when.
 */
describe('R17 mail floods', () => {
  let rt: TestRuntime;
  let clock: ReturnType<typeof movableClock>;
  let ann: string;
  let dealId: string;
  let openFile: string;
  let restrictedFile: string;
  const refusals: LightMyRequestResponse[] = [];
  const accepted = (res: LightMyRequestResponse) => {
    if (res.statusCode === 429) refusals.push(res);
    return res.statusCode < 300 ? 1 : 0;
  };
  const inject = (method: 'POST' | 'PUT' | 'GET', url: string, remoteAddress: string, payload?: object, cookie?: string) =>
    rt.app.inject({ method, url, remoteAddress, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
  const account = async (email: string) => {
    const id = await activeAccount(rt, email);
    return { id, cookie: sessionCookie(await signIn(rt, email, PASSWORD)) };
  };

  beforeAll(async () => {
    ({ rt, clock } = await startIdentityRuntime());
    const owner = await account('flood-owner@example.com');
    ann = owner.cookie;
    await givePlan(rt.adapters.store, owner.id);
    const api = dealsApi(rt, ann);
    dealId = (await createDeal(api)).id;
    const upload = async (name: string) => {
      const body = multipart({ name, content: tinyPdf });
      return ok<{ id: string }>(await api.call('POST', `/api/app/deals/secure/${dealId}/attachments`, body.payload, body.headers), 201).id;
    };
    openFile = await upload('teaser.pdf');
    restrictedFile = await upload('memo.pdf');
    const base = `/api/app/deals/secure/${dealId}/attachments`;
    ok(await api.call('POST', `${base}/filesharing/permissions/save`, { attachment: restrictedFile, restricted_access: true }));
    ok(await api.call('POST', `${base}/filesharing/permissions/auth`, { attachment: restrictedFile, email: 'flood-lp@example.com' }));
    await caughtUp(rt);
  });
  afterAll(() => rt.dispose());

  it('sends no mail past the limits on any mail-sending public route', { timeout: 240_000 }, async (context) => {
    const referrer = await account('flood-referrer@example.com');
    const token = (await inject('GET', '/api/app/users/secure/profile', ip(0, 0), undefined, referrer.cookie)).json()
      .referral_token as string;
    const recoverer = 'flood-recover@example.com';
    await activeAccount(rt, recoverer);
    const referrerOfColleagues = await account('flood-colleagues@example.com');
    const batch = (prefix: string, from: number, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${from + i}@example.com`);
    const times = async (n: number, each: (i: number) => Promise<number>) => {
      let total = 0;
      for (let i = 0; i < n; i++) total += await each(i);
      return total;
    };

    const floods: Flood[] = [
      {
        route: 'POST /api/{token}/refer/{source}',
        asked: 10 * MAIL_RECIPIENTS_PER_REQUEST,
        allowed: mailRules.referral.perSource,
        send: () =>
          times(10, async (i) => {
            const emails = batch('flood-ref-', i * 5, MAIL_RECIPIENTS_PER_REQUEST);
            return accepted(await inject('POST', `/api/${token}/refer/profile`, ip(1, i), { emails }, referrer.cookie)) * emails.length;
          }),
        sent: addressed('flood-ref-'),
      },
      {
        route: 'POST /api/app/users/create (many addresses, one client)',
        asked: 60,
        allowed: mailRules['sign-up'].perSource,
        send: () =>
          times(60, async (i) => {
            const body = { email: `flood-signup-${i}@example.com`, first_name: 'F', last_name: 'L', type: 'D', opt_in: true };
            return accepted(await inject('POST', '/api/app/users/create', ip(2, 0), body));
          }),
        sent: addressed('flood-signup-'),
      },
      {
        route: 'POST /api/app/users/create (one address, many clients)',
        asked: 15,
        allowed: 1,
        send: () =>
          times(15, async (i) => {
            const body = { email: 'flood-same@example.com', first_name: 'F', last_name: 'L', type: 'D', opt_in: true };
            return accepted(await inject('POST', '/api/app/users/create', ip(3, i), body));
          }),
        sent: addressed('flood-same@'),
      },
      {
        route: 'POST /api/app/users/email/forgot',
        asked: 12,
        allowed: mailRules.recovery.perAddress,
        send: () => times(12, async (i) => accepted(await inject('POST', '/api/app/users/email/forgot', ip(4, i), { email: recoverer }))),
        sent: (outbox) => outbox.filter((m) => m.to === recoverer && !m.subject.startsWith('Activate')).length,
      },
      {
        route: 'POST /api/app/deals/attachments/{attachment_id}/email',
        asked: 12,
        allowed: mailRules['file-mail'].perAddress,
        send: () =>
          times(12, async (i) =>
            accepted(await inject('POST', `/api/app/deals/attachments/${openFile}/email`, ip(5, i), { email: 'flood-phone@example.com' })),
          ),
        sent: addressed('flood-phone@'),
      },
      {
        route: 'GET /api/app/deals/{id}/attachments/retrieve/{key}/{type}/{email}',
        asked: 12,
        allowed: mailRules['file-link'].perAddress,
        send: () =>
          times(12, async (i) => {
            // Past the ten minutes in which a reload mails nothing new: each claim asks for a new mail.
            clock.advance(11 * 60 * 1000);
            const res = await inject(
              'GET',
              `/api/app/deals/${dealId}/attachments/retrieve/${restrictedFile}/link/flood-lp%40example.com`,
              ip(6, i),
            );
            return res.statusCode === 200 && res.json().mailed === true ? accepted(res) : (accepted(res), 0);
          }),
        sent: (outbox) => outbox.filter((m) => m.to === 'flood-lp@example.com' && m.subject.startsWith('Your download link')).length,
      },
      {
        route: 'POST /api/app/deals/{id}/attachments/request',
        asked: 30,
        allowed: mailRules['access-request'].perSource,
        send: () =>
          times(30, async (i) => {
            const body = { email: `flood-asker-${i}@example.com`, attachment_key: restrictedFile, details: { source: 'Shared Link' } };
            return accepted(await inject('POST', `/api/app/deals/${dealId}/attachments/request`, ip(7, 0), body));
          }),
        sent: (outbox) =>
          outbox.filter((m) => m.to === 'flood-owner@example.com' && /^flood-asker-\d+@example\.com asks/.test(m.subject)).length,
      },
      {
        route: 'POST /api/app/deals/secure/{id}/share/collab/copy (newcomers)',
        asked: 60,
        allowed: mailRules['share-newcomer'].perSource,
        send: () =>
          times(60, async (i) => {
            const body = { deal: { id: dealId }, user: { email: `flood-new-${i}@example.com`, first_name: 'N', last_name: 'C' } };
            return accepted(await inject('POST', `/api/app/deals/secure/${dealId}/share/collab/copy`, ip(8, 0), body, ann));
          }),
        sent: people('flood-new-'),
      },
      {
        // Shared, revoked and shared again: each share mails the same existing account.
        route: 'POST /api/app/deals/secure/{id}/share/collab/copy (one existing account, again and again)',
        asked: 25,
        allowed: mailRules.share.perAddress,
        send: async () => {
          const bob = await account('flood-bob@example.com');
          // Past the newcomers' flood's minute: the per-minute share limit is not what this flood is about.
          clock.advance(2 * 60 * 1000);
          return times(25, async (i) => {
            if (i > 0) {
              const revoke = { deal_id: dealId, shared_deals: [{ shared_user_id: bob.id, can_view: false }] };
              ok(await inject('POST', `/api/app/deals/secure/${dealId}/share/collab/permission`, ip(10, 0), revoke, ann));
            }
            const body = { deal: { id: dealId }, user: { email: 'flood-bob@example.com', first_name: '', last_name: '' } };
            return accepted(await inject('POST', `/api/app/deals/secure/${dealId}/share/collab/copy`, ip(10, 0), body, ann));
          });
        },
        sent: (outbox) => outbox.filter((m) => m.to.includes('flood-bob@example.com') && m.subject.includes('shared the deal')).length,
      },
      {
        // A data room opened to one inbox under 20 tags in one request, then removed and opened again.
        route: 'POST /api/app/deals/secure/{id}/attachments/dataroom/permissions/auth(/bulk) (one inbox)',
        asked: 40,
        allowed: mailRules['access-grant'].perAddress,
        send: async () => {
          const room = `/api/app/deals/secure/${dealId}/attachments/dataroom/permissions`;
          const tags = Array.from({ length: 20 }, (_, i) => `flood-inbox+${i}@example.com`);
          let due = accepted(await inject('POST', `${room}/auth/bulk`, ip(11, 0), { emails: tags }, ann)) * tags.length;
          due += await times(20, async () => {
            await inject('POST', `${room}/remove`, ip(11, 0), { user: 'flood-inbox@example.com' }, ann);
            return accepted(await inject('POST', `${room}/auth`, ip(11, 0), { email: 'flood-inbox@example.com' }, ann));
          });
          return Math.min(due, mailRules['access-grant'].perAddress);
        },
        sent: (outbox) =>
          outbox.filter((m) => /^flood-inbox(\+\d+)?@example\.com$/.test(m.to) && m.subject.startsWith('You have been given')).length,
      },
      {
        // Requests made in a victim's name, each refused by an owner whose reason is their own text.
        route: 'POST /api/app/deals/secure/{id}/attachments/dataroom/permissions/deny',
        asked: 20,
        allowed: mailRules['access-answer'].perAddress,
        send: () =>
          times(20, async (i) => {
            const email = `flood-denied+${i}@example.com`;
            const asked = { email, attachment_key: restrictedFile, details: { source: 'Shared Link' } };
            await inject('POST', `/api/app/deals/${dealId}/attachments/request`, ip(12, i), asked);
            const body = { attachment: restrictedFile, email, reason: 'Verify your account at http://evil.example' };
            return accepted(
              await inject('POST', `/api/app/deals/secure/${dealId}/attachments/filesharing/permissions/deny`, ip(13, 0), body, ann),
            );
          }),
        sent: (outbox) => outbox.filter((m) => /^flood-denied\+\d+@example\.com$/.test(m.to)).length,
      },
      {
        route: 'POST /api/app/users/secure/create/referral/internal',
        asked: 60,
        allowed: mailRules['share-newcomer'].perSource,
        send: () =>
          times(60, async (i) => {
            const body = { first_name: 'R', last_name: 'C', email: `flood-colleague-${i}@example.com`, type: 'D' };
            return accepted(
              await inject('POST', '/api/app/users/secure/create/referral/internal', ip(9, 0), body, referrerOfColleagues.cookie),
            );
          }),
        sent: people('flood-colleague-'),
      },
    ];

    const results: { route: string; asked: number; allowed: number; sent: number }[] = [];
    for (const flood of floods) {
      const due = await flood.send();
      // The accepted requests' mails, once the workers sent them; refused ones recorded nothing to send.
      const deadline = Date.now() + 20_000;
      while (flood.sent(await mails(rt)) < due && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      await caughtUp(rt);
      results.push({ route: flood.route, asked: flood.asked, allowed: flood.allowed, sent: flood.sent(await mails(rt)) });
    }

    const past = results.map((r) => Math.max(0, r.sent - r.allowed));
    const asked = results.reduce((sum, r) => sum + r.asked, 0);
    const routes = new Set(results.map((r) => r.route.split(' (')[0])).size;
    figure(
      context,
      `R17 floods: ${past.reduce((a, b) => a + b, 0)} of ${asked} mails past the limit on ${routes} mail-sending routes ` +
        `(${results.map((r) => `${r.sent}/${r.asked}`).join(', ')} sent; ${refusals.length} requests refused with 429)`,
    );
    expect(results.map((r) => ({ route: r.route, past: Math.max(0, r.sent - r.allowed) }))).toEqual(
      results.map((r) => ({ route: r.route, past: 0 })),
    );
    // Each flood was refused before it ran out, so the limits, not the flood's size, stopped it.
    expect(results.every((r) => r.sent < r.asked)).toBe(true);
    for (const refused of refusals) {
      expect(refused.headers['retry-after'], refused.body).toBeDefined();
      expect(refused.json().message, refused.body).toMatch(/try again/i);
    }
  });
});
