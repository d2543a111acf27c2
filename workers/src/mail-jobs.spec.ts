import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteJobQueue } from '@dealbook/infra/jobs/sqlite-queue';
import { createOutboxMailer, readOutbox } from '@dealbook/infra/mail';
import { createFileBlobStore } from '@dealbook/infra/blobs/files';
import type { BlobStore } from '@dealbook/infra/blobs/port';
import { MAIL_QUEUE, processMail, type MailJob } from './mail-jobs';

describe('mail jobs', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'mail-jobs-'));
    dirs.push(dir);
    return dir;
  };

  async function send(jobs: Record<string, MailJob>, now: string, dir = fresh(), blobs?: BlobStore) {
    const queue = createSqliteJobQueue({ file: join(dir, 'jobs.sqlite') });
    const mailer = createOutboxMailer({ dir: join(dir, 'outbox'), from: 'Dealbook <no-reply@dealbook.test>' });
    processMail(queue, mailer, () => new Date(now), undefined, blobs);
    for (const [id, job] of Object.entries(jobs)) await queue.add(MAIL_QUEUE, id, job, { attempts: 1 });
    await queue.drained(MAIL_QUEUE);
    const states = await Promise.all(Object.keys(jobs).map(async (id) => (await queue.getJob(MAIL_QUEUE, id))?.state));
    await queue.close();
    return Object.assign(await readOutbox(join(dir, 'outbox')), { states });
  }

  it('attaches a file named by its blob, byte for byte, and fails rather than send a mail without it', async () => {
    const dir = fresh();
    const blobs = await createFileBlobStore({ dir: join(dir, 'blobs') });
    const content = Buffer.from('%PDF-1.4 the teaser\n');
    const { sha256 } = await blobs.put(Readable.from([content]));
    const mail = (subject: string, hash: string): MailJob => ({
      to: 'lp@fund.example',
      subject,
      text: 'Here is the file',
      files: [{ filename: 'Teaser “A”.pdf', content_type: 'application/pdf', sha256: hash }],
    });
    const sent = await send(
      { ok: mail('With file', sha256), gone: mail('Missing file', 'f'.repeat(64)) },
      '2026-11-22T10:00:00Z',
      dir,
      blobs,
    );
    await blobs.close();
    expect(sent.map((m) => m.subject)).toEqual(['With file']);
    expect(sent.states).toEqual(['completed', 'failed']);
    const raw = readFileSync(join(dir, 'outbox', sent[0]!.file), 'utf8').replace(/\r?\n/g, '');
    expect(raw).toContain(content.toString('base64'));
    expect(raw).toMatch(/Content-Type: application\/pdf/);
  });

  it('sends a mail whose link is still valid, and drops one whose link expired before it could go out', async () => {
    const mail = (subject: string, notAfter: string): MailJob => ({ to: 'ann@example.com', subject, text: 'Your link', notAfter });
    const sent = await send(
      { fresh: mail('Fresh link', '2026-11-22T11:00:00.000Z'), stale: mail('Stale link', '2026-11-22T09:00:00.000Z') },
      '2026-11-22T10:00:00.000Z',
    );
    expect(sent.map((m) => m.subject)).toEqual(['Fresh link']);
  });
});
