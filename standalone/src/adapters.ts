import type { Config } from '@dealbook/infra/config';
import { openBlobStore, openDocumentStore, openJobQueue, openMailer, openSealedEventStore } from '@dealbook/infra/adapters';
import type { PersonalKeys } from '@dealbook/infra/personal-data/keys';
import type { BlobStore } from '@dealbook/infra/blobs/port';
import type { DocumentStore } from '@dealbook/infra/document-store/port';
import type { EventStore } from '@dealbook/infra/event-store/port';
import type { JobQueue } from '@dealbook/infra/jobs/port';
import type { Mailer } from '@dealbook/infra/mail/port';
import type { Log } from '@dealbook/infra/log/logger';

/** The adapters a process opens: the job queue and the mailer only where the workers run. */
export interface PartAdapters {
  /** The event log as the application reads and writes it: people's data sealed with their keys. */
  store: EventStore;
  /** The same log as stored (sealed values as they are): for what reads the log's bytes, not its meaning. */
  log: EventStore;
  keys: PersonalKeys & { close(): void };
  documents: DocumentStore;
  blobs: BlobStore;
  /**
   * Where the workers run. The embedded queue takes back, when opened, the jobs a crash left running: only
   * the process that runs them may open it.
   */
  jobs?: JobQueue;
  mailer?: Mailer;
  close(): Promise<void>;
}

/** All of them, as the one-process runtime has. */
export interface Adapters extends PartAdapters {
  jobs: JobQueue;
  mailer: Mailer;
}

export async function openPartAdapters(config: Config, needs: { jobs: boolean; log?: Log }): Promise<PartAdapters> {
  const documents = await openDocumentStore(config);
  const { store, log, keys } = await openSealedEventStore(config, documents);
  const jobs = needs.jobs ? await openJobQueue(config, needs.log) : undefined;
  const mailer = needs.jobs ? await openMailer(config) : undefined;
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
      await jobs?.close();
      await mailer?.close();
      await documents.close();
      keys.close();
      await store.close();
    },
  };
}

/** All six adapters, for the one-process runtime. */
export async function buildAdapters(config: Config): Promise<Adapters> {
  const adapters = await openPartAdapters(config, { jobs: true });
  return { ...adapters, jobs: adapters.jobs!, mailer: adapters.mailer! };
}
