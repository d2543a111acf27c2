import type { DocumentStore } from '@dealbook/infra/document-store/port';
import type { JobQueue } from '@dealbook/infra/jobs/port';
import type { Mailer } from '@dealbook/infra/mail/port';
import { emailSubject } from '@dealbook/infra/personal-data/fields';
import { MAIL_QUEUE } from './mail-jobs';
import { MAIL_LOG } from './mail-log';
import { jobIdFor, type Reactor } from './reactor';

export const ERASURE_QUEUE = 'erasure';

interface ErasureJob {
  /** The erased subjects (`email:<hash>`, `user:<id>`): hashes and ids, never the data itself. */
  subjects: string[];
}

/** A person's erasure becomes a job, so that it is done once, retried on failure, in the workers' process. */
export function erasureReactor(): Reactor {
  return {
    name: 'erasure',
    react(event) {
      if (event.type !== 'PersonalDataErased') return [];
      const subjects = (event.data as { subjects?: unknown }).subjects;
      if (!Array.isArray(subjects)) return [];
      return [{ queue: ERASURE_QUEUE, id: jobIdFor(event, 'erase'), data: { subjects } satisfies ErasureJob, options: { attempts: 10 } }];
    },
  };
}

const addresses = /[^\s@<>"',;:()]+@[^\s@<>"',;:()]+\.[A-Za-z]{2,}/g;

/** True when any email address anywhere in `value` belongs to one of `subjects`. */
export function mentionsSubjects(subjects: ReadonlySet<string>) {
  return (value: unknown): boolean => {
    const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
    return (text.match(addresses) ?? []).some((address) => subjects.has(emailSubject(address)));
  };
}

/**
 * What the workers keep of a person beside the log (issue 19, R12), forgotten when they are erased: mail
 * jobs to or about their address (a queued one is never sent), the admin's outbox log of mails to them,
 * and the kept copies of those mails (the embedded outbox). The log's own copies need nothing: their key
 * is gone.
 */
export function processErasures(deps: { jobs: JobQueue; mailer: Mailer; documents: DocumentStore }): void {
  deps.jobs.process<ErasureJob>(ERASURE_QUEUE, async (job) => {
    const mentions = mentionsSubjects(new Set(job.data.subjects));
    await deps.jobs.forget(MAIL_QUEUE, mentions);
    await deps.mailer.forget?.((mail) => mentions(mail.to) || mentions(mail.text));
    await deps.documents.ensureCollection({ name: MAIL_LOG });
    for (const doc of await deps.documents.find(MAIL_LOG))
      if (mentions(doc.to) || mentions(doc.text)) await deps.documents.delete(MAIL_LOG, doc._id);
  });
}
