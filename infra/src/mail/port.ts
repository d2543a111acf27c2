import type { Readable } from 'node:stream';

/** A file sent with a mail (a deal's attachment mailed to a phone). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Readable | Buffer;
}

/** The mail port. Adapters: SMTP through nodemailer (production) and a file outbox of .eml files (embedded). */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** What kind of mail it is; marketing and collaboration mail honour the recipient's preferences. */
  category?: 'marketing' | 'transactional' | 'collaboration' | 'legal';
  /** Where the recipient changes their preferences; also sent as List-Unsubscribe. */
  unsubscribeUrl?: string;
  attachments?: MailAttachment[];
  /** Stable id (derived from the event that caused the mail), written as Message-ID. */
  id?: string;
}

export interface SentMail {
  messageId: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  /**
   * Deletes the kept copies of the mails that `mentions` (a person erased, R12). Only a mailer
   * that keeps what it sent has it (the embedded outbox; an SMTP server keeps nothing here).
   */
  forget?(mentions: (mail: { to: string; subject: string; text: string; html?: string }) => boolean): Promise<number>;
  close(): Promise<void>;
}
