/** The mail port. Adapters: SMTP through nodemailer (production) and a file outbox of .eml files (embedded). */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Stable id (derived from the event that caused the mail), written as Message-ID. */
  id?: string;
}

export interface SentMail {
  messageId: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}
