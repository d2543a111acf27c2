import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../providers/dataProvider';
import { fakeFetch, type Reply } from '../testing/fakeFetch';
import { createHttpClient } from '../providers/httpClient';
import { createIdentityApi } from './api';

function api(...replies: Reply[]) {
  const fake = fakeFetch(...replies);
  const provider = createDataProvider(createHttpClient({ fetch: fake.fetch, wait: async () => {} }));
  return { api: createIdentityApi(provider), requests: fake.requests };
}

describe('identity calls (spec §7)', () => {
  it('registers with the account fields as they are', async () => {
    const { api: identity, requests } = api({ status: 201, body: { id: 'u1', email: 'ada@example.com' } });
    await identity.register({ email: 'ada@example.com', type: 'D', ghost: false, opt_in: true });
    expect(requests[0]).toMatchObject({ url: '/api/app/users/create', method: 'POST' });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ email: 'ada@example.com', type: 'D', ghost: false, opt_in: true });
  });

  it('sends the new password to the link its token came from', async () => {
    const { api: identity, requests } = api({}, {});
    await identity.resetPassword('a/b', 'a long passphrase');
    await identity.activateAccount('tok', 'a long passphrase');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /api/app/users/reset/a%2Fb',
      'PUT /api/app/users/activate/ghost/tok',
    ]);
  });

  it('checks a token by its purpose', async () => {
    const { api: identity, requests } = api({ body: { valid: false, reason: 'expired' } });
    await expect(identity.checkToken('reset-password', 'tok')).resolves.toEqual({ valid: false, reason: 'expired' });
    expect(requests[0]?.url).toBe('/api/token/check?token_type=reset-password&token=tok');
  });

  it('takes a refused check as an invalid link, and an unreachable server as unknown', async () => {
    const refused = api({ status: 404, body: { statusCode: 404, message: 'No such token' } });
    await expect(refused.api.checkToken('users-activate-ghost-account', 'tok')).resolves.toEqual({ valid: false });
    const down = api({ status: 502, body: 'Bad Gateway' });
    await expect(down.api.checkToken('users-activate-ghost-account', 'tok')).resolves.toBeNull();
    const throttled = api({ status: 429, body: { statusCode: 429, message: 'Slow down' } });
    await expect(throttled.api.checkToken('reset-password', 'tok')).resolves.toBeNull();
  });
});
