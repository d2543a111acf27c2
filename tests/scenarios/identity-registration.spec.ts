import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailStream, identityMessages } from '@dealbook/domain';
import { emailHash } from '@dealbook/infra/security/emails';
import { ORPHAN_AFTER_MS } from '@dealbook/command-service/identity/index';
import type { TestRuntime } from '../support/runtime';
import {
  caughtUp,
  checkToken,
  linkOf,
  mails,
  signUp,
  startIdentityRuntime,
  storeText,
  waitForMails,
  type movableClock,
} from './identity-helpers';

describe('registration', () => {
  let rt: TestRuntime;
  let clock: ReturnType<typeof movableClock>;
  beforeAll(async () => {
    ({ rt, clock } = await startIdentityRuntime());
  });
  afterAll(() => rt.dispose());

  it('creates the account and mails an activation link that works', async () => {
    const res = await signUp(rt, 'Ann.Lee@Example.com');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), email: 'ann.lee@example.com' });
    expect(res.headers['x-position']).toMatch(/^\d+$/);

    const [mail] = await waitForMails(rt, 'ann.lee@example.com');
    expect(mail!.subject).toBe('Activate your Dealbook account');
    const { link, token } = linkOf(mail!);
    expect(link).toBe(`http://localhost:3000/account/activate/${token}`);
    expect(mail!.html).toContain(`href="${link}"`);
    expect((await checkToken(rt, 'users-activate-ghost-account', token)).json()).toEqual({ valid: true });
  });

  it('lists the new account as not yet active, and never stores the token in readable form', async () => {
    const res = await signUp(rt, 'bob@example.com', { type: 'PI', first_name: 'Bob', last_name: 'Ray' });
    const { id } = res.json() as { id: string };
    const { token } = linkOf((await waitForMails(rt, 'bob@example.com'))[0]!);
    await caughtUp(rt);
    expect(await rt.adapters.documents.get('users', id)).toMatchObject({
      email: 'bob@example.com',
      type: 'PI',
      active: false,
      admin: false,
    });
    expect(await storeText(rt)).not.toContain(token);
    const activity = JSON.stringify(await rt.adapters.documents.find('activity', {}));
    expect(activity).not.toContain(token);
    expect(activity).toContain('Account registered: bob@example.com (Qualified Capital Provider)');
    expect(activity).toContain('Activation link issued to bob@example.com');
  });

  it('refuses an email already registered, in any spelling, with the spec’s message', async () => {
    expect((await signUp(rt, 'carl@example.com')).statusCode).toBe(201);
    const res = await signUp(rt, '  CARL@example.com ');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'EMAIL_ALREADY_REGISTERED',
      message: identityMessages.emailAlreadyRegistered.message,
    });
  });

  it('lets exactly one of 10 concurrent sign-ups with one email through', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => signUp(rt, 'race@example.com')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(9).fill(409)]);
    await caughtUp(rt);
    expect(await rt.adapters.documents.count('users', { email: 'race@example.com' })).toBe(1);
    const registered = (await rt.adapters.store.readAll()).filter(
      (e) => e.type === 'UserRegistered' && (e.data as { email: string }).email === 'race@example.com',
    );
    expect(registered).toHaveLength(1);
    expect(await rt.adapters.store.readStream(emailStream(emailHash('race@example.com')))).toHaveLength(1);
  });

  it('refuses an email the verification rejects with “Not a Valid Email Address”', async () => {
    for (const email of ['someone@mailinator.com', 'not-an-email']) {
      const res = await signUp(rt, email);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'INVALID_EMAIL',
        title: 'Not a Valid Email Address',
        message: identityMessages.invalidEmail.message,
      });
    }
  });

  it('refuses a sign-up without the opt-in, missing or false, with the spec’s message', async () => {
    for (const optIn of [false, undefined]) {
      const res = await signUp(rt, 'dora@example.com', { opt_in: optIn });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'OPT_IN_REQUIRED', message: identityMessages.optInRequired.message });
    }
    expect((await signUp(rt, 'dora@example.com')).statusCode).toBe(201);
  });

  it('answers malformed fields with 400 and the field, including the disabled individual-investor type', async () => {
    const res = await signUp(rt, 'eve@example.com', { type: 'II' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      details: { fields: [expect.objectContaining({ path: expect.stringContaining('type') })] },
    });
  });

  it('completes a sign-up that stopped after reserving the email, once the reservation is stale', async () => {
    const email = 'stopped@example.com';
    const at = clock.now().toISOString();
    const id = 'stopped-1';
    await rt.adapters.store.append(
      emailStream(emailHash(email)),
      [
        {
          id: '0190ffff-0000-8000-8000-000000000001',
          type: 'EmailReserved',
          data: { userId: 'orphan-1', at },
          metadata: { actorId: null, commandId: id, correlationId: id, causationId: id, occurredAt: at, schemaVersion: 1 },
        },
      ],
      'no_stream',
    );
    expect((await signUp(rt, email)).statusCode).toBe(409);
    clock.advance(ORPHAN_AFTER_MS + 1000);
    const res = await signUp(rt, email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 'orphan-1', email });
    await waitForMails(rt, email);
  });

  it('sends each activation mail once', async () => {
    await caughtUp(rt);
    const all = await mails(rt);
    expect(new Set(all.map((m) => m.messageId)).size).toBe(all.length);
  });
});
