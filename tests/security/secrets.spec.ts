import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { figure } from '../reliability/figures';
import { PASSWORD, activeAccount, caughtUp, linkOf, mails, signIn, startIdentityRuntime } from '../scenarios/identity-helpers';

/** The anonymous requests that mint a mailed secret, each for an address of its own kind. */
const kinds = ['sign-up', 'forgot (pending)', 'forgot (active)', 'forgot (unknown)'] as const;
type Kind = (typeof kinds)[number];

const TAKEN = 'a password the attacker chose';

/**
 * R15: no secret is a function of what a client sends. An attacker who sends two anonymous requests with
 * one Idempotency-Key (the same key across routes and across addresses: a recovery for a victim, then a
 * sign-up of their own, and every other pair) must get no token of anyone else's: every pair of requests,
 * each for fresh addresses from its own client address, with one key; then every token mailed is used, and
 * each may act only on the account of the address it was mailed to. The answers of the recovery route
 * must not tell a registered address from an unknown one either.
 */
describe('R15 secrets', () => {
  let rt: TestRuntime;
  beforeAll(async () => {
    ({ rt } = await startIdentityRuntime());
  });
  afterAll(() => rt.dispose());

  let n = 0;
  /** A fresh address of the given kind (the pending and the active ones have accounts already). */
  const target = async (kind: Kind): Promise<string> => {
    const email = `person-${++n}@secrets.example`;
    if (kind === 'forgot (active)') await activeAccount(rt, email);
    if (kind === 'forgot (pending)') expect((await signUpAs(email, `setup-${n}`, '127.0.0.1')).statusCode).toBe(201);
    return email;
  };
  const signUpAs = (email: string, key: string, remoteAddress: string) =>
    rt.app.inject({
      method: 'POST',
      url: '/api/app/users/create',
      headers: { 'idempotency-key': key },
      remoteAddress,
      payload: { email, first_name: 'Eve', last_name: 'Mallory', type: 'D', ghost: false, opt_in: true },
    });
  const send = (kind: Kind, email: string, key: string, remoteAddress: string) =>
    kind === 'sign-up'
      ? signUpAs(email, key, remoteAddress)
      : rt.app.inject({
          method: 'POST',
          url: '/api/app/users/email/forgot',
          headers: { 'idempotency-key': key },
          remoteAddress,
          payload: { email },
        });

  it('mints no token for one address from a key another request used', async (context) => {
    const crossed: string[] = [];
    const answers = new Map<Kind, Set<number>>();
    let pairs = 0;
    for (const first of kinds) {
      for (const second of kinds) {
        pairs++;
        const key = `shared-key-${pairs}`;
        const from = `127.0.1.${pairs}`;
        const [a, b] = [await target(first), await target(second)];
        for (const [kind, email] of [
          [first, a],
          [second, b],
        ] as const) {
          const res = await send(kind, email, key, from);
          answers.set(kind, (answers.get(kind) ?? new Set()).add(res.statusCode));
        }
      }
    }
    await caughtUp(rt);
    // Settle the mail worker: each recipient's newest link is the one the pair's request mailed.
    await expect.poll(async () => (await mails(rt)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(pairs);
    await new Promise((settle) => setTimeout(settle, 500));
    const byRecipient = new Map<string, string[]>();
    for (const mail of await mails(rt)) {
      const to = /[^\s<]+@secrets\.example/.exec(mail.to)?.[0];
      if (!to) continue;
      byRecipient.set(to, [...(byRecipient.get(to) ?? []), linkOf(mail).token]);
    }
    const owners = new Map<string, string>();
    for (const [to, tokens] of byRecipient)
      for (const token of tokens) {
        const other = owners.get(token);
        if (other && other !== to) crossed.push(`one token mailed to ${other} and ${to}`);
        owners.set(token, to);
      }
    // Every token mailed, used: it sets the password of the account it was mailed to, or of none.
    for (const [token, to] of owners) {
      for (const url of [`/api/app/users/activate/ghost/${token}`, `/api/app/users/reset/${token}`]) {
        const res = await rt.app.inject({ method: 'PUT', url, payload: { password: TAKEN } });
        if (res.statusCode === 200 && (res.json() as { email?: string }).email !== to)
          crossed.push(`a token mailed to ${to} set the password of ${(res.json() as { email?: string }).email}`);
      }
    }
    expect([...answers.get('forgot (unknown)')!]).toEqual([...answers.get('forgot (active)')!]);
    expect([...answers.get('forgot (pending)')!]).toEqual([200]);
    figure(
      context,
      `R15 secrets: ${crossed.length} of ${pairs} replays of one Idempotency-Key across anonymous requests and addresses ` +
        `(${kinds.join(', ')}, every ordered pair) minted a token for another address; ${owners.size} tokens mailed, each tried`,
    );
    expect(crossed).toEqual([]);
  });

  it('lets the first owner of an address keep it: a recovery and a sign-up sharing a key cannot take a pending account', async () => {
    const victim = await target('forgot (pending)');
    const attacker = `attacker-${n}@secrets.example`;
    expect((await send('forgot (pending)', victim, 'same-key', '127.0.2.1')).statusCode).toBe(200);
    expect((await send('sign-up', attacker, 'same-key', '127.0.2.1')).statusCode).toBe(201);
    await expect.poll(async () => (await mails(rt)).filter((m) => m.to.includes(attacker)).length, { timeout: 10_000 }).toBe(1);
    const mail = (await mails(rt)).find((m) => m.to.includes(attacker))!;
    const res = await rt.app.inject({
      method: 'PUT',
      url: `/api/app/users/activate/ghost/${linkOf(mail).token}`,
      payload: { password: TAKEN },
    });
    expect(res.json()).toMatchObject({ email: attacker });
    expect((await signIn(rt, victim, TAKEN)).statusCode).toBe(401);
    expect((await signIn(rt, victim, PASSWORD)).statusCode).toBe(401);
  });
});
