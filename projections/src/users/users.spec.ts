import { describe, expect, it } from 'vitest';
import { createMemoryEventStore } from '@dealbook/infra/testing/event-store/memory';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import { createProjectionRunner } from '../runner/runner';
import { newEvent } from '../test-support';
import { USERS, usersProjection } from './users';

const hash = 'a'.repeat(64);
const at = '2026-11-22T10:05:00.000Z';

async function project(replays: number) {
  const store = createMemoryEventStore();
  const documents = createEmbeddedDocumentStore({ file: ':memory:' });
  await store.append('email-' + hash, [newEvent('EmailReserved', { userId: 'u1', at })], 'no_stream');
  await store.append(
    'user-u1',
    [
      newEvent('UserRegistered', {
        email: 'ann@example.com',
        first_name: 'Ann',
        last_name: 'Lee',
        type: 'D',
        ghost: false,
        opt_in: true,
        invitation_code: null,
      }),
      newEvent('ActivationTokenIssued', { tokenHash: hash, expiresAt: at, email: 'ann@example.com', sealedToken: 'v1.sealed' }),
      newEvent('UserActivated', { at }),
      newEvent('PasswordChanged', { passwordHash: 'scrypt$16384$8$1$c2FsdA$aGFzaA', reason: 'activation' }),
      newEvent('SignedIn', { at }),
      newEvent('AdminGranted', { by: null }),
      newEvent('ConsoleViewSet', { view: 'other_deals' }),
      newEvent('SandboxSet', { sandbox: true }),
    ],
    'no_stream',
  );
  await store.append(
    'user-u2',
    [newEvent('GhostUserCreated', { email: 'bob@example.com', first_name: 'Bob', last_name: '', type: 'PI', created_by: 'u1' })],
    'no_stream',
  );
  await store.append(
    'account-u2',
    [newEvent('ProfileUpdated', { first_name: 'Robert', last_name: 'Ng', contact_telephone: '', company_id: null, company_name: '' })],
    'no_stream',
  );
  for (let i = 0; i < replays; i++) {
    // A replay from the start, as after a lost checkpoint: documents must come out the same.
    await documents.delete('projection_status', 'users').catch(() => undefined);
    const runner = createProjectionRunner({ store, documents, projections: [usersProjection] });
    await runner.start();
    await runner.waitFor(await store.headPosition());
    await runner.stop();
  }
  return documents.find(USERS, {}, { sort: { _id: 1 } });
}

describe('the users projection', () => {
  it('keeps one document per account with what the app and the admin lists show', async () => {
    const [ann, bob] = await project(1);
    expect(ann).toMatchObject({
      _id: 'u1',
      email: 'ann@example.com',
      first_name: 'Ann',
      last_name: 'Lee',
      type: 'D',
      ghost: false,
      active: true,
      admin: true,
      console_view: 'other_deals',
      sandbox: true,
      created_at: '2026-11-22T10:00:00.000Z',
      activated_at: at,
      last_sign_in_at: at,
    });
    expect(bob).toMatchObject({
      _id: 'u2',
      email: 'bob@example.com',
      type: 'PI',
      ghost: true,
      active: false,
      admin: false,
      console_view: 'my_projects',
    });
  });

  it('greets a person by the names they last set in their profile', async () => {
    const [, bob] = await project(1);
    expect(bob).toMatchObject({ email: 'bob@example.com', first_name: 'Robert', last_name: 'Ng' });
  });

  it('never holds a password hash or a token', async () => {
    const text = JSON.stringify(await project(1));
    expect(text).not.toContain('scrypt$');
    expect(text).not.toContain(hash);
    expect(text).not.toContain('v1.sealed');
  });

  it('gives the same documents when the same events are replayed twice', async () => {
    expect(await project(2)).toEqual(await project(1));
  });
});
