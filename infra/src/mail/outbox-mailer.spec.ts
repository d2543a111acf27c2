import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractLinks } from './links';
import { createOutboxMailer, fileKey, readOutbox } from './outbox-mailer';

const root = mkdtempSync(join(tmpdir(), 'dealbook-outbox-'));
let dirs = 0;
const nextDir = (): string => join(root, `outbox-${++dirs}`);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const from = 'Dealbook <no-reply@dealbook.test>';
const confirmLink = `https://dealbook.test/confirm-email?token=${'a1b2c3d4'.repeat(12)}&next=%2Fdeals`;

describe('outbox mailer', () => {
  it('writes a mail as a MIME .eml file that reads back with its recipient, subject, body and headers', async () => {
    const dir = nextDir();
    const mailer = createOutboxMailer({ dir, from });
    const sent = await mailer.send({
      id: 'evt-0190-confirm',
      to: 'ann@example.com',
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Dealbook — a subject long enough to be folded',
      text: `Hello Ann,\n\nPlease confirm your email: ${confirmLink}\n\nThe Dealbook team — Zürich`,
      html: `<p>Please <a href="${confirmLink}">confirm</a></p>`,
      headers: { 'List-Unsubscribe': '<https://dealbook.test/unsubscribe?u=ann>' },
    });
    await mailer.close();

    const [entry, ...others] = await readOutbox(dir);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      to: 'ann@example.com',
      from,
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Dealbook — a subject long enough to be folded',
      text: `Hello Ann,\n\nPlease confirm your email: ${confirmLink}\n\nThe Dealbook team — Zürich`,
      html: `<p>Please <a href="${confirmLink}">confirm</a></p>`,
      messageId: sent.messageId,
    });
    expect(sent.messageId).toBe('<evt-0190-confirm@dealbook.test>');
    expect(entry?.headers['list-unsubscribe']).toBe('<https://dealbook.test/unsubscribe?u=ann>');
    expect(entry?.file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-evt-0190-confirm\.eml$/);
    expect(extractLinks(entry?.text ?? '')).toEqual([confirmLink]);

    const raw = readFileSync(join(dir, entry?.file ?? ''), 'utf8');
    expect(raw).toContain('\r\nMIME-Version: 1.0\r\n');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/^Date: /m);
  });

  it('writes one file for a message id sent twice, also when both sends overlap', async () => {
    const dir = nextDir();
    const mailer = createOutboxMailer({ dir, from });
    const message = { id: 'evt-1', to: 'ann@example.com', subject: 'Welcome', text: 'Hello' };
    const [first, second] = await Promise.all([mailer.send(message), mailer.send(message)]);
    const third = await mailer.send({ ...message, subject: 'Welcome again' });
    await mailer.close();

    const again = createOutboxMailer({ dir, from });
    const afterRestart = await again.send(message);
    await again.close();

    expect(readdirSync(dir)).toHaveLength(1);
    expect(new Set([first.messageId, second.messageId, third.messageId, afterRestart.messageId]).size).toBe(1);
    expect((await readOutbox(dir)).map((entry) => entry.subject)).toEqual(['Welcome']);
  });

  it('keeps apart ids that differ only in characters a file name cannot hold', async () => {
    const dir = nextDir();
    const mailer = createOutboxMailer({ dir, from });
    for (const id of ['b', 'a-b', 'deal:1', 'deal_1', 'deal~1', 'x'.repeat(300), 'x'.repeat(301)]) {
      await mailer.send({ id, to: 'ann@example.com', subject: id.slice(0, 20), text: 'Hello' });
    }
    await mailer.close();
    expect(await readOutbox(dir)).toHaveLength(7);
    expect(new Set(['deal:1', 'deal_1', 'deal~1'].map(fileKey)).size).toBe(3);
  });

  it('writes every mail sent without an id', async () => {
    const dir = nextDir();
    const mailer = createOutboxMailer({ dir, from });
    const message = { to: 'ann@example.com', subject: 'Digest', text: 'Two deals matched' };
    const sent = [await mailer.send(message), await mailer.send(message)];
    await mailer.close();
    const entries = await readOutbox(dir);
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => entry.messageId).sort()).toEqual(sent.map((s) => s.messageId).sort());
  });

  it('reads back a short non-ASCII body, which nodemailer writes as base64', async () => {
    const dir = nextDir();
    const mailer = createOutboxMailer({ dir, from });
    await mailer.send({ id: 'evt-2', to: 'zoë@example.com', subject: 'Grüße', text: 'øæå ß' });
    await mailer.close();
    expect(readFileSync(join(dir, readdirSync(dir)[0] ?? ''), 'utf8')).toMatch(/Content-Transfer-Encoding: base64/);
    expect(await readOutbox(dir)).toMatchObject([{ to: 'zoë@example.com', subject: 'Grüße', text: 'øæå ß' }]);
  });

  it('reads a folder that does not exist yet as an empty outbox', async () => {
    expect(await readOutbox(join(root, 'never-written'))).toEqual([]);
  });
});

describe('extractLinks', () => {
  it('finds the links in a text without the punctuation after them', () => {
    const text = 'Open https://dealbook.test/deals/1. Or (http://dealbook.test/x?y=1), then https://a.test/b!';
    expect(extractLinks(text)).toEqual(['https://dealbook.test/deals/1', 'http://dealbook.test/x?y=1', 'https://a.test/b']);
  });
});
