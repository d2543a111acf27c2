import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteJobQueue } from '@dealbook/infra/jobs/sqlite-queue';
import { createOutboxMailer, readOutbox } from '@dealbook/infra/mail';
import { MAIL_QUEUE, processMail, type MailJob } from './mail-jobs';

describe('mail jobs', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  async function send(jobs: Record<string, MailJob>, now: string) {
    const dir = mkdtempSync(join(tmpdir(), 'mail-jobs-'));
    dirs.push(dir);
    const queue = createSqliteJobQueue({ file: join(dir, 'jobs.sqlite') });
    const mailer = createOutboxMailer({ dir: join(dir, 'outbox'), from: 'Dealbook <no-reply@dealbook.test>' });
    processMail(queue, mailer, () => new Date(now));
    for (const [id, job] of Object.entries(jobs)) await queue.add(MAIL_QUEUE, id, job);
    await queue.drained(MAIL_QUEUE);
    await queue.close();
    return readOutbox(join(dir, 'outbox'));
  }

  it('sends a mail whose link is still valid, and drops one whose link expired before it could go out', async () => {
    const mail = (subject: string, notAfter: string): MailJob => ({ to: 'ann@example.com', subject, text: 'Your link', notAfter });
    const sent = await send(
      { fresh: mail('Fresh link', '2026-11-22T11:00:00.000Z'), stale: mail('Stale link', '2026-11-22T09:00:00.000Z') },
      '2026-11-22T10:00:00.000Z',
    );
    expect(sent.map((m) => m.subject)).toEqual(['Fresh link']);
  });
});
