import { promises as dns } from 'node:dns';
import { createRequire } from 'node:module';
import type { EmailVerdict, EmailVerifier } from './port';
import { domainOf, hasEmailSyntax } from './syntax';

/** Resolves MX records; `dns.promises.Resolver` is one (point it at a server with `setServers`). */
export interface MxResolver {
  resolveMx(hostname: string): Promise<{ exchange: string; priority: number }[]>;
}

export interface OfflineEmailVerifierOptions {
  /** Look the domain's MX records up. Off by default: the embedded runtime may run without a network. */
  checkMx?: boolean;
  resolver?: MxResolver;
  /** Replaces the `disposable-email-domains` lists (exact domains, and domains whose subdomains all are). */
  disposable?: { domains: Iterable<string>; wildcards?: Iterable<string> };
}

// The package ships JSON arrays as its main file; require reads them the same way under node, tsx and vitest.
const require = createRequire(import.meta.url);

function packagedLists(): { domains: string[]; wildcards: string[] } {
  const domains: unknown = require('disposable-email-domains');
  const wildcards: unknown = require('disposable-email-domains/wildcard.json');
  if (!Array.isArray(domains) || !Array.isArray(wildcards)) throw new Error('disposable-email-domains: expected JSON arrays');
  return { domains: domains.map(String), wildcards: wildcards.map(String) };
}

/** DNS answers that mean the domain exists without MX records, or does not exist at all. */
const NO_MAIL_CODES = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

export function createOfflineEmailVerifier(options: OfflineEmailVerifierOptions = {}): EmailVerifier {
  const lists = options.disposable ?? packagedLists();
  const exact = new Set([...lists.domains].map((d) => d.toLowerCase()));
  const wildcards = new Set([...(lists.wildcards ?? [])].map((d) => d.toLowerCase()));
  const resolver = options.resolver ?? new dns.Resolver({ timeout: 3000, tries: 2 });

  const isDisposable = (domain: string): boolean => {
    if (exact.has(domain)) return true;
    const labels = domain.split('.');
    return labels.some((_, i) => wildcards.has(labels.slice(i).join('.')));
  };

  return {
    async verify(email: string): Promise<EmailVerdict> {
      const trimmed = email.trim();
      if (!hasEmailSyntax(trimmed)) return { valid: false, reason: 'syntax' };
      const domain = domainOf(trimmed);
      if (isDisposable(domain)) return { valid: false, reason: 'disposable' };
      if (!options.checkMx) return { valid: true };
      try {
        const records = await resolver.resolveMx(domain);
        // A "null MX" (RFC 7505: one record, exchange ".") says the domain accepts no mail.
        const receiving = records.filter((r) => r.exchange !== '' && r.exchange !== '.');
        return receiving.length > 0 ? { valid: true } : { valid: false, reason: 'no_mx' };
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        return { valid: false, reason: NO_MAIL_CODES.has(code) ? 'no_mx' : 'error' };
      }
    },
  };
}
