/**
 * The production mailer: SMTP through nodemailer. The url carries host, port, credentials and
 * nodemailer options as query parameters (`smtps://user:pass@smtp.example.com:465`,
 * `smtp://mail:1025?ignoreTLS=true`, `...?pool=true`).
 */
import nodemailer from 'nodemailer';
import { toMailOptions } from './message';
import type { Mailer, MailMessage, SentMail } from './port';

export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message: MailMessage): Promise<SentMail> {
      const info = await transport.sendMail(toMailOptions(message, options.from));
      return { messageId: info.messageId };
    },
    async close(): Promise<void> {
      transport.close();
    },
  };
}
