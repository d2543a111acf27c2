import type { Config } from '@dealbook/infra/config';
import { openBlobStore, openDocumentStore, openJobQueue, openMailer, openSealedEventStore } from '@dealbook/infra/adapters';
import type { PersonalKeys } from '@dealbook/infra/personal-data/keys';
import type { BlobStore } from '@dealbook/infra/blobs/port';
import type { DocumentStore } from '@dealbook/infra/document-store/port';
import type { EventStore } from '@dealbook/infra/event-store/port';
import type { JobQueue } from '@dealbook/infra/jobs/port';
import type { Mailer } from '@dealbook/infra/mail/port';

export interface Adapters {
  /** The event log as the application reads and writes it: people's data sealed with their keys. */
  store: EventStore;
  /** The same log as stored (sealed values as they are): for what reads the log's bytes, not its meaning. */
  log: EventStore;
  keys: PersonalKeys & { close(): void };
  documents: DocumentStore;
  jobs: JobQueue;
  mailer: Mailer;
  blobs: BlobStore;
  close(): Promise<void>;
}

/** All five adapters, for the one-process runtime. */
export async function buildAdapters(config: Config): Promise<Adapters> {
  const documents = await openDocumentStore(config);
  const { store, log, keys } = await openSealedEventStore(config, documents);
  const jobs = await openJobQueue(config);
  const mailer = await openMailer(config);
  const blobs = await openBlobStore(config);
  return {
    store,
    log,
    keys,
    documents,
    jobs,
    mailer,
    blobs,
    async close() {
      await blobs.close();
      await jobs.close();
      await mailer.close();
      await documents.close();
      keys.close();
      await store.close();
    },
  };
}
