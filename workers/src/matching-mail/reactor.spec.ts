import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@dealbook/infra/event-store/port';
import type { MailMessage } from '@dealbook/infra/mail/port';
import { extractLinks } from '@dealbook/infra/mail';
import { deriveKey, seal } from '@dealbook/infra/security/seal';
import { signedTokens } from '@dealbook/infra/mail/unsubscribe-tokens';
import { matchingMailReactor } from './reactor';

const sessionKey = randomBytes(32);
const reactor = matchingMailReactor({ appUrl: 'https://deals.example', sessionKey });
const at = '2026-11-25T10:00:00.000Z';

const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: '0190aaaa-0000-8000-8000-000000000009',
  type,
  data,
  metadata: { actorId: 'u-ann', commandId: 'c1', correlationId: 'c1', causationId: 'c1', occurredAt: at, schemaVersion: 1 },
  streamId: 'deal-d1',
  revision: 5,
  position: '77',
  recordedAt: at,
});
const invitee = (userId: string, email: string, token: string) => ({
  user_id: userId,
  email,
  name: userId,
  token_hash: `hash-${token}`,
  sealed_token: seal(deriveKey(sessionKey), token),
});
const contacted = {
  match_id: 'c-lone',
  company_name: 'Lone Star Lending',
  invitees: [invitee('u-pat', 'pat@example.com', 'd1.tok-pat'), invitee('u-rosa', 'rosa@example.com', 'd1.tok-rosa')],
  deal_version: 2,
  demo: false,
  project_name: 'Riverside',
  by_name: 'Ann Lee',
  expires_at: '2026-12-25T10:00:00.000Z',
  at,
  by: 'u-ann',
};

describe('the matching mail reactor', () => {
  it('mails each invited person the review link and their own decline link', () => {
    const jobs = reactor.react(recorded('MatchContacted', contacted));
    expect(jobs).toHaveLength(2);
    const [pat, rosa] = jobs.map((j) => j.data as MailMessage);
    expect(pat).toMatchObject({
      to: 'pat@example.com',
      category: 'collaboration',
      subject: 'Ann Lee invites Lone Star Lending to review the deal “Riverside”',
    });
    expect(extractLinks(pat!.text)).toEqual(
      expect.arrayContaining(['https://deals.example/app/matches/d1/review', 'https://deals.example/decline/d1.tok-pat']),
    );
    expect(extractLinks(rosa!.text)).toContain('https://deals.example/decline/d1.tok-rosa');
    expect(pat!.unsubscribeUrl).toBe(
      `https://deals.example/unsubscribe/collaboration/${signedTokens(sessionKey).tokenFor('user', 'u-pat')}`,
    );
    expect(new Set(jobs.map((j) => j.id)).size).toBe(2);
  });

  it('mails nobody a link it cannot open (sealed under another key)', () => {
    const foreign = { ...contacted, invitees: [{ ...contacted.invitees[0]!, sealed_token: seal(deriveKey(randomBytes(32)), 'x') }] };
    expect(reactor.react(recorded('MatchContacted', foreign))).toEqual([]);
  });

  it('tells the sponsor of a decline with the reasons rated, strongest first, and of nothing merely viewed', () => {
    const answer = {
      match_id: 'c-lone',
      status: 'declined',
      feedback: [
        { name: 'assetClass', rating: 0 },
        { name: 'trackRecord', rating: 2 },
        { name: 'dealSize', rating: 4 },
      ],
      comment: 'Too large.',
      deal_version: 2,
      via: 'link',
      project_name: 'Riverside',
      provider_name: 'Pat Lender',
      company_name: 'Lone Star Lending',
      sponsor: { id: 'u-ann', email: 'ann@example.com' },
      at,
      by: 'u-pat',
    };
    const [job] = reactor.react(recorded('InvitationStatusChanged', answer));
    const mail = job!.data as MailMessage;
    expect(mail).toMatchObject({ to: 'ann@example.com', subject: 'Pat Lender (Lone Star Lending) declined the deal “Riverside”' });
    expect(mail.text).toContain('Their reasons: Deal Size / Total Capitalization (4/5); Sponsor/Developer (2/5).');
    expect(mail.text).toContain('Too large.');
    expect(extractLinks(mail.text)).toContain('https://deals.example/app/deals/d1/matches');
    expect(reactor.react(recorded('InvitationStatusChanged', { ...answer, status: 'viewed', sponsor: null }))).toEqual([]);
  });
});
