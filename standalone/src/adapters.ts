import type { Config } from '@dealbook/infra/config';
import { openBlobStore, openDocumentStore, openEventStore, openJobQueue, openMailer } from '@dealbook/infra/adapters';
import type { BlobStore } from '@dealbook/infra/blobs/port';
import type { DocumentStore } from '@dealbook/infra/document-store/port';
import type { EventStore } from '@dealbook/infra/event-store/port';
import type { JobQueue } from '@dealbook/infra/jobs/port';
import type { Mailer } from '@dealbook/infra/mail/port';

export interface Adapters {
  store: EventStore;
  documents: DocumentStore;
  jobs: JobQueue;
  mailer: Mailer;
  blobs: BlobStore;
  close(): Promise<void>;
}

/** All five adapters, for the one-process runtime. */
export async function buildAdapters(config: Config): Promise<Adapters> {
  const store = await openEventStore(config);
  const documents = await openDocumentStore(config);
  const jobs = await openJobQueue(config);
  const mailer = await openMailer(config);
  const blobs = await openBlobStore(config);
  return {
    store,
    documents,
    jobs,
    mailer,
    blobs,
    async close() {
      await blobs.close();
      await jobs.close();
      await mailer.close();
      await documents.close();
      await store.close();
    },
  };
}
