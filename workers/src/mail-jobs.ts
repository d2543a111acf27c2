import type { BlobStore } from '@dealbook/infra/blobs/port';
import type { JobQueue } from '@dealbook/infra/jobs/port';
import type { MailAttachment, Mailer, MailMessage } from '@dealbook/infra/mail/port';
import type { MailOutcome } from './mail-log';

export const MAIL_QUEUE = 'mail';

/** A file to attach, named by its blob: a job is JSON, so the bytes are read from the blob store when it runs. */
export interface BlobAttachment {
  filename: string;
  content_type: string;
  sha256: string;
}

/** A mail job: the message, when it stops being worth sending (a link that has expired by then), its files. */
export type MailJob = MailMessage & { notAfter?: string; files?: BlobAttachment[] };

/** The job's files as streams; a blob that is gone fails the job (retried, then left failed), never a mail without its file. */
async function attachmentsOf(job: MailJob, blobs: BlobStore | undefined): Promise<MailAttachment[] | undefined> {
  if (!job.files?.length) return undefined;
  if (!blobs) throw new Error('This mail carries files: the workers need the blob store');
  const out: MailAttachment[] = [];
  for (const a of job.files) {
    const content = await blobs.get(a.sha256);
    if (!content) throw new Error(`The file ${a.filename} (${a.sha256}) is not in the blob store`);
    out.push({ filename: a.filename, contentType: a.content_type, content });
  }
  return out;
}

/**
 * Sends each mail job through the mailer; the job id becomes the Message-ID, so a retry is recognisable.
 * A job past its `notAfter` (a replayed reactor, a queue that was down for days) is dropped, not sent.
 * `log` records each job's outcome (the admin's outbox, mail-log.ts).
 */
export function processMail(
  jobs: JobQueue,
  mailer: Mailer,
  clock: () => Date = () => new Date(),
  log: (id: string, message: MailMessage, outcome: MailOutcome, at: Date) => Promise<void> = async () => undefined,
  blobs?: BlobStore,
): void {
  jobs.process<MailJob>(MAIL_QUEUE, async (job) => {
    const { notAfter, files: _files, ...message } = job.data;
    if (notAfter && clock().getTime() > Date.parse(notAfter)) return log(job.id, message, 'expired', clock());
    const attachments = await attachmentsOf(job.data, blobs);
    const sent = await mailer.send({ ...message, id: message.id ?? job.id, ...(attachments ? { attachments } : {}) });
    await log(job.id, message, sent.messageId.startsWith('<dropped-') ? 'dropped' : 'sent', clock());
  });
}
