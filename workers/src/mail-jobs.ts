import type { JobQueue } from '@dealbook/infra/jobs/port';
import type { Mailer, MailMessage } from '@dealbook/infra/mail/port';

export const MAIL_QUEUE = 'mail';

/** A mail job: the message, and when it stops being worth sending (a link that has expired by then). */
export type MailJob = MailMessage & { notAfter?: string };

/**
 * Sends each mail job through the mailer; the job id becomes the Message-ID, so a retry is recognisable.
 * A job past its `notAfter` (a replayed reactor, a queue that was down for days) is dropped, not sent.
 */
export function processMail(jobs: JobQueue, mailer: Mailer, clock: () => Date = () => new Date()): void {
  jobs.process<MailJob>(MAIL_QUEUE, async (job) => {
    const { notAfter, ...message } = job.data;
    if (notAfter && clock().getTime() > Date.parse(notAfter)) return;
    await mailer.send({ ...message, id: message.id ?? job.id });
  });
}
