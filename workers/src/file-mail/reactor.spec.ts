import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@dealbook/infra/event-store/port';
import { deriveKey, seal } from '@dealbook/infra/security/seal';
import type { MailJob } from '../mail-jobs';
import { fileMailReactor } from './reactor';

const sessionKey = randomBytes(32);
const reactor = fileMailReactor({ appUrl: 'https://deals.example', sessionKey });

const recorded = (type: string, data: Record<string, unknown>, streamId = 'deal-d1'): RecordedEvent => ({
  id: '0190aaaa-0000-8000-8000-000000000009',
  type,
  data,
  metadata: {
    actorId: 'u-ann',
    commandId: 'c1',
    correlationId: 'c1',
    causationId: 'c1',
    occurredAt: '2026-11-25T10:00:00Z',
    schemaVersion: 1,
  },
  streamId,
  revision: 4,
  position: '42',
  recordedAt: '2026-11-25T10:00:00Z',
});
const mailOf = (event: RecordedEvent) => {
  const jobs = reactor.react(event);
  expect(jobs).toHaveLength(1);
  return jobs[0]!.data as MailJob;
};
const stamp = { at: '2026-11-25T10:00:00Z', by: 'u-ann' };

describe('the data room’s mail', () => {
  it('tells a requester who was turned down why, with the link to ask again', () => {
    const mail = mailOf(
      recorded('FileAccessDenied', {
        target: 'f1',
        email: 'vic@capital.example',
        reason: 'Only for lenders under NDA',
        project_name: 'Harbor Point',
        file_name: 'memo.pdf',
        ...stamp,
      }),
    );
    expect(mail.to).toBe('vic@capital.example');
    expect(mail.subject).toBe('Your request to open “memo.pdf” of “Harbor Point” was declined');
    expect(mail.text).toContain('Their reason: Only for lenders under NDA');
    expect(mail.text).toContain('https://deals.example/attachments/deal/d1/link/f1');
  });

  it('sends a file mailed from a phone as an attachment named by its blob, linking to its page', () => {
    const mail = mailOf(
      recorded(
        'FileMailed',
        {
          target: 'f1',
          file_name: 'teaser.pdf',
          email: 'lp@fund.example',
          user_id: null,
          via: 'link',
          at: stamp.at,
          content_type: 'application/pdf',
          size: 10,
          sha256: 'a'.repeat(64),
          project_name: 'Harbor Point',
        },
        'dataroom-d1',
      ),
    );
    expect(mail).toMatchObject({ to: 'lp@fund.example', category: 'transactional' });
    expect(mail.files).toEqual([{ filename: 'teaser.pdf', content_type: 'application/pdf', sha256: 'a'.repeat(64) }]);
    expect(mail.text).toContain('https://deals.example/attachments/deal/d1/link/f1');
  });

  it('mails the download links a visitor asked for with a permissioned address to that address, opened from their seals', () => {
    const key = deriveKey(sessionKey);
    const link = (f: string) => `/api/app/deals/d1/attachments/${f}/public/download?email=lp%40fund.example&expires=9&sig=s`;
    const links = [
      { file_name: 'memo.pdf', sealed_link: seal(key, link('f1')) },
      { file_name: 'rent roll.xlsx', sealed_link: seal(key, link('f2')) },
      { file_name: 'lost.pdf', sealed_link: seal(deriveKey(randomBytes(32)), link('f3')) },
    ];
    const data = { target: 'dataroom', file_name: 'Data room', email: 'lp@fund.example', user_id: null, via: 'link', at: stamp.at };
    const expires_at = '2026-11-26T10:00:00.000Z';
    const mail = mailOf(recorded('FileLinkMailed', { ...data, project_name: 'Harbor Point', links, expires_at }, 'dataroom-d1'));
    expect(mail).toMatchObject({ to: 'lp@fund.example', category: 'transactional', notAfter: expires_at });
    expect(mail.subject).toBe('Your download links for the data room of “Harbor Point”');
    expect(mail.text).toContain(`https://deals.example${link('f1')}`);
    expect(mail.text).toContain(`rent roll.xlsx: https://deals.example${link('f2')}`);
    expect(mail.text).not.toContain(link('f3'));
    expect(mail.text).not.toContain('v1.');
  });

  it('mails nothing for a download or a view', () => {
    const use = { target: 'f1', file_name: 'x.pdf', email: 'a@b.c', user_id: null, via: 'link', at: stamp.at };
    expect(reactor.react(recorded('FileDownloaded', use, 'dataroom-d1'))).toEqual([]);
    expect(reactor.react(recorded('FileViewed', use, 'dataroom-d1'))).toEqual([]);
  });
});
