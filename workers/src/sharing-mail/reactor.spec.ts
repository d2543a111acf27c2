import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@dealbook/infra/event-store/port';
import type { MailMessage } from '@dealbook/infra/mail/port';
import { extractLinks } from '@dealbook/infra/mail';
import { signedTokens } from '@dealbook/infra/mail/unsubscribe-tokens';
import { sharingMailReactor } from './reactor';

const sessionKey = randomBytes(32);
const reactor = sharingMailReactor({ appUrl: 'https://deals.example', sessionKey });

const shared = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: '0190aaaa-0000-8000-8000-000000000007',
  type,
  data,
  metadata: {
    actorId: 'u-ann',
    commandId: 'c1',
    correlationId: 'c1',
    causationId: 'c1',
    occurredAt: '2026-11-25T10:00:00.000Z',
    schemaVersion: 1,
  },
  streamId: 'deal-d1',
  revision: 3,
  position: '42',
  recordedAt: '2026-11-25T10:00:00.000Z',
});
const data = {
  user_id: 'u-bob',
  email: 'bob@example.com',
  can_view: true,
  can_share: false,
  can_edit: true,
  account_created: true,
  project_name: 'Harbor Point',
  by_name: 'Ann Lee',
  at: '2026-11-25T10:00:00.000Z',
  by: 'u-ann',
};

describe('the sharing mail reactor', () => {
  it('mails the person a collaboration mail naming the sharer, the deal and the link to it', () => {
    const [job, ...more] = reactor.react(shared('DealShared', data));
    expect(more).toEqual([]);
    const mail = job!.data as MailMessage;
    expect(mail).toMatchObject({
      to: 'bob@example.com',
      category: 'collaboration',
      subject: 'Ann Lee shared the deal “Harbor Point” with you',
    });
    expect(mail.text).toContain('You can view and edit it');
    expect(mail.text).toContain('activate it from the separate email');
    const links = extractLinks(mail.text);
    expect(links).toContain('https://deals.example/app/deals/project?current_deal=d1&current_deal_view=editing');
    expect(mail.unsubscribeUrl).toBe(
      `https://deals.example/unsubscribe/collaboration/${signedTokens(sessionKey).tokenFor('user', 'u-bob')}`,
    );
  });

  it('leaves out the activation note for someone who already has an account', () => {
    const [job] = reactor.react(shared('DealShared', { ...data, account_created: false, can_edit: false }));
    const text = (job!.data as MailMessage).text;
    expect(text).toContain('You can view it');
    expect(text).not.toContain('activate');
  });

  it('derives the job id from the event, so a replayed event queues nothing new', () => {
    expect(reactor.react(shared('DealShared', data))[0]!.id).toBe('mail:0190aaaa-0000-8000-8000-000000000007');
    expect(reactor.react(shared('CollaboratorPermissionsSet', data))).toEqual([]);
  });
});
