import type { JobQueue } from '@dealbook/infra/jobs/port';
import type { Mailer, MailMessage } from '@dealbook/infra/mail/port';

export const MAIL_QUEUE = 'mail';

/** Sends each mail job through the mailer; the job id becomes the Message-ID, so a retry is recognisable. */
export function processMail(jobs: JobQueue, mailer: Mailer): void {
  jobs.process<MailMessage>(MAIL_QUEUE, async (job) => {
    await mailer.send({ ...job.data, id: job.data.id ?? job.id });
  });
}
