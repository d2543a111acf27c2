/**
 * The one composition of the product: every main builds its services here, differing only in
 * which parts it starts. `npm start` starts them all in one process; the command service, the query
 * service, the projections and the workers mains each start one, on the adapters the configuration names
 * (the embedded files of one data dir are shared by the processes of `npm run start:split`).
 */
import { eventTypes } from '@dealbook/domain';
import type { Config } from '@dealbook/infra/config';
import { embeddedFile } from '@dealbook/infra/adapters';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import { erasureNotes } from '@dealbook/infra/personal-data/notes';
import { openPartAdapters, type PartAdapters } from './adapters';
import type { BootstrapOutcome } from './bootstrap';
import { sessionKey as keptSessionKey } from './session-key';
import { startReadSide, type ReadSide } from './read-side';
import type { HttpOptions } from './http';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { createLog } from '@dealbook/infra/log/logger';

/** What a process runs: the two HTTP services, the projections, the workers. */
export type Part = 'command' | 'query' | 'projections' | 'workers';
export const ALL_PARTS: readonly Part[] = ['command', 'query', 'projections', 'workers'];

export interface ComposeOptions extends HttpOptions {
  /** Adapters opened by the caller (tests); closing the services leaves them open. */
  adapters?: PartAdapters;
  /** The time every service reads (token expiry, lockout windows); tests move it. */
  clock?: () => Date;
}

export interface Services {
  parts: readonly Part[];
  /** The process's own lines (pino at LOG_LEVEL, redacted as the HTTP logs are). */
  log: Logger;
  /** The HTTP app when the command or query service is among the parts (not listening yet). */
  app: FastifyInstance | null;
  adapters: PartAdapters;
  read: ReadSide;
  close(): Promise<void>;
}

export async function composeServices(config: Config, parts: readonly Part[], options: ComposeOptions = {}): Promise<Services> {
  const has = (part: Part) => parts.includes(part);
  const log = createLog(config.LOG_LEVEL, options.logStream);
  const adapters = options.adapters ?? (await openPartAdapters(config, { jobs: has('workers'), log }));
  const clock = options.clock ?? (() => new Date());
  const sessionKey = keptSessionKey(config.DATA_DIR, config.SESSION_KEY);
  const closing: (() => Promise<void> | void)[] = [];
  const close = async () => {
    for (const step of closing.reverse()) await step();
    if (!options.adapters) await adapters.close();
  };

  try {
    // Kept states of long streams (command-service/src/snapshots.ts). On the embedded stores they have a file
    // of their own: the read models' file is written by the projections, whose batches a write from here
    // would wait for with the event loop stopped.
    // A part's code is loaded only where the part runs: a projections or workers process starts without
    // the HTTP services' modules, and each process of the split shape starts sooner.
    const snapshotDocs =
      config.DOCUMENT_STORE === 'embedded' && has('command')
        ? createEmbeddedDocumentStore({ file: embeddedFile(config, 'snapshots.sqlite') })
        : adapters.documents;
    if (snapshotDocs !== adapters.documents) closing.push(() => snapshotDocs.close());
    const { documentSnapshots } = has('command') ? await import('@dealbook/command-service/snapshots') : { documentSnapshots: null };
    const identity = {
      store: adapters.store,
      types: eventTypes,
      clock,
      sessionKey,
      passwordHashCost: config.PASSWORD_HASH_COST,
      snapshots: documentSnapshots?.(snapshotDocs, {
        onError: (err) => log.warn({ err }, 'stream snapshots unavailable: folding whole streams'),
      }),
      personalKeys: adapters.keys,
      noteErasure: erasureNotes(adapters.documents),
    };
    // The first admin, where commands are decided: one process of a split start makes it, as `npm start` does.
    let admin: BootstrapOutcome | null = null;
    if (has('command') && config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      const { bootstrapAdmin } = await import('./bootstrap');
      admin = await bootstrapAdmin(identity, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    }

    const read = await startReadSide(config, adapters, { project: has('projections'), beside: has('command') || has('query'), log });
    closing.push(() => read.stop());

    if (has('workers')) {
      if (!adapters.jobs || !adapters.mailer) throw new Error('the workers need the job queue and the mailer');
      const { startWorkers, preferenceLookup } = await import('@dealbook/workers');
      const { honouringPreferences } = await import('@dealbook/infra/mail/preferences');
      const workers = startWorkers({
        ...adapters,
        jobs: adapters.jobs,
        // Marketing and digest mail only to people who did not opt out, each with its List-Unsubscribe.
        mailer: honouringPreferences(adapters.mailer, preferenceLookup(adapters.documents)),
        config: { appUrl: config.appUrl, sessionKey },
        clock,
        log,
      });
      closing.push(() => workers.stop());
    }

    let app: FastifyInstance | null = null;
    if (has('command') || has('query')) {
      const { buildHttp } = await import('./http');
      const services = { command: has('command'), query: has('query') };
      // COUNTERS=redis: the rate limits and throttles count with the other instances', on one connection per process.
      const counters =
        config.COUNTERS === 'redis'
          ? (await import('@dealbook/infra/counters/redis')).openSharedCounters(config.REDIS_URL!, config.COUNTERS_PREFIX)
          : undefined;
      // Pushed before the app: closed after it (the steps run in reverse), once no request needs a counter.
      if (counters) closing.push(() => counters.close());
      app = await buildHttp(config, services, { adapters, identity, read, clock, counters }, options);
    }
    if (app) {
      closing.push(() => app.close());
      if (admin === 'taken')
        app.log.warn(`ADMIN_EMAIL ${config.ADMIN_EMAIL} belongs to an account registered by someone else: no admin was made`);
      if (admin === 'created') app.log.info(`Admin account ${config.ADMIN_EMAIL} created from configuration`);
    }
    return { parts, log, app, adapters, read, close };
  } catch (error) {
    await close();
    throw error;
  }
}
