/** What both mail adapters share: turning our MailMessage into nodemailer's options, and the Message-ID. */
import type Mail from 'nodemailer/lib/mailer';
import type { MailMessage } from './port';

/**
 * A stable Message-ID for a stable message id, so a resent mail is recognisably the same mail.
 * An id already shaped like `<local@domain>` is used as it is.
 */
export function messageIdFor(id: string, from: string): string {
  if (/^<[^<>@\s]+@[^<>@\s]+>$/.test(id)) return id;
  const local = id.replace(/[^A-Za-z0-9!#$%&'*+\-/?^_`{|}~.]/gu, (c) =>
    [...Buffer.from(c, 'utf8')].map((byte) => `=${byte.toString(16).padStart(2, '0')}`).join(''),
  );
  return `<${local}@${domainOf(from)}>`;
}

function domainOf(address: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'dealbook.invalid';
}

export function toMailOptions(message: MailMessage, from: string): Mail.Options {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.headers === undefined ? {} : { headers: message.headers }),
    ...(message.id === undefined ? {} : { messageId: messageIdFor(message.id, from) }),
    ...(message.attachments?.length ? { attachments: message.attachments.map((a) => ({ ...a })) } : {}),
  };
}
