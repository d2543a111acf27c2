import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { commandService } from '@dealbook/command-service';
import { emailVerifierFor } from '@dealbook/infra/email-verification/for-config';
import { dealDepsFor } from '@dealbook/command-service/deals/index';
import { directoryFromDocuments } from '@dealbook/command-service/matching/index';
import { fileDirectoryFromDocuments } from '@dealbook/command-service/files/directory';
import { paymentsFor, paymentsInfo } from '@dealbook/infra/payments/for-config';
import { queryService } from '@dealbook/query-service';
import { embeddedBenchmarks } from '@dealbook/infra/benchmarks/embedded';
import { allProjections, createProjectionRunner, watchProjectionRequests, type ProjectionRunner } from '@dealbook/projections';
import { startWorkers } from '@dealbook/workers';
import { eventTypes } from '@dealbook/domain';
import type { Config } from '@dealbook/infra/config';
import { frameworkErrors, registerHttpBasics, usersLookup } from '@dealbook/infra/http';
import { loggerOptions, type LogDestination } from '@dealbook/infra/http/log-redaction';
import { honouringPreferences } from '@dealbook/infra/mail/preferences';
import { preferenceLookup } from '@dealbook/workers';
import { erasureNotes } from '@dealbook/infra/personal-data/notes';
import { buildAdapters, type Adapters } from './adapters';
import { bootstrapAdmin, type BootstrapOutcome } from './bootstrap';
import { sessionKey as keptSessionKey } from './session-key';
import { startProjectionThread } from './projection-thread';
import type { SqliteEventStore } from '@dealbook/infra/event-store/sqlite';
import { embeddedFile } from '@dealbook/infra/adapters';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import { documentSnapshots } from '@dealbook/command-service/snapshots';

export interface Runtime {
  app: FastifyInstance;
  adapters: Adapters;
  runner: ProjectionRunner;
  close(): Promise<void>;
}

const uiDist = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../ui/dist');

export interface RuntimeOptions {
  logger?: boolean;
  /** Where the log lines go (stdout by default); tests read them. */
  logStream?: LogDestination;
  adapters?: Adapters;
  /** The time every service reads (token expiry, lockout windows); tests move it. */
  clock?: () => Date;
}

/**
 * Everything in one process: both services on one Fastify instance, the projections and the workers,
 * on the adapters the configuration names (embedded by default), and the built UI with clean URLs.
 */
export async function buildRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const adapters = options.adapters ?? (await buildAdapters(config));
  const clock = options.clock ?? (() => new Date());
  const sessionKey = keptSessionKey(config.DATA_DIR, config.SESSION_KEY);
  // Kept states of long streams (command-service/src/snapshots.ts). On the embedded stores they have a file
  // of their own: the read models' file is written by the projections' thread, whose batches a write from
  // here would wait for with the event loop stopped.
  const snapshotDocs =
    config.DOCUMENT_STORE === 'embedded'
      ? createEmbeddedDocumentStore({ file: embeddedFile(config, 'snapshots.sqlite') })
      : adapters.documents;
  const snapshots = documentSnapshots(snapshotDocs, {
    onError: (err) => console.warn('stream snapshots unavailable: folding whole streams', err),
  });
  const identity = {
    store: adapters.store,
    types: eventTypes,
    clock,
    sessionKey,
    passwordHashCost: config.PASSWORD_HASH_COST,
    snapshots,
    personalKeys: adapters.keys,
    noteErasure: erasureNotes(adapters.documents),
  };
  let admin: BootstrapOutcome | null = null;
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    try {
      admin = await bootstrapAdmin(identity, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    } catch (error) {
      if (snapshotDocs !== adapters.documents) await snapshotDocs.close();
      if (!options.adapters) await adapters.close();
      throw error;
    }
  }
  const { runner, requests } = await startProjections(config, adapters);
  const workers = startWorkers({
    ...adapters,
    mailer: honouringPreferences(adapters.mailer, preferenceLookup(adapters.documents)),
    config: { appUrl: config.appUrl, sessionKey },
    clock,
  });

  const app = Fastify({
    frameworkErrors,
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL, options.logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  if (admin === 'taken')
    app.log.warn(`ADMIN_EMAIL ${config.ADMIN_EMAIL} belongs to an account registered by someone else: no admin was made`);
  if (admin === 'created') app.log.info(`Admin account ${config.ADMIN_EMAIL} created from configuration`);
  const hasUi = existsSync(join(uiDist, 'index.html'));
  await registerHttpBasics(app, {
    appUrl: config.appUrl,
    sessionKey,
    lookupUser: usersLookup(adapters.documents),
    clock,
    docs: true,
    notFound: (request, reply) => {
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
      if (!isPage || !hasUi) return false;
      void reply.type('text/html').sendFile('index.html');
      return true;
    },
  });
  if (hasUi) await app.register(fastifyStatic, { root: uiDist, wildcard: false, index: false });
  // The monthly deal limits count from a read model: wait until it has every event, so none slips past.
  const dealDeps = dealDepsFor(config, adapters.documents, async () =>
    runner.waitFor(await adapters.store.headPosition(), ['console_deals'], 2000),
  );
  const emailVerifier = emailVerifierFor(config);
  // The card provider: by default the sandbox, which takes the provider's test cards and keeps its own
  // records in the data dir, so renewals go on after a restart (issue 15); Stripe when PAYMENTS=stripe.
  const payments = paymentsFor(config);
  await app.register(commandService, {
    ...identity,
    ...dealDeps,
    emailVerifier,
    benchRoutes: config.BENCH_ROUTES,
    projectionNames: allProjections.map((p) => p.name),
    // Matching reads every division and the matched companies' people: wait until those read models have every event.
    sourcing: directoryFromDocuments(adapters.documents, async () =>
      runner.waitFor(await adapters.store.headPosition(), ['sourcing', 'accounts'], 2000),
    ),
    matchingOpen: config.MATCHING_OPEN,
    blobs: adapters.blobs,
    payments,
    // The sandbox bills on its own every minute, on the runtime's clock, as the provider's would.
    billingEveryMs: 60_000,
    files: fileDirectoryFromDocuments(adapters.documents, async () =>
      runner.waitFor(await adapters.store.headPosition(), ['console_deals'], 2000),
    ),
  });
  await app.register(queryService, {
    documents: adapters.documents,
    progress: runnerProgress(runner),
    store: adapters.store,
    types: eventTypes,
    clock,
    sessionKey,
    emailVerifier,
    benchmarks: embeddedBenchmarks(adapters.documents, clock),
    matchingOpen: config.MATCHING_OPEN,
    blobs: adapters.blobs,
    payments: paymentsInfo(payments),
    appEnv: { env: config.EVENT_STORE === 'sqlite' ? 'embedded' : 'production', app_url: config.appUrl },
  });

  return {
    app,
    adapters,
    runner,
    async close() {
      await app.close();
      await workers.stop();
      await requests.stop();
      await runner.stop();
      if (snapshotDocs !== adapters.documents) await snapshotDocs.close();
      await adapters.close();
    },
  };
}

/**
 * On the embedded files the projections run in a thread of their own (projection-thread/), so the event
 * loop that answers requests never waits for a read model's write; on the production stores, here.
 */
async function startProjections(config: Config, adapters: Adapters) {
  const names = allProjections.map((p) => p.name);
  const embedded = config.EVENT_STORE === 'sqlite' && config.DOCUMENT_STORE === 'embedded' && 'onCommit' in adapters.log;
  const runner = embedded
    ? await startProjectionThread({
        store: adapters.log as SqliteEventStore,
        eventsFile: embeddedFile(config, 'events.sqlite'),
        documentsFile: embeddedFile(config, 'read-models.sqlite'),
        keysFile: embeddedFile(config, 'keys.sqlite'),
        names,
      })
    : createProjectionRunner({ store: adapters.store, documents: adapters.documents, projections: allProjections });
  if (!embedded) await runner.start();
  // The admins' rebuild and retry requests are read here and passed on, wherever the projections run.
  return { runner, requests: watchProjectionRequests(adapters.store, runner, names) };
}

function runnerProgress(runner: ProjectionRunner) {
  return {
    waitFor: runner.waitFor,
    status: async () => runner.status(),
  };
}
