import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figure } from '../reliability/figures';
import type { TestRuntime } from '../support/runtime';
import { multipart } from '../support/uploads';
import { caughtUp } from '../scenarios/deals-helpers';
import { buildFixture, roles, sees, type Fixture, type Role, type VictimIds } from './authorisation-fixture';
import { matrix, type Entry, type Scoped } from './authorisation-matrix';
import { dealBased, isScoped, urlOf } from './matrix-requests';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A route's shape, its parameters' names left out: `GET /api/admin/users/{}`. */
const shape = (route: string) => route.replace(/\{[^}]+\}|:[^/]+/g, '{}');

/**
 * Every API route Fastify serves, as 'METHOD /path/{param}': the OpenAPI document's, and the shapes of those
 * hidden from it (read from the router's own tree), so that a hidden route needs an entry too.
 */
async function servedRoutes(rt: TestRuntime): Promise<{ documented: string[]; hidden: string[] }> {
  await rt.app.ready();
  const paths = (rt.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  const documented = Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
  const stack: string[] = [];
  const routed: string[] = [];
  for (const line of rt.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const found = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!found) continue;
    const depth = found[1]!.length / 4;
    stack[depth] = (depth > 0 ? stack[depth - 1]! : '') + found[2]!;
    for (const method of (found[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) routed.push(`${method} ${stack[depth]}`);
  }
  const known = new Set(documented.map(shape));
  // The static UI (when built) and the OpenAPI viewer serve files, not anyone's data.
  const api = (r: string) => r.includes(' /api/') && !r.includes(' /api/docs');
  const hidden = routed.filter((r) => api(r) && !known.has(shape(r))).map(shape);
  return { documented, hidden };
}

/** The same ids, none of which exists: every one of them, or (`keep`) all but the deals. */
const missing = (t: VictimIds, keep: boolean): VictimIds =>
  Object.fromEntries(
    Object.entries(t).map(([k, v]) => [k, keep && (v === t.deal || k === 'quietDeal') ? v : `missing-${k}`]),
  ) as unknown as VictimIds;
const succeeded = (res: LightMyRequestResponse) => res.statusCode >= 200 && res.statusCode < 300;

/**
 * R7: an IDOR matrix. Every deal-, file-, match-, subscription-, draft-, division- and admin-scoped
 * route is asked by every role (the owner; a collaborator who may view, one who may share, one who may edit,
 * one whose view was taken away; the capital provider a match invited, and one at a matched company who was
 * not contacted; the owner's colleague on their team plan; a stranger of tenant B; an auditor; an admin;
 * nobody signed in) with tenant A's ids: on both of A's deals, and, where a file, match, build or person of
 * A's is named, by the stranger through their own deal too. Those the route admits succeed; every other is
 * refused (401, 403, 404, or a refusal the entry names), and whoever may not see A's deal gets the 404 of no
 * deal at all. Every answer, and every own-account read, is searched for A's private values (deal and file
 * names, the private file's bytes, emails, the draft, the division, the admin's saved query), each with the
 * roles that may see it. A leak: a refused role that succeeds, a value shown to a role it is not for, or a
 * refusal that tells A's ids from ids that do not exist.
 */
describe('R7 authorisation', () => {
  let fx: Fixture;
  beforeAll(async () => {
    fx = await buildFixture();
  });
  afterAll(() => fx?.rt.dispose());

  it('has an entry for every route the services serve, hidden ones included', async () => {
    const { documented, hidden } = await servedRoutes(fx.rt);
    const listed = Object.keys(matrix);
    expect(documented.filter((r) => !(r in matrix))).toEqual([]);
    const served = new Set([...documented, ...hidden].map(shape));
    expect(listed.filter((r) => !served.has(shape(r)))).toEqual([]);
    expect(hidden.filter((r) => !listed.some((l) => shape(l) === r))).toEqual([]);
  });

  it('leaks nothing of tenant A’s to any role on any route', async (context) => {
    const { a, api, secrets, rt } = fx;
    const leaks: string[] = [];
    const mismatches: string[] = [];
    let requests = 0;
    let crossed = 0;

    /** Whatever the answer, it shows a role only the values that role may see. */
    const check = (role: Role, what: string, res: LightMyRequestResponse) => {
      const shown = `${JSON.stringify(res.headers)}\n${res.body}`;
      for (const secret of secrets) {
        if (!secret.seenBy.includes(role) && shown.includes(secret.value)) leaks.push(`${role} sees “${secret.value}” in ${what}`);
      }
    };
    const send = async (role: Role, route: string, entry: Scoped, t: VictimIds) => {
      const method = route.slice(0, route.indexOf(' ')) as Method;
      const url = urlOf(route, entry, t);
      const form = entry.upload ? multipart(entry.upload) : null;
      requests++;
      const res = form
        ? await api[role].call(method, url, form.payload, form.headers)
        : await api[role].call(method, url, entry.body?.(t, fx));
      check(role, `${route} (${url})`, res);
      return res;
    };
    /**
     * A refused role must not succeed, and whoever may not see the deal gets the 404 of no deal. Refused
     * something it may not know of (`blind`), a role must be told exactly what it is told of ids that do not
     * exist (all of them, or all but the deal's): an answer that differs says A's ids exist.
     */
    const refused = async (role: Role, route: string, entry: Scoped, t: VictimIds, unseen: boolean, blind: boolean) => {
      const res = await send(role, route, entry, t);
      const refusals = [401, 403, 404, ...(entry.refusal ? [entry.refusal.status] : [])];
      const ids = t.deal === a.deal || t.deal === a.quietDeal ? 'A’s ids' : 'A’s ids through their own deal';
      if (succeeded(res)) return leaks.push(`${role} succeeds (${res.statusCode}) on ${route} with ${ids}: ${res.body.slice(0, 160)}`);
      const expected = role === 'anonymous' ? [401] : unseen ? [404] : refusals;
      if (!expected.includes(res.statusCode))
        return mismatches.push(
          `${role} gets ${res.statusCode}, not ${expected.join(' or ')}, on ${route} with ${ids}: ${res.body.slice(0, 160)}`,
        );
      if (!blind) return;
      const answer = (r: LightMyRequestResponse) => `${r.statusCode} ${r.body}`;
      for (const keep of [false, true]) if (answer(await send(role, route, entry, missing(t, keep))) === answer(res)) return;
      leaks.push(`${role} is told A’s ids exist on ${route}: ${res.body.slice(0, 160)}`);
    };

    for (const [route, entry] of Object.entries(matrix) as [string, Entry][]) {
      if (!isScoped(entry)) {
        const url = entry.read?.(a);
        if (url === undefined) continue;
        for (const role of roles) {
          requests++;
          check(role, route, await api[role].call('GET', url));
        }
        continue;
      }
      const home = dealBased(entry) && entry.quiet ? a.quietDeal : a.deal;
      const deals = dealBased(entry) ? [a.deal, a.quietDeal] : [a.deal];
      const permitted: Role[] = [];
      for (const dealId of deals) {
        // Nobody invited anyone to the quiet deal: its provider is a stranger to it.
        const allowed = dealId === a.deal ? entry.allowed : entry.allowed.filter((r) => r !== 'provider');
        for (const role of roles) {
          const viewers: readonly Role[] = dealId === a.deal ? sees.matched : sees.quiet;
          const unseen = dealBased(entry) && !viewers.includes(role);
          const blind = dealBased(entry) ? unseen : !entry.knownTo?.includes(role);
          if (!allowed.includes(role)) await refused(role, route, entry, { ...a, deal: dealId }, unseen, blind);
          else if (dealId === home) permitted.push(role);
        }
      }
      if (entry.throughOwnDeal) {
        crossed++;
        await refused('stranger', route, entry, { ...a, deal: fx.strangerDeal }, false, true);
      }
      for (const role of permitted) {
        const t = { ...a, deal: home, ...(await entry.prepare?.(fx)) };
        const res = await send(role, route, entry, t);
        if (!succeeded(res) && res.statusCode !== entry.permitted?.status)
          mismatches.push(`${role} may but gets ${res.statusCode} on ${route}: ${res.body.slice(0, 200)}`);
      }
      if (!route.startsWith('GET ')) await caughtUp(rt);
    }

    const entries = Object.values(matrix);
    const scoped = entries.filter(isScoped).length;
    const reads = entries.filter((e) => !isScoped(e) && e.read).length;
    const listedOut = entries.length - scoped - reads;
    const count = (n: number, what: string) => `${n.toLocaleString('en-US')} ${what}${n === 1 ? '' : 's'}`;
    figure(
      context,
      `R7 authorisation: ${count(leaks.length, 'leak')} in ${count(requests, 'request')}: ${scoped} deal-, file-, match-, ` +
        `subscription-, draft-, division- and admin-scoped routes × ${roles.length} roles with tenant A's ids (on both of A's deals; ` +
        `${crossed} of them also through the stranger's own deal), and ${reads} own-account reads by every role; ` +
        `${listedOut} public, sign-in and own-account write routes listed out of scope`,
    );
    expect({ leaks, mismatches }).toEqual({ leaks: [], mismatches: [] });
  });
});
