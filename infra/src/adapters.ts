import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BlobStore } from './blobs/port';
import type { Config } from './config/config';
import type { DocumentStore } from './document-store/port';
import type { EventStore } from './event-store/port';
import type { JobQueue } from './jobs/port';
import type { Mailer } from './mail/port';
import type { Log } from './log/logger';
import { documentKeys, type PersonalKeys } from './personal-data/keys';
import { sqliteKeys } from './personal-data/keys-sqlite';
import { erasureAware } from './personal-data/erasure-aware';
import { sealingPersonalData } from './personal-data/store';

/**
 * The adapters the configuration names: embedded ones in the data dir by default, production ones
 * (whose clients are loaded only when chosen) when their URLs are set. Each service opens only what it uses.
 */
/** Where the embedded adapters keep their files in the data dir (a second thread opens the same ones). */
export const embeddedFile = (config: Config, name: 'events.sqlite' | 'read-models.sqlite' | 'snapshots.sqlite' | 'keys.sqlite') =>
  join(config.DATA_DIR, name);

const dataFile = (config: Config, name: string) => {
  mkdirSync(config.DATA_DIR, { recursive: true });
  return join(config.DATA_DIR, name);
};

export async function openEventStore(config: Config): Promise<EventStore> {
  if (config.EVENT_STORE === 'kurrentdb') {
    const { createKurrentDbEventStore } = await import('./event-store/kurrentdb');
    return createKurrentDbEventStore({ connectionString: config.KURRENTDB_URL! });
  }
  // The writer in its own thread: a commit's fsync never holds up the requests (sqlite-threaded.ts).
  const { openThreadedSqliteEventStore } = await import('./event-store/sqlite-threaded');
  return openThreadedSqliteEventStore({ file: dataFile(config, 'events.sqlite') });
}

export async function openDocumentStore(config: Config): Promise<DocumentStore> {
  if (config.DOCUMENT_STORE === 'mongodb') {
    const { createMongoDocumentStore } = await import('./document-store/mongodb');
    return createMongoDocumentStore({ url: config.MONGO_URL!, dbName: config.MONGO_DB });
  }
  const { createEmbeddedDocumentStore } = await import('./document-store/embedded');
  return createEmbeddedDocumentStore({ file: dataFile(config, 'read-models.sqlite') });
}

/**
 * Where the per-person keys live (personal-data/): a SQLite file of their own on the embedded adapters,
 * never the read models' file (a rebuild or a copy of the read models never carries keys); in production
 * the `personal_keys` collection of the same MongoDB, which no projection owns.
 */
export async function openPersonalKeys(config: Config, documents: DocumentStore): Promise<PersonalKeys & { close(): void }> {
  if (config.DOCUMENT_STORE === 'mongodb') return { ...documentKeys(documents), close: () => undefined };
  return sqliteKeys(dataFile(config, 'keys.sqlite'));
}

/**
 * The event store as every service uses it: people's data sealed with their keys on the way in and opened
 * on the way out (personal-data/store.ts), over the store the configuration names (`log`, as stored).
 */
export async function openSealedEventStore(config: Config, documents: DocumentStore) {
  const keys = await openPersonalKeys(config, documents);
  const log = await openEventStore(config);
  return { store: sealingPersonalData(log, keys, erasureAware()), log, keys };
}

export async function openJobQueue(config: Config, log?: Log): Promise<JobQueue> {
  if (config.JOBS === 'bullmq') {
    const { createBullMqJobQueue } = await import('./jobs/bullmq-queue');
    return createBullMqJobQueue({ redisUrl: config.REDIS_URL!, log });
  }
  const { createSqliteJobQueue } = await import('./jobs/sqlite-queue');
  return createSqliteJobQueue({ file: dataFile(config, 'jobs.sqlite'), log });
}

export async function openMailer(config: Config): Promise<Mailer> {
  if (config.MAIL === 'smtp') {
    const { createSmtpMailer } = await import('./mail/smtp-mailer');
    return createSmtpMailer({ url: config.SMTP_URL!, from: config.MAIL_FROM });
  }
  const { createOutboxMailer } = await import('./mail/outbox-mailer');
  return createOutboxMailer({ dir: dataFile(config, 'outbox'), from: config.MAIL_FROM });
}

/** Blobs (attachments, models): GridFS beside the MongoDB read models in production, files in the data dir otherwise. */
export async function openBlobStore(config: Config): Promise<BlobStore> {
  if (config.DOCUMENT_STORE === 'mongodb') {
    const { createGridFsBlobStore } = await import('./blobs/gridfs');
    return createGridFsBlobStore({ url: config.MONGO_URL!, dbName: config.MONGO_DB });
  }
  const { createFileBlobStore } = await import('./blobs/files');
  return createFileBlobStore({ dir: dataFile(config, 'blobs') });
}
