import { deriveKey, open, TOKEN_MAIL_PURPOSE } from '@dealbook/infra/security/seal';
import { MAIL_QUEUE, type MailJob } from '../mail-jobs';
import { jobIdFor, type Reactor } from '../reactor';
import { linkMail, type LinkMail } from './texts';

export interface IdentityMailConfig {
  /** The public address of the app, without a trailing slash. */
  appUrl: string;
  /** The session key; the key that opens sealed tokens derives from it. */
  sessionKey: Buffer;
}

const kinds: Record<string, LinkMail> = { ActivationTokenIssued: 'activation', ResetTokenIssued: 'reset' };
const paths: Record<LinkMail, string> = { activation: '/account/activate/', reset: '/reset/' };

/**
 * Each mailed-link event becomes one mail job. The event carries the address and the sealed token, so
 * the reactor stays a pure function of the event (and its configuration): replaying it later mails the
 * address the link was issued for, whatever the account became since, and needs no read of the user
 * stream. An event without a sealed token (the admin seeded from configuration) mails nothing; so does
 * one sealed under another key (a changed SESSION_KEY), which no process could open: the person then
 * asks for a new link on the recovery page.
 */
export function identityMailReactor(config: IdentityMailConfig): Reactor {
  const key = deriveKey(config.sessionKey, TOKEN_MAIL_PURPOSE);
  return {
    name: 'identity-mail',
    react(event) {
      const kind = kinds[event.type];
      if (!kind) return [];
      const data = event.data as { email?: unknown; sealedToken?: unknown; expiresAt?: string };
      if (typeof data.email !== 'string' || typeof data.sealedToken !== 'string') return [];
      const token = open(key, data.sealedToken);
      if (token === null) return [];
      const link = `${config.appUrl}${paths[kind]}${encodeURIComponent(token)}`;
      const mail: MailJob = { ...linkMail(kind, data.email, link), ...(data.expiresAt ? { notAfter: data.expiresAt } : {}) };
      return [{ queue: MAIL_QUEUE, id: jobIdFor(event, 'mail'), data: mail }];
    },
  };
}
