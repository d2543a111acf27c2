import type { JobQueue } from '@dealbook/infra/jobs/port';
import type { Mailer, MailMessage } from '@dealbook/infra/mail/port';
import type { MailOutcome } from './mail-log';

export const MAIL_QUEUE = 'mail';

/** A mail job: the message, and when it stops being worth sending (a link that has expired by then). */
export type MailJob = MailMessage & { notAfter?: string };

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
): void {
  jobs.process<MailJob>(MAIL_QUEUE, async (job) => {
    const { notAfter, ...message } = job.data;
    if (notAfter && clock().getTime() > Date.parse(notAfter)) return log(job.id, message, 'expired', clock());
    const sent = await mailer.send({ ...message, id: message.id ?? job.id });
    await log(job.id, message, sent.messageId.startsWith('<dropped-') ? 'dropped' : 'sent', clock());
  });
}
