import type { Mailer, MailMessage } from './port';

export type MailCategory = 'marketing' | 'transactional' | 'collaboration' | 'legal';

/** A recipient's choices, as far as they are known: null when we know nothing (everything then goes). */
export type PreferenceLookup = (email: string) => Promise<Partial<Record<MailCategory, boolean>> | null>;

/** Categories a person may turn off and still hear from us about their account and the law. */
const optional: ReadonlySet<MailCategory> = new Set(['marketing', 'collaboration']);

/**
 * The mail port honouring email preferences: a marketing or collaboration mail to someone who turned that
 * category off is dropped (reported as sent under its id, so the job completes and is not retried), and
 * every mail with an unsubscribe link carries it as List-Unsubscribe (RFC 2369) with one-click (RFC 8058).
 */
export function honouringPreferences(mailer: Mailer, lookup: PreferenceLookup): Mailer {
  return {
    async send(message: MailMessage) {
      const category = message.category ?? 'transactional';
      if (optional.has(category)) {
        const prefs = await lookup(message.to);
        if (prefs && prefs[category] === false) return { messageId: `<dropped-${message.id ?? 'anon'}@dealbook.invalid>` };
      }
      if (!message.unsubscribeUrl) return mailer.send(message);
      const headers = {
        ...message.headers,
        'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };
      return mailer.send({ ...message, headers });
    },
    ...(mailer.forget ? { forget: mailer.forget.bind(mailer) } : {}),
    close: () => mailer.close(),
  };
}
