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
  /** `hidden`: the addresses are not the caller's to know, and a refusal does not name them. */
  admit(kind: MailKind, mail: { to: string[]; from: string[]; hidden?: boolean }): Promise<void>;
}

export function mailLimitsFor(counters: SharedCounters | undefined, clock: () => Date): MailLimits {
  const quota = windowQuotaFor(counters, 'mail-limits', { windowMs: MAIL_DAY_MS, clock });
  return {
    async admit(kind, mail) {
      const addresses = [...new Set(mail.to.map((address) => address.trim().toLowerCase()))];
      const rule = mailRules[kind];
      if (addresses.length > (rule.perRequest ?? MAIL_RECIPIENTS_PER_REQUEST)) throw mailLimitErrors.tooManyRecipients();
      // Each address is a mail, and spellings of one inbox (tags, Gmail's dots) are mails to that inbox.
      const inboxes = new Map<string, number>();
      for (const inbox of addresses.map(inboxOf)) inboxes.set(inbox, (inboxes.get(inbox) ?? 0) + 1);
      const to = [...inboxes.keys()];
      const claims: QuotaClaim[] = [
        ...to.map((inbox) => ({ key: `${kind}:to:${inbox}`, count: inboxes.get(inbox)!, limit: rule.perAddress })),
        ...(rule.inboxWide
          ? to.map((inbox) => ({ key: `any:to:${inbox}`, count: inboxes.get(inbox)!, limit: MAIL_PER_ADDRESS_PER_DAY }))
          : []),
        ...[...new Set(mail.from)].map((source) => ({ key: `${kind}:from:${source}`, count: addresses.length, limit: rule.perSource })),
      ];
      const verdict = await quota.take(claims);
      if (verdict.ok) return;
      const address = /^[^:]+:to:(.*)$/.exec(verdict.key)?.[1];
      if (!address) throw mailLimitErrors.fromSource(verdict.retryAfterMs);
      throw mail.hidden ? mailLimitErrors.toRecipient(verdict.retryAfterMs) : mailLimitErrors.toAddress(address, verdict.retryAfterMs);
    },
  };
}

/** Who is asking, as the mail limits count sources: the client's address, and the account when signed in. */
export function mailSources(request: FastifyRequest, ...more: string[]): string[] {
  return [`ip:${request.ip}`, ...(request.user ? [`user:${request.user.id}`] : []), ...more];
}
