import { describe, expect, it } from 'vitest';
import { createAuthProvider, loginUrl, safeRedirect, type User } from './authProvider';
import { createHttpClient } from './httpClient';
import { fakeFetch, type Reply } from '../testing/fakeFetch';

const ada: User = { id: 'u1', email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', type: 'D', admin: true, auditor: false };
const unauthorized: Reply = {
  status: 401,
  body: { statusCode: 401, error: 'Unauthorized', message: 'Not signed in', code: 'UNAUTHENTICATED' },
};

function provider(...replies: Reply[]) {
  const fake = fakeFetch(...replies);
  const auth = createAuthProvider(createHttpClient({ fetch: fake.fetch, wait: async () => {} }));
  return { auth, requests: fake.requests };
}

describe('401 logs the user out', () => {
  it('checkError sends the user to the login page on a 401 from any call', async () => {
    const { auth } = provider();
    await expect(auth.checkError({ status: 401, message: 'Not signed in' })).rejects.toMatchObject({
      redirectTo: '/login?redirect=/admin',
    });
  });

  it('checkError keeps the user signed in on other failures', async () => {
    const { auth } = provider();
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('checkAuth sends the user to the login page when the server no longer knows the session', async () => {
    const { auth } = provider(unauthorized);
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?redirect=/admin' });
  });

  it('asks the server again after a 401 instead of trusting the remembered user', async () => {
    const { auth, requests } = provider({ body: ada }, unauthorized);
    await auth.checkAuth({});
    await auth.checkAuth({});
    expect(requests).toHaveLength(1);
    await expect(auth.checkError({ status: 401 })).rejects.toBeTruthy();
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: loginUrl() });
    expect(requests).toHaveLength(2);
  });

  it('a fresh lookup asks the server even while a user is remembered, so an ended session shows', async () => {
    const { auth, requests } = provider({ body: ada }, unauthorized);
    await auth.currentUser();
    await expect(auth.currentUser({ fresh: true })).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(2);
  });

  it('logout signs out on the server and lands on the login page, even if the session had expired', async () => {
    const { auth, requests } = provider(unauthorized);
    await expect(auth.logout({})).resolves.toBe('/login?redirect=/admin');
    expect(requests[0]).toMatchObject({ url: '/api/app/users/auth', method: 'DELETE' });
  });
});

describe('signing in', () => {
  it('posts the credentials and answers the user', async () => {
    const { auth, requests } = provider({ body: ada });
    await expect(auth.login({ email: 'ada@example.com', password: 'secret' })).resolves.toEqual(ada);
    expect(requests[0]).toMatchObject({ url: '/api/app/users/auth', method: 'POST' });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ email: 'ada@example.com', password: 'secret' });
  });

  it('asks who signed in when the sign-in answer leaves out the auditor role, so an auditor is not taken for a dealmaker', async () => {
    const { auditor: _, ...signInAnswer } = { ...ada, admin: false };
    const { auth, requests } = provider({ body: signInAnswer }, { body: { ...ada, admin: false, auditor: true } });
    await auth.login({ email: 'ada@example.com', password: 'secret' });
    await expect(auth.getPermissions!({})).resolves.toBe('auditor');
    expect(requests[1]).toMatchObject({ url: '/api/app/users/secure/retrieve', method: 'GET' });
  });

  it('fails with the server message when the credentials are refused', async () => {
    const { auth } = provider({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password', code: 'BAD_CREDENTIALS' },
    });
    await expect(auth.login({ email: 'ada@example.com', password: 'nope' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
  });

  it('answers the role as permissions: admin, auditor or dealmaker', async () => {
    await expect(provider({ body: ada }).auth.getPermissions!({})).resolves.toBe('admin');
    await expect(provider({ body: { ...ada, admin: false, auditor: true } }).auth.getPermissions!({})).resolves.toBe('auditor');
    await expect(provider({ body: { ...ada, admin: false } }).auth.getPermissions!({})).resolves.toBe('dealmaker');
  });

  it('lets an auditor read and export but not write, an admin do anything, a dealmaker nothing', async () => {
    const can = async (user: User, action: string) => provider({ body: user }).auth.canAccess!({ action, resource: 'companies' });
    const auditor = { ...ada, admin: false, auditor: true };
    for (const action of ['list', 'show', 'export']) expect(await can(auditor, action)).toBe(true);
    for (const action of ['create', 'edit', 'delete', 'confirm']) expect(await can(auditor, action)).toBe(false);
    expect(await can(ada, 'confirm')).toBe(true);
    expect(await can({ ...ada, admin: false }, 'list')).toBe(false);
  });

  it('names the signed-in user by full name', async () => {
    const { auth } = provider({ body: ada });
    await expect(auth.getIdentity!()).resolves.toMatchObject({ id: 'u1', fullName: 'Ada Lovelace' });
  });
});

describe('redirect after sign-in', () => {
  it('follows an in-app redirect and appends its params', () => {
    expect(safeRedirect('/admin', null)).toBe('/admin');
    expect(safeRedirect('/app/deals/7/summary', 'tab=2')).toBe('/app/deals/7/summary?tab=2');
  });

  it('goes to the console when the redirect is missing or points off-site', () => {
    expect(safeRedirect(null, null)).toBe('/app/console');
    expect(safeRedirect('https://evil.example', null)).toBe('/app/console');
    expect(safeRedirect('//evil.example', null)).toBe('/app/console');
    expect(safeRedirect('/\\evil.example', null)).toBe('/app/console');
  });
});
