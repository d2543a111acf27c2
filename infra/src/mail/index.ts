export type { Mailer, MailMessage, SentMail } from './port';
export { createOutboxMailer, readOutbox, type OutboxEntry } from './outbox-mailer';
export { createSmtpMailer } from './smtp-mailer';
export { extractLinks } from './links';
export { readEml, type ParsedEml } from './read-eml';
export { honouringPreferences, type MailCategory, type PreferenceLookup } from './preferences';
export { signedTokens, type SignedTokens, type SignedKind } from './unsubscribe-tokens';
