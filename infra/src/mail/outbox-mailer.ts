/**
 * The embedded mailer: every mail becomes an RFC 822 `.eml` file in the outbox folder, built by
 * nodemailer exactly as it would go over SMTP. A message id is written once: a replayed job sends
 * nothing twice.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { readEml } from './read-eml';
import { messageIdFor, toMailOptions } from './message';
import type { Mailer, MailMessage, SentMail } from './port';

export interface OutboxEntry {
  /** File name inside the outbox folder. */
  file: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  date?: string;
  /** All headers, names in lower case. */
  headers: Record<string, string>;
}

const fileName = /^(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)-(.+)\.eml$/;

export function createOutboxMailer(options: { dir: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const sending = new Map<string, Promise<SentMail>>();
  let ready: Promise<unknown> | undefined;

  async function existingFor(key: string): Promise<string | undefined> {
    const names = await readdir(options.dir);
    return names.find((name) => fileName.exec(name)?.[2] === key);
  }

  async function write(message: MailMessage, key: string): Promise<SentMail> {
    ready ??= mkdir(options.dir, { recursive: true });
    await ready;
    if (message.id !== undefined && (await existingFor(key))) {
      return { messageId: messageIdFor(message.id, options.from) };
    }
    const info = await transport.sendMail(toMailOptions(message, options.from));
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${key}.eml`;
    // Written aside then renamed, so a reader or a crash never sees half a message under the real name.
    const temporary = join(options.dir, `.${name}.tmp`);
    await writeFile(temporary, info.message as Buffer);
    await rename(temporary, join(options.dir, name));
    return { messageId: info.messageId };
  }

  return {
    send(message: MailMessage): Promise<SentMail> {
      const key = message.id === undefined ? `~anon-${randomUUID()}` : fileKey(message.id);
      const inFlight = sending.get(key);
      if (inFlight) return inFlight;
      const sent = write(message, key).finally(() => sending.delete(key));
      sending.set(key, sent);
      return sent;
    },
    async forget(mentions) {
      await Promise.allSettled(sending.values());
      const gone = (await readOutbox(options.dir)).filter((entry) => mentions(entry));
      for (const entry of gone) await rm(join(options.dir, entry.file), { force: true });
      return gone.length;
    },
    async close(): Promise<void> {
      await Promise.allSettled(sending.values());
      transport.close();
    },
  };
}

/**
 * The id as a file-name part: [A-Za-z0-9.-] kept, anything else as ~XX per UTF-8 byte, so distinct ids
 * never share a name. '~' followed by a non-hex letter marks names the encoding cannot produce.
 */
export function fileKey(id: string): string {
  const key = id.replace(/[^A-Za-z0-9.-]/gu, (c) =>
    [...Buffer.from(c, 'utf8')].map((byte) => `~${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
  return key.length <= 160 ? key : `~hash-${createHash('sha256').update(id).digest('hex')}`;
}

/** The outbox's messages, oldest first. A missing folder is an empty outbox. */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.eml') && !name.startsWith('.')).sort();
  return Promise.all(files.map(async (file) => toEntry(file, await readFile(join(dir, file)))));
}

async function toEntry(file: string, raw: Buffer): Promise<OutboxEntry> {
  const { headers, text, html } = await readEml(raw);
  return {
    file,
    to: headers['to'] ?? '',
    from: headers['from'] ?? '',
    subject: headers['subject'] ?? '',
    text: text ?? '',
    ...(html === undefined ? {} : { html }),
    messageId: headers['message-id'] ?? '',
    ...(headers['date'] === undefined ? {} : { date: headers['date'] }),
    headers,
  };
}
