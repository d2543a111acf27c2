import { promises as dns } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDnsServer, type LocalDnsServer } from './local-dns-server';
import { createOfflineEmailVerifier } from './offline';

describe('offline email verification', () => {
  const verifier = createOfflineEmailVerifier();

  it('accepts a well-formed address at an ordinary domain', async () => {
    expect(await verifier.verify('ann.lee+deals@example.com')).toEqual({ valid: true });
  });

  it('refuses what is not an email address', async () => {
    for (const bad of ['', 'ann', 'ann@', '@example.com', 'ann@example', 'ann lee@example.com', `${'a'.repeat(250)}@example.com`]) {
      expect(await verifier.verify(bad), bad).toEqual({ valid: false, reason: 'syntax' });
    }
  });

  it('refuses a disposable mailbox provider from the maintained disposable domains list, whatever its case', async () => {
    expect(await verifier.verify('someone@mailinator.com')).toEqual({ valid: false, reason: 'disposable' });
    expect(await verifier.verify('Someone@MAILINATOR.com')).toEqual({ valid: false, reason: 'disposable' });
  });

  it('refuses any subdomain of a listed disposable domain', async () => {
    expect(await verifier.verify('x@inbox.mailinator.com')).toEqual({ valid: false, reason: 'disposable' });
    const own = createOfflineEmailVerifier({ disposable: ['throwaway.test'] });
    expect(await own.verify('x@anything.throwaway.test')).toEqual({ valid: false, reason: 'disposable' });
    expect(await own.verify('x@throwaway.test')).toEqual({ valid: false, reason: 'disposable' });
    expect(await own.verify('x@notthrowaway.test')).toEqual({ valid: true });
  });

  it('does not look up DNS unless asked to', async () => {
    const offline = createOfflineEmailVerifier({ resolver: { resolveMx: () => Promise.reject(new Error('no network')) } });
    expect(await offline.verify('ann@no-such-domain.invalid')).toEqual({ valid: true });
  });
});

describe('offline email verification with the MX lookup on', () => {
  let server: LocalDnsServer;
  let verifier: ReturnType<typeof createOfflineEmailVerifier>;

  beforeAll(async () => {
    server = await startLocalDnsServer({
      'deals.test': ['mx1.deals.test', 'mx2.deals.test'],
      'nomail.test': ['.'],
      'gone.test': 'nxdomain',
      'broken.test': 'servfail',
    });
    const resolver = new dns.Resolver({ timeout: 2000, tries: 1 });
    resolver.setServers([server.address]);
    verifier = createOfflineEmailVerifier({ checkMx: true, resolver });
  });
  afterAll(() => server.close());

  it('accepts a domain with mail exchangers', async () => {
    expect(await verifier.verify('ann@deals.test')).toEqual({ valid: true });
  });

  it('refuses a domain that exists without MX records', async () => {
    expect(await verifier.verify('ann@plain.test')).toEqual({ valid: false, reason: 'no_mx' });
  });

  it('refuses a domain whose null MX says it takes no mail', async () => {
    expect(await verifier.verify('ann@nomail.test')).toEqual({ valid: false, reason: 'no_mx' });
  });

  it('refuses a domain that does not exist', async () => {
    expect(await verifier.verify('ann@gone.test')).toEqual({ valid: false, reason: 'no_mx' });
  });

  it('reports a failing DNS server as an error, not as a domain without mail', async () => {
    expect(await verifier.verify('ann@broken.test')).toEqual({ valid: false, reason: 'error' });
  });

  it('refuses a disposable domain before any lookup', async () => {
    expect(await verifier.verify('ann@mailinator.com')).toEqual({ valid: false, reason: 'disposable' });
  });
});
