/**
 * The HTTP app of a process: the command service, the query service or both on one Fastify instance,
 * with the session, origin and error handling they share, the API docs, and (where asked) the built UI.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { commandService } from '@dealbook/command-service';
import { dealDepsFor } from '@dealbook/command-service/deals/index';
import { directoryFromDocuments } from '@dealbook/command-service/matching/index';
import { fileDirectoryFromDocuments } from '@dealbook/command-service/files/directory';
import { queryService } from '@dealbook/query-service';
import { allProjections } from '@dealbook/projections';
import { eventTypes } from '@dealbook/domain';
import type { Config } from '@dealbook/infra/config';
import type { SharedCounters } from '@dealbook/infra/counters/redis';
import { embeddedBenchmarks } from '@dealbook/infra/benchmarks/embedded';
import { emailVerifierFor } from '@dealbook/infra/email-verification/for-config';
import { frameworkErrors, registerHttpBasics, usersLookup } from '@dealbook/infra/http';
import { rememberedGets } from '@dealbook/infra/document-store/remembered-gets';
import { SESSION_COLLECTIONS } from './projection-thread/messages';
import { loggerOptions, type LogDestination } from '@dealbook/infra/http/log-redaction';
import { paymentsFor, paymentsInfo } from '@dealbook/infra/payments/for-config';
import type { CommandServiceDeps } from '@dealbook/command-service/deps';
import type { PartAdapters } from './adapters';
import type { ReadSide } from './read-side';
import { registerReadiness } from './ready';
import { pageHtml } from './page-html';
import { mailLimitsFor } from '@dealbook/infra/http/mail-limits';

export interface HttpOptions {
  logger?: boolean;
  /** Where the log lines go (stdout by default); tests read them. */
  logStream?: LogDestination;
  /** Serve the built UI (ui/dist) with clean URLs: the one-process runtime does; behind a gateway, the gateway does. */
  ui?: boolean;
  /** Build the routes for their OpenAPI document only: nothing runs on its own (the sandbox's billing timer). */
  docsOnly?: boolean;
}

/**
 * The OpenAPI document of the whole API, for a process that serves one side of it: the routes of both
 * services registered on an instance that never listens, their document taken, the instance closed. Through
 * the gateway, GET /api/docs reaches the query service, which so documents the commands too.
 */
async function wholeApiDocument(config: Config, deps: Parameters<typeof buildHttp>[2]): Promise<Record<string, unknown>> {
  const docs = await buildHttp(config, { command: true, query: true }, deps, { logger: false, docsOnly: true });
  try {
    await docs.ready();
    return docs.swagger() as unknown as Record<string, unknown>;
  } finally {
    await docs.close();
  }
}

type Identity = Pick<
  CommandServiceDeps,
  'store' | 'types' | 'clock' | 'sessionKey' | 'passwordHashCost' | 'snapshots' | 'personalKeys' | 'noteErasure'
>;

const uiDist = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../ui/dist');

export async function buildHttp(
  config: Config,
  services: { command: boolean; query: boolean },
  /** `counters`: in Redis, shared with the other instances (COUNTERS=redis); absent, each process counts its own. */
  deps: { adapters: PartAdapters; identity: Identity; read: ReadSide; clock: () => Date; counters?: SharedCounters },
  options: HttpOptions,
): Promise<FastifyInstance> {
  const { adapters, identity, read, clock, counters } = deps;
  const app = Fastify({
    frameworkErrors,
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL, options.logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  const hasUi = options.ui === true && existsSync(join(uiDist, 'index.html'));
  const page = hasUi ? pageHtml(uiDist) : null;
  await registerHttpBasics(app, {
    appUrl: config.appUrl,
    sessionKey: identity.sessionKey,
    lookupUser: usersLookup(
      read.documentChanges ? rememberedGets(adapters.documents, SESSION_COLLECTIONS, read.documentChanges) : adapters.documents,
    ),
    clock,
    docs: services.command === services.query ? true : { document: await wholeApiDocument(config, deps) },
    counters,
    notFound: (request, reply) => {
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
      if (!isPage || !page) return false;
      void reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .send(page(request.url.split('?')[0]!));
      return true;
    },
  });
  if (hasUi) await app.register(fastifyStatic, { root: uiDist, wildcard: false, index: false });
  registerReadiness(app, adapters, [...(services.command ? ['command'] : []), ...(services.query ? ['query'] : [])]);

  const emailVerifier = emailVerifierFor(config);
  // Both services' routes count mail into the same days: an address mailed from a page and a command is one inbox.
  const mailLimits = mailLimitsFor(counters, clock);
  // The card provider: by default the sandbox, which takes the provider's test cards and keeps its own
  // records in the data dir, so renewals go on after a restart; Stripe when PAYMENTS=stripe.
  const payments = paymentsFor(config);
  if (services.command) {
    await app.register(commandService, {
      ...identity,
      counters,
      mailLimits,
      // The monthly deal limits count from a read model: wait until it has every event, so none slips past.
      ...dealDepsFor(config, adapters.documents, () => read.caughtUp(['console_deals'])),
      emailVerifier,
      benchRoutes: config.BENCH_ROUTES,
      projectionNames: allProjections.map((p) => p.name),
      // Matching reads every division and the matched companies' people: wait until those read models have every event.
      sourcing: directoryFromDocuments(adapters.documents, () => read.caughtUp(['sourcing', 'accounts'])),
      matchingOpen: config.MATCHING_OPEN,
      blobs: adapters.blobs,
      payments,
      // The sandbox bills on its own every minute, on the runtime's clock, as the provider's would.
      billingEveryMs: options.docsOnly ? 0 : 60_000,
      files: fileDirectoryFromDocuments(adapters.documents, () => read.caughtUp(['console_deals'])),
    });
  }
  if (services.query) {
    await app.register(queryService, {
      documents: adapters.documents,
      progress: read.progress,
      store: adapters.store,
      storedLog: adapters.log,
      types: eventTypes,
      clock,
      sessionKey: identity.sessionKey,
      emailVerifier,
      benchmarks: embeddedBenchmarks(adapters.documents, clock),
      matchingOpen: config.MATCHING_OPEN,
      blobs: adapters.blobs,
      payments: paymentsInfo(payments),
      counters,
      mailLimits,
      appEnv: { env: config.EVENT_STORE === 'sqlite' ? 'embedded' : 'production', app_url: config.appUrl },
    });
  }
  return app;
}
