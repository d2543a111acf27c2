/**
 * The email-verification port: is this sign-up email worth an account? Adapters: `offline` (syntax,
 * disposable-domain list, optional DNS MX lookup) for the embedded runtime, `http-api` (the
 * verification service of the requirements) in production.
 */
export type EmailRejection =
  | 'syntax' // not an email address
  | 'disposable' // a throwaway mailbox provider
  | 'no_mx' // the domain receives no mail
  | 'smtp' // the mail server is missing or refuses the mailbox
  | 'error'; // the check itself failed or reported errors: treated as invalid

export interface EmailVerdict {
  valid: boolean;
  /** Set when not valid. */
  reason?: EmailRejection;
}

export interface EmailVerifier {
  verify(email: string): Promise<EmailVerdict>;
}
