import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { extractLinks, readOutbox, type OutboxEntry } from '@dealbook/infra/mail';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { inProcessOnly } from '../support/split-runtime';

/** Test support for the identity scenarios (not a spec file). */
export const PASSWORD = 'correct horse battery staple';

/** A clock the test moves: real time plus an offset, so that token expiry and lockout windows can pass. */
export function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      inProcessOnly("moving the services' clock");
      offsetMs += ms;
    },
  };
}

export async function startIdentityRuntime(env: Record<string, string> = {}) {
  const clock = movableClock();
  const rt = await startTestRuntime(env, { clock: clock.now });
  return { rt, clock };
}

export const signUp = (rt: TestRuntime, email: string, extra: Record<string, unknown> = {}) =>
  rt.app.inject({
    method: 'POST',
    url: '/api/app/users/create',
    payload: { email, first_name: 'Ann', last_name: 'Lee', type: 'D', ghost: false, opt_in: true, ...extra },
  });

export const signIn = (rt: TestRuntime, email: string, password: string, remoteAddress = '127.0.0.1') =>
  rt.app.inject({ method: 'POST', url: '/api/app/users/auth', payload: { email, password }, remoteAddress });

export const setPassword = (rt: TestRuntime, kind: 'activate' | 'reset', token: string, password = PASSWORD) =>
  rt.app.inject({
    method: 'PUT',
    url: kind === 'activate' ? `/api/app/users/activate/ghost/${token}` : `/api/app/users/reset/${token}`,
    payload: { password },
  });

export const forgot = (rt: TestRuntime, email: string, remoteAddress?: string) =>
  rt.app.inject({ method: 'POST', url: '/api/app/users/email/forgot', payload: { email }, ...(remoteAddress ? { remoteAddress } : {}) });

export const checkToken = (rt: TestRuntime, tokenType: string, token: string) =>
  rt.app.inject({ method: 'GET', url: `/api/token/check?token_type=${tokenType}&token=${encodeURIComponent(token)}` });

/** The session cookie a response set, ready for a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'dealbook_session');
  expect(cookie, 'a session cookie').toBeDefined();
  return `dealbook_session=${encodeURIComponent(cookie!.value)}`;
}

export const mails = (rt: TestRuntime): Promise<OutboxEntry[]> => readOutbox(join(rt.dataDir, 'outbox'));

/** Polls the outbox until `count` mails went to `to` (the workers send them after the request). */
export async function waitForMails(rt: TestRuntime, to: string, count = 1, deadlineMs = 10_000): Promise<OutboxEntry[]> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const found = (await mails(rt)).filter((m) => m.to.includes(to));
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${to}, found ${found.length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The first mail to `to` whose subject starts with `subject`, once it has arrived. */
export async function mailTo(rt: TestRuntime, to: string, subject: string, deadlineMs = 10_000): Promise<OutboxEntry> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const found = (await mails(rt)).find((m) => m.to.includes(to) && m.subject.startsWith(subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`expected a mail to ${to} whose subject starts '${subject}'`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The only link of a mail, and the token at its end. */
export function linkOf(mail: OutboxEntry): { link: string; token: string } {
  const links = extractLinks(mail.text);
  expect(links).toHaveLength(1);
  const link = links[0]!;
  return { link, token: decodeURIComponent(link.slice(link.lastIndexOf('/') + 1)) };
}

/**
 * Resolves once every projection has applied every event written so far. Up to 15 s: in the split shape
 * the projections are a process of their own, which a machine running browsers and other suites beside it
 * has been seen to leave more than 5 s behind; a projection that stopped still fails here.
 */
export async function caughtUp(rt: TestRuntime): Promise<void> {
  expect(await rt.runner.waitFor(await rt.adapters.store.headPosition(), undefined, 15_000)).toBe(true);
}

/** Signs up, activates through the mailed link and waits for the read models: an account ready to sign in. */
export async function activeAccount(
  rt: TestRuntime,
  email: string,
  password = PASSWORD,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await signUp(rt, email, extra);
  expect(res.statusCode).toBe(201);
  const [mail] = await waitForMails(rt, email);
  expect((await setPassword(rt, 'activate', linkOf(mail!).token, password)).statusCode).toBe(200);
  await caughtUp(rt);
  return (res.json() as { id: string }).id;
}

/** Every event in the store as text, to look for what must never be there. */
export async function storeText(rt: TestRuntime): Promise<string> {
  return JSON.stringify(await rt.adapters.store.readAll());
}
