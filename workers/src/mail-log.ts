import type { DocumentStore } from '@dealbook/infra/document-store/port';
import type { MailMessage } from '@dealbook/infra/mail/port';

export const MAIL_LOG = 'mail_log';

/** What happened to one mail job: sent, dropped by the recipient's preferences, or expired before it went. */
export type MailOutcome = 'sent' | 'dropped' | 'expired';

export type MailLogDoc = {
  _id: string;
  to: string;
  subject: string;
  category: string;
  outcome: MailOutcome;
  at: string;
  /** The text with every link's token cut off: the log shows what went out, never a working link. */
  text: string;
};

/** Links that carry a secret (activation, reset, survey, unsubscribe, referral codes) keep only their route. */
const secretLinks = /(\/(?:account\/activate|reset|survey\/providers|unsubscribe\/[^/\s]+|decline))\/[^\s"<>]+/g;
export const redactLinks = (text: string): string =>
  text.replace(secretLinks, '$1/[redacted]').replace(/([?&]code=)[^\s&"<>]+/g, '$1[redacted]');

/**
 * The admin's outbox: every mail job's outcome, whatever the mail adapter (an SMTP server
 * keeps nothing the admin could read). Keyed by the job id, so a retried job leaves one line.
 */
export function mailLog(documents: DocumentStore) {
  let ready: Promise<void> | null = null;
  return async (id: string, message: MailMessage, outcome: MailOutcome, at: Date): Promise<void> => {
    ready ??= documents.ensureCollection({ name: MAIL_LOG, indexes: [{ fields: { at: -1 } }, { fields: { to: 1 } }] });
    await ready;
    const doc: MailLogDoc = {
      _id: id,
      to: message.to,
      subject: message.subject,
      category: message.category ?? 'transactional',
      outcome,
      at: at.toISOString(),
      text: redactLinks(message.text),
    };
    await documents.upsert(MAIL_LOG, doc);
  };
}
