import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@dealbook/infra/event-store/port';
import type { MailMessage } from '@dealbook/infra/mail/port';
import { extractLinks } from '@dealbook/infra/mail';
import { deriveKey, seal } from '@dealbook/infra/security/seal';
import { identityMailReactor } from './reactor';

const sessionKey = randomBytes(32);
const reactor = identityMailReactor({ appUrl: 'https://deals.example', sessionKey });
const sealed = (token: string) => seal(deriveKey(sessionKey), token);

const event = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: '0190aaaa-0000-8000-8000-000000000001',
  type,
  data,
  metadata: {
    actorId: null,
    commandId: 'c1',
    correlationId: 'c1',
    causationId: 'c1',
    occurredAt: '2026-11-22T10:00:00.000Z',
    schemaVersion: 1,
  },
  streamId: 'user-u1',
  revision: 1,
  position: '7',
  recordedAt: '2026-11-22T10:00:00.000Z',
});
const issued = (type: string, extra: Record<string, unknown> = {}) =>
  event(type, {
    tokenHash: 'a'.repeat(64),
    expiresAt: '2026-11-29T10:00:00.000Z',
    email: 'ann@example.com',
    sealedToken: sealed('tok-123'),
    ...extra,
  });

describe('the identity mail reactor', () => {
  it('mails an activation link to the address in the event, as a job named after the event', () => {
    const [job, ...rest] = reactor.react(issued('ActivationTokenIssued'));
    expect(rest).toEqual([]);
    expect(job).toMatchObject({ queue: 'mail', id: 'mail:0190aaaa-0000-8000-8000-000000000001' });
    const mail = job!.data as MailMessage;
    expect(mail).toMatchObject({ to: 'ann@example.com', subject: 'Activate your Dealbook account' });
    expect(extractLinks(mail.text)).toEqual(['https://deals.example/account/activate/tok-123']);
    expect(mail.html).toContain('href="https://deals.example/account/activate/tok-123"');
  });

  it('stops the mail from going out once the link it carries has expired', () => {
    const [job] = reactor.react(issued('ActivationTokenIssued'));
    expect(job?.data).toMatchObject({ notAfter: '2026-11-29T10:00:00.000Z' });
  });

  it('mails a reset link for a reset token', () => {
    const mail = reactor.react(issued('ResetTokenIssued'))[0]!.data as MailMessage;
    expect(mail.subject).toBe('Reset your Dealbook password');
    expect(extractLinks(mail.text)).toEqual(['https://deals.example/reset/tok-123']);
    expect(mail.text).toContain('1 hour');
  });

  it('gives the same job for the same event, so a replay sends nothing twice', () => {
    expect(reactor.react(issued('ResetTokenIssued'))[0]!.id).toBe(reactor.react(issued('ResetTokenIssued'))[0]!.id);
  });

  it('mails nothing for a link issued without a sealed token (the admin seeded from configuration)', () => {
    expect(reactor.react(issued('ActivationTokenIssued', { sealedToken: undefined }))).toEqual([]);
  });

  it('mails nothing for a token sealed under another key, rather than a broken link', () => {
    const other = seal(deriveKey(randomBytes(32)), 'tok-123');
    expect(reactor.react(issued('ActivationTokenIssued', { sealedToken: other }))).toEqual([]);
  });

  it('ignores every other event', () => {
    expect(reactor.react(event('SignedIn', { at: '2026-11-22T10:00:00.000Z' }))).toEqual([]);
  });
});
