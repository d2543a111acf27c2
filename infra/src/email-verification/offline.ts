import { promises as dns } from 'node:dns';
import { disposableEmailBlocklist } from 'disposable-email-domains-js';
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
  /**
   * Replaces the disposable domains list (`disposable-email-domains-js`, republished from the community-kept
   * disposable-email-domains/disposable-email-domains blocklist). A listed domain covers its subdomains.
   */
  disposable?: Iterable<string>;
}

/** DNS answers that mean the domain exists without MX records, or does not exist at all. */
const NO_MAIL_CODES = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

export function createOfflineEmailVerifier(options: OfflineEmailVerifierOptions = {}): EmailVerifier {
  const listed = new Set([...(options.disposable ?? disposableEmailBlocklist())].map((d) => d.trim().toLowerCase()));
  const resolver = options.resolver ?? new dns.Resolver({ timeout: 3000, tries: 2 });

  // `a.b.mailinator.com` is as disposable as `mailinator.com`: look the domain and each parent up.
  const isDisposable = (domain: string): boolean => {
    const labels = domain.split('.');
    return labels.some((_, i) => listed.has(labels.slice(i).join('.')));
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
