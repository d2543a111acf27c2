import type { DocumentStore } from '@dealbook/infra/document-store/port';
import type { PreferenceLookup } from '@dealbook/infra/mail/preferences';
import { emailHash, normalizeEmail } from '@dealbook/infra/security/emails';

/**
 * A recipient's preferences from the accounts read model: an account's own choices, or, for a lead who
 * unsubscribed, no marketing and no collaboration mail. The read model may lag an unsubscribe by the
 * projection's delay (usually milliseconds); a mail already queued in that window still goes.
 */
export function preferenceLookup(documents: DocumentStore): PreferenceLookup {
  return async (to) => {
    const email = normalizeEmail(to.replace(/^.*<([^>]+)>.*$/, '$1'));
    const [account] = await documents
      .find<{ _id: string; email_gdpr_prefs?: Record<string, boolean> }>('accounts', { email }, { limit: 1 })
      .catch(() => []);
    if (account?.email_gdpr_prefs) return account.email_gdpr_prefs;
    const lead = await documents.get<{ _id: string; unsubscribed?: boolean }>('leads', emailHash(email)).catch(() => null);
    return lead?.unsubscribed ? { marketing: false, collaboration: false } : null;
  };
}
