import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toNew } from '@dealbook/command-service';
import { eventTypes, userStream } from '@dealbook/domain';
import type { TestRuntime } from '../support/runtime';
import { PASSWORD, activeAccount, sessionCookie, signIn, startIdentityRuntime, type movableClock } from './identity-helpers';

const EARLIER_SIGN_INS = 2_000;

/** An account years old: its stream holds thousands of sign-ins, appended as the sign-in route does. */
async function signedInFor(rt: TestRuntime, userId: string, times: number) {
  const events = Array.from({ length: times }, (_, i) => {
    const id = randomUUID();
    const now = new Date(Date.UTC(2024, 0, 1) + i * 3_600_000);
    const context = { commandId: id, actorId: userId, correlationId: id, causationId: id, now };
    return toNew(eventTypes, { type: 'SignedIn', data: { at: now.toISOString() } }, 0, context);
  });
  await rt.adapters.store.append(userStream(userId), events, 'stream_exists');
}

/** Commands on a long user stream start from a kept state (P9): what it decides must not change. */
describe('an account with a long sign-in history', () => {
  let rt: TestRuntime;
  let clock: ReturnType<typeof movableClock>;
  let userId: string;
  let cookie: string;
  const setView = (type: 'MYP' | 'OTH', key = randomUUID()) =>
    rt.app.inject({
      method: 'PUT',
      url: '/api/app/users/secure/console/set/view',
      headers: { cookie, 'idempotency-key': key },
      payload: { type },
    });

  beforeAll(async () => {
    ({ rt, clock } = await startIdentityRuntime({ PASSWORD_HASH_COST: '10' }));
    userId = await activeAccount(rt, 'old@example.com');
    await signedInFor(rt, userId, EARLIER_SIGN_INS);
  });
  afterAll(() => rt.dispose());

  it('signs in as a new account does', async () => {
    const res = await signIn(rt, 'old@example.com', PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: userId, email: 'old@example.com', first_name: 'Ann' });
    cookie = sessionCookie(res);
  });

  it('counts failures toward the lockout across many later events', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(rt, 'old@example.com', `wrong ${i}`, '127.0.1.1')).statusCode).toBe(401);
    for (let i = 0; i < 45; i++) expect((await setView(i % 2 ? 'MYP' : 'OTH')).statusCode).toBe(200);
    for (let i = 5; i < 10; i++) expect((await signIn(rt, 'old@example.com', `wrong ${i}`, '127.0.1.2')).statusCode).toBe(401);
    const locked = await signIn(rt, 'old@example.com', PASSWORD, '127.0.1.3');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_SIGN_INS' });
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await signIn(rt, 'old@example.com', PASSWORD, '127.0.1.3')).statusCode).toBe(200);
  });

  it('answers a retried request with its first outcome and appends nothing twice', async () => {
    const key = randomUUID();
    // From My Projects, so that the keyed request changes the view and is recorded (a no-op records nothing).
    expect((await setView('MYP')).json()).toEqual({ console_view: 'my_projects' });
    expect((await setView('OTH', key)).json()).toEqual({ console_view: 'other_deals' });
    for (let i = 0; i < 45; i++) await setView(i % 2 ? 'OTH' : 'MYP');
    const views = async () => (await rt.adapters.store.readStream(userStream(userId))).filter((e) => e.type === 'ConsoleViewSet').length;
    const before = await views();
    const again = await setView('OTH', key);
    expect(again.statusCode).toBe(200);
    expect(await views()).toBe(before);
  });
});
