import { DomainError } from './errors';

/**
 * How much mail the routes that write to an address a visitor chose may send (referrals, sign-up and
 * recovery links, files and file links mailed from a public page, access requests, shares). Each kind is counted per address mailed, per source (the client's address, the session's
 * account, a referral token) and over a day; every address is also counted across all kinds, so that
 * no inbox can be flooded by switching routes. The counts are in command-service and query-service
 * (infra/src/http/mail-limits.ts), shared by the instances through Redis when they share their counters.
 */
export type MailKind =
  | 'referral'
  | 'sign-up'
  | 'recovery'
  | 'file-mail'
  | 'file-link'
  | 'access-request'
  | 'access-grant'
  | 'access-answer'
  | 'share-newcomer'
  | 'share';

export interface MailRule {
  /** Mails one address may receive from this kind of route in a day. */
  perAddress: number;
  /** Mails one source may have this kind of route send in a day. */
  perSource: number;
  /**
   * Counted in the address's day across all kinds too (`MAIL_PER_ADDRESS_PER_DAY`): mail to someone who
   * asked for none. Not the access requests a deal's owner receives, which are their deal's business.
   */
  inboxWide: boolean;
  /** Addresses one request may name, when more than `MAIL_RECIPIENTS_PER_REQUEST` (a data room granted to a list). */
  perRequest?: number;
}

export const MAIL_DAY_MS = 24 * 60 * 60 * 1000;

/** Addresses one request may name: a list longer than this is refused before anything is counted. */
export const MAIL_RECIPIENTS_PER_REQUEST = 5;

/** Mails one address may receive in a day from all the kinds together. */
export const MAIL_PER_ADDRESS_PER_DAY = 10;

export const mailRules: Record<MailKind, MailRule> = {
  referral: { perAddress: 2, perSource: 20, inboxWide: true },
  // A registered address gets a 409 and no mail: the count per address only bounds sign-ups racing for one.
  'sign-up': { perAddress: 10, perSource: 50, inboxWide: true },
  recovery: { perAddress: 5, perSource: 50, inboxWide: true },
  'file-mail': { perAddress: 5, perSource: 30, inboxWide: true },
  'file-link': { perAddress: 5, perSource: 30, inboxWide: true },
  'access-request': { perAddress: 50, perSource: 20, inboxWide: false },
  // A data room or a file opened to an address mails it: an owner may open a room to a list of investors at
  // once, but the same inbox is mailed at most three times a day however often it is removed and granted.
  'access-grant': { perAddress: 3, perSource: 500, inboxWide: true, perRequest: 1000 },
  // The answer to an access request, whoever asked in that address's name.
  'access-answer': { perAddress: 5, perSource: 50, inboxWide: true },
  'share-newcomer': { perAddress: 3, perSource: 50, inboxWide: true },
  // A share with an existing account mails it too: revoking and sharing again must not flood that inbox.
  // A colleague's shares are mail they can turn off, so they do not count against the unsolicited day.
  share: { perAddress: 20, perSource: 200, inboxWide: false },
};

/**
 * The inbox an address reaches, as the limits count it: case and spaces aside, `ann+1@example.com` and
 * `ann+2@example.com` land in Ann's one inbox at most providers, and `a.nn@gmail.com` in `ann@gmail.com`'s,
 * so a flood spread over spellings is one flood.
 */
export function inboxOf(address: string): string {
  const email = address.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  const plus = email.slice(0, at).indexOf('+');
  const local = plus > 0 ? email.slice(0, plus) : email.slice(0, at);
  const domain = email.slice(at + 1);
  // Gmail ignores dots in the name and answers for googlemail.com too: one inbox, however it is spelt.
  if (domain === 'gmail.com' || domain === 'googlemail.com') return `${local.replaceAll('.', '')}@gmail.com`;
  return `${local}@${domain}`;
}

/** "about 3 hours", "about 20 minutes": a wait as a person reads it. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 90) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `about ${Math.round(minutes / 60)} hours`;
}

export const mailLimitMessages = {
  title: 'Too Many Emails',
  toAddress: (address: string, wait: string) =>
    `We have already sent ${address} as many emails as we send one address in a day. To protect that inbox, please try again in ${wait}.`,
  toRecipient: (wait: string) =>
    `We have already sent the person you are writing to as many of these emails as we send in a day. Please try again in ${wait}.`,
  fromSource: (wait: string) =>
    `You have sent as many emails from here as we allow in a day. Please try again in ${wait}, or write to the person yourself.`,
  tooManyRecipients: (limit: number) => `Please enter at most ${limit} email addresses at a time.`,
};

export const mailLimitErrors = {
  toAddress: (address: string, retryAfterMs: number) =>
    new DomainError(
      'too_many',
      'MAIL_LIMIT_ADDRESS',
      mailLimitMessages.toAddress(address, waitText(retryAfterMs)),
      mailLimitMessages.title,
      {
        retry_after_seconds: Math.ceil(retryAfterMs / 1000),
      },
    ),
  /** The same limit when the address is not the caller's to know (a deal owner's, asked for by a visitor). */
  toRecipient: (retryAfterMs: number) =>
    new DomainError('too_many', 'MAIL_LIMIT_ADDRESS', mailLimitMessages.toRecipient(waitText(retryAfterMs)), mailLimitMessages.title, {
      retry_after_seconds: Math.ceil(retryAfterMs / 1000),
    }),
  fromSource: (retryAfterMs: number) =>
    new DomainError('too_many', 'MAIL_LIMIT_SOURCE', mailLimitMessages.fromSource(waitText(retryAfterMs)), mailLimitMessages.title, {
      retry_after_seconds: Math.ceil(retryAfterMs / 1000),
    }),
  tooManyRecipients: () =>
    new DomainError(
      'invalid',
      'TOO_MANY_RECIPIENTS',
      mailLimitMessages.tooManyRecipients(MAIL_RECIPIENTS_PER_REQUEST),
      mailLimitMessages.title,
      {
        limit: MAIL_RECIPIENTS_PER_REQUEST,
      },
    ),
};
