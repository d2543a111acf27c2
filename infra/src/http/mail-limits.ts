import type { FastifyRequest } from 'fastify';
import {
  MAIL_DAY_MS,
  MAIL_PER_ADDRESS_PER_DAY,
  MAIL_RECIPIENTS_PER_REQUEST,
  inboxOf,
  mailLimitErrors,
  mailRules,
  type MailKind,
} from '@dealbook/domain';
import type { SharedCounters } from '../counters/redis';
import { windowQuotaFor, type QuotaClaim } from '../counters/window-quota';
import './session';

/**
 * The daily mail limits of the routes that write to an address a visitor chose (domain/src/shared/mail-limits.ts
 * has the rules). `admit` counts the mails a request is about to cause, or throws 429 and counts none;
 * it is called before the request records anything, so a refused request mails nobody.
 */
export interface MailLimits {
  admit(kind: MailKind, mail: { to: string[]; from: string[] }): Promise<void>;
}

export function mailLimitsFor(counters: SharedCounters | undefined, clock: () => Date): MailLimits {
  const quota = windowQuotaFor(counters, 'mail-limits', { windowMs: MAIL_DAY_MS, clock });
  return {
    async admit(kind, mail) {
      const to = [...new Set(mail.to.map(inboxOf))];
      if (to.length > MAIL_RECIPIENTS_PER_REQUEST) throw mailLimitErrors.tooManyRecipients();
      const rule = mailRules[kind];
      const claims: QuotaClaim[] = [
        ...to.map((address) => ({ key: `${kind}:to:${address}`, count: 1, limit: rule.perAddress })),
        ...(rule.inboxWide ? to.map((address) => ({ key: `any:to:${address}`, count: 1, limit: MAIL_PER_ADDRESS_PER_DAY })) : []),
        ...[...new Set(mail.from)].map((source) => ({ key: `${kind}:from:${source}`, count: to.length, limit: rule.perSource })),
      ];
      const verdict = await quota.take(claims);
      if (verdict.ok) return;
      const address = /^[^:]+:to:(.*)$/.exec(verdict.key)?.[1];
      throw address ? mailLimitErrors.toAddress(address, verdict.retryAfterMs) : mailLimitErrors.fromSource(verdict.retryAfterMs);
    },
  };
}

/** Who is asking, as the mail limits count sources: the client's address, and the account when signed in. */
export function mailSources(request: FastifyRequest, ...more: string[]): string[] {
  return [`ip:${request.ip}`, ...(request.user ? [`user:${request.user.id}`] : []), ...more];
}
