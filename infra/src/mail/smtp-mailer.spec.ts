import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEml } from './read-eml';
import { createSmtpMailer } from './smtp-mailer';

interface Received {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

describe('smtp mailer', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let url = '';

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@bounce.test')) callback(new Error('550 mailbox unavailable'));
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const { mailFrom, rcptTo } = session.envelope;
          received.push({
            mailFrom: mailFrom === false ? '' : mailFrom.address,
            rcptTo: rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the mail to the server with its envelope, subject, body and Message-ID', async () => {
    const mailer = createSmtpMailer({ url, from: 'Dealbook <no-reply@dealbook.test>' });
    const link = `https://dealbook.test/invitations/${'0190abcd'.repeat(10)}?accept=1`;
    const sent = await mailer.send({
      id: 'evt-0190-invite',
      to: 'provider@capital.test',
      subject: 'You are invited to review Harbor Point — Étape 2',
      text: `A dealmaker shared a deal with you.\n\nReview it here: ${link}`,
      headers: { 'List-Unsubscribe': '<https://dealbook.test/unsubscribe?u=p>' },
    });
    await mailer.close();

    expect(sent.messageId).toBe('<evt-0190-invite@dealbook.test>');
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.mailFrom).toBe('no-reply@dealbook.test');
    expect(mail?.rcptTo).toEqual(['provider@capital.test']);
    const parsed = await readEml(mail?.raw ?? '');
    expect(parsed.headers).toMatchObject({
      'message-id': '<evt-0190-invite@dealbook.test>',
      subject: 'You are invited to review Harbor Point — Étape 2',
      to: 'provider@capital.test',
      from: 'Dealbook <no-reply@dealbook.test>',
      'list-unsubscribe': '<https://dealbook.test/unsubscribe?u=p>',
    });
    expect(parsed.text).toBe(`A dealmaker shared a deal with you.\n\nReview it here: ${link}`);
  });

  it('gives each mail sent without an id its own Message-ID', async () => {
    const mailer = createSmtpMailer({ url, from: 'no-reply@dealbook.test' });
    const message = { to: 'ann@example.com', subject: 'Digest', text: 'Two new matches' };
    const first = await mailer.send(message);
    const second = await mailer.send(message);
    await mailer.close();
    expect(first.messageId).not.toBe(second.messageId);
    expect(first.messageId).toMatch(/^<.+@.+>$/);
  });

  it('rejects the send when the server refuses the recipient, so the job retries', async () => {
    const mailer = createSmtpMailer({ url, from: 'no-reply@dealbook.test' });
    await expect(mailer.send({ to: 'gone@bounce.test', subject: 'Hi', text: 'Hello' })).rejects.toThrow(/mailbox unavailable/);
    await mailer.close();
  });
});
