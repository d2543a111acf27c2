import type { DocumentStore } from '@dealbook/infra/document-store/port';
import type { EmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import type { JobQueue } from '@dealbook/infra/jobs/port';
import type { Mailer } from '@dealbook/infra/mail/port';
import { emailSubject } from '@dealbook/infra/personal-data/fields';
import { ERASURE_NOTES, type ErasureNote } from '@dealbook/infra/personal-data/notes';
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

/** True when any email address in `value` belongs to one of `subjects`, or it names one of `values`. */
export function mentionsSubjects(subjects: ReadonlySet<string>, values: readonly string[] = []) {
  const lower = values.map((v) => v.toLowerCase());
  return (value: unknown): boolean => {
    const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
    if ((text.match(addresses) ?? []).some((address) => subjects.has(emailSubject(address)))) return true;
    const folded = text.toLowerCase();
    return lower.some((v) => folded.includes(v));
  };
}

/**
 * What the workers keep of a person beside the log (R12), forgotten when they are erased: mail
 * jobs to their address or naming them (a queued one is never sent), the admin's outbox log of those
 * mails, and the kept copies of them (the embedded outbox). The log's own copies need nothing: their key
 * is gone. Names are found by the note the command side left (`erasureNotes`), deleted once done.
 */
export function processErasures(deps: { jobs: JobQueue; mailer: Mailer; documents: DocumentStore }): void {
  deps.jobs.process<ErasureJob>(ERASURE_QUEUE, async (job) => {
    await deps.documents.ensureCollection({ name: ERASURE_NOTES });
    const userIds = job.data.subjects.filter((s) => s.startsWith('user:')).map((s) => s.slice('user:'.length));
    const notes = (await Promise.all(userIds.map((id) => deps.documents.get<ErasureNote>(ERASURE_NOTES, id)))).filter((n) => n !== null);
    const mentions = mentionsSubjects(
      new Set(job.data.subjects),
      notes.flatMap((n) => n.values),
    );
    await deps.jobs.forget(MAIL_QUEUE, mentions);
    await deps.mailer.forget?.((mail) => mentions(mail.to) || mentions(mail.subject) || mentions(mail.text) || mentions(mail.html ?? ''));
    await deps.documents.ensureCollection({ name: MAIL_LOG });
    for (const doc of await deps.documents.find(MAIL_LOG)) {
      if (mentions(doc.to) || mentions(doc.subject) || mentions(doc.text)) await deps.documents.delete(MAIL_LOG, doc._id);
    }
    for (const note of notes) await deps.documents.delete(ERASURE_NOTES, note._id);
    // On the embedded store, no older copy of those pages may stay in its write-ahead log.
    await (deps.documents as Partial<EmbeddedDocumentStore>).forgetOldPages?.();
  });
}
