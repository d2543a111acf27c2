import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@dealbook/infra/event-store/port';
import type { MailMessage } from '@dealbook/infra/mail/port';
import { extractLinks } from '@dealbook/infra/mail';
import { deriveKey, seal } from '@dealbook/infra/security/seal';
import { signedTokens } from '@dealbook/infra/mail/unsubscribe-tokens';
import { accountMailReactor } from './reactor';

const sessionKey = randomBytes(32);
const reactor = accountMailReactor({ appUrl: 'https://deals.example', sessionKey });
const tokens = signedTokens(sessionKey);

const event = (type: string, streamId: string, data: Record<string, unknown>): RecordedEvent => ({
  id: '0190aaaa-0000-8000-8000-000000000002',
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
  streamId,
  revision: 0,
  position: '9',
  recordedAt: '2026-11-22T10:00:00.000Z',
});

describe('the account mail reactor', () => {
  it('welcomes a campaign sign-up with a marketing mail carrying the account’s preferences link', () => {
    const [job] = reactor.react(
      event('CampaignSignUpTracked', 'account-u1', {
        email: 'ann@example.com',
        campaign_host: 'linkedin',
        campaign_id: 's',
        template: 'social',
      }),
    );
    const mail = job!.data as MailMessage;
    expect(mail).toMatchObject({ to: 'ann@example.com', category: 'marketing' });
    expect(mail.unsubscribeUrl).toBe(`https://deals.example/unsubscribe/campaign/${tokens.tokenFor('user', 'u1')}`);
    expect(extractLinks(mail.text)).toContain(mail.unsubscribeUrl);
  });

  it('sends one referral mail per address, promising 20% with the code, the referrer named in the text only, each with a lead unsubscribe link', () => {
    const jobs = reactor.react(
      event('ReferralsSent', 'account-u1', {
        source: 'profile',
        emails: ['a@x.com', 'b@x.com'],
        invitation_code: 'ABCD2345',
        from_name: 'Ann Lee',
      }),
    );
    expect(jobs.map((j) => j.id)).toEqual(['mail-0:0190aaaa-0000-8000-8000-000000000002', 'mail-1:0190aaaa-0000-8000-8000-000000000002']);
    const mail = jobs[1]!.data as MailMessage;
    expect(mail.subject).toBe('An invitation to Dealbook: save 20% with code ABCD2345');
    expect(mail.text).toContain('Ann Lee uses Dealbook');
    expect(mail.unsubscribeUrl).toBe(`https://deals.example/unsubscribe/leadgen/${tokens.tokenFor('lead', 'b@x.com')}`);
  });

  it('mails the survey link opened from the sealed token', () => {
    const sealed = seal(deriveKey(sessionKey), 'tok-9');
    const mail = reactor.react(
      event('SurveyInvitationCreated', 'survey-h', { email: 'lp@x.com', provider_id: null, created_by: 'a', sealedToken: sealed }),
    )[0]!.data as MailMessage;
    expect(extractLinks(mail.text)[0]).toBe('https://deals.example/survey/providers/tok-9');
  });
});
