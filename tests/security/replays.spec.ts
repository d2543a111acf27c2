import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figure } from '../reliability/figures';
import { caughtUp, ok } from '../scenarios/deals-helpers';
import { multipart } from '../support/uploads';
import { buildFixture, type Fixture, type Role } from './authorisation-fixture';
import { matrix, type Scoped } from './authorisation-matrix';
import { dealBased, isScoped, urlOf } from './matrix-requests';

type Method = 'POST' | 'PUT' | 'DELETE';
const collaborators = ['viewer', 'sharer', 'editor'] as const satisfies readonly Role[];

interface Sent {
  role: Role;
  route: string;
  method: Method;
  url: string;
  body: unknown;
  upload: Scoped['upload'];
  key: string;
}

/**
 * R18: a retried request is authorized again. Every deal, file and match command a collaborator may send
 * (the route-by-role matrix's) is sent once by that collaborator with an Idempotency-Key; the owner then
 * takes the deal from them, and each of them sends every one of their requests again, byte for byte, with
 * the same key. Each must get what a stranger gets (404, the deal's fields, files and people nowhere in
 * the answer), never the outcome recorded while they had access.
 */
describe('R18 replays after revocation', () => {
  let fx: Fixture;
  beforeAll(async () => {
    fx = await buildFixture();
  });
  afterAll(() => fx?.rt.dispose());

  const send = (fx: Fixture, s: Sent): Promise<LightMyRequestResponse> => {
    const headers = { 'idempotency-key': s.key };
    const form = s.upload ? multipart(s.upload) : null;
    return form
      ? fx.api[s.role].call(s.method, s.url, form.payload, { ...form.headers, ...headers })
      : fx.api[s.role].call(s.method, s.url, s.body, headers);
  };

  it('answers a collaborator who lost the deal as a stranger, whatever request they replay', async (context) => {
    const { a, api, rt, secrets } = fx;
    const sent: Sent[] = [];
    const unanswered: string[] = [];
    for (const [route, entry] of Object.entries(matrix)) {
      if (!isScoped(entry) || !dealBased(entry) || route.startsWith('GET ')) continue;
      for (const role of collaborators.filter((r) => entry.allowed.includes(r))) {
        const t = { ...a, deal: entry.quiet ? a.quietDeal : a.deal, ...(await entry.prepare?.(fx)) };
        const s: Sent = {
          role,
          route,
          method: route.slice(0, route.indexOf(' ')) as Method,
          url: urlOf(route, entry, t),
          body: entry.body?.(t, fx),
          upload: entry.upload,
          key: `replay-${sent.length}`,
        };
        const first = await send(fx, s);
        if (first.statusCode >= 300) unanswered.push(`${role} ${route}: ${first.statusCode} ${first.body.slice(0, 120)}`);
        else sent.push(s);
        await caughtUp(rt);
      }
    }
    expect(unanswered).toEqual([]);

    for (const dealId of [a.deal, a.quietDeal]) {
      const { collaborators: people } = ok<{ collaborators: { shared_user_id: string; email: string }[] }>(
        await api.owner.distribution(dealId),
      );
      const entries = people
        .filter((e) => collaborators.some((r) => e.email === `${r}@tenant-a.example`))
        .map((e) => ({ shared_user_id: e.shared_user_id, can_view: false, can_share: false, can_edit: false }));
      expect(entries).toHaveLength(collaborators.length);
      ok(await api.owner.permissions(dealId, entries));
    }
    await caughtUp(rt);

    const hidden = secrets.filter((s) => !s.seenBy.includes('revoked'));
    const leaks: string[] = [];
    for (const s of sent) {
      const again = await send(fx, s);
      const shown = hidden.filter((secret) => again.body.includes(secret.value)).map((secret) => secret.value);
      if (again.statusCode !== 404 || shown.length > 0)
        leaks.push(`${s.role} replays ${s.route}: ${again.statusCode}${shown.length ? `, shows ${shown.join(', ')}` : ''}`);
    }
    const routes = new Set(sent.map((s) => s.route)).size;
    figure(
      context,
      `R18 replays: ${leaks.length} of ${sent.length} requests replayed after revocation (${routes} deal, file and match ` +
        `command routes × the ${collaborators.length} collaborators each may send them) answered anything but a stranger's 404`,
    );
    expect(leaks).toEqual([]);
  });
});
