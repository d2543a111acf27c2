import Fastify from 'fastify';
import { allProjections, checkpointProgress } from '@dealbook/projections';
import { eventTypes } from '@dealbook/domain';
import { openDocumentStore, openSealedEventStore } from '@dealbook/infra/adapters';
import { loadConfig } from '@dealbook/infra/config';
import { frameworkErrors, registerHttpBasics, usersLookup } from '@dealbook/infra/http';
import { loggerOptions } from '@dealbook/infra/http/log-redaction';
import { emailVerifierFor } from '@dealbook/infra/email-verification/for-config';
import { queryService } from './index';

/** The query service alone (production shape): MongoDB read models, KurrentDB only for the head position. */
const config = loadConfig();
if (!config.SESSION_KEY) throw new Error('SESSION_KEY is required when the services run apart');
const documents = await openDocumentStore(config);
const { store } = await openSealedEventStore(config, documents);
const app = Fastify({ logger: loggerOptions(config.LOG_LEVEL), trustProxy: config.TRUST_PROXY, frameworkErrors });
await registerHttpBasics(app, {
  appUrl: config.appUrl,
  sessionKey: Buffer.from(config.SESSION_KEY, 'hex'),
  lookupUser: usersLookup(documents),
  docs: true,
});
await app.register(queryService, {
  documents,
  progress: checkpointProgress({ documents, store, projections: allProjections }),
  store,
  types: eventTypes,
  clock: () => new Date(),
  emailVerifier: emailVerifierFor(config),
  matchingOpen: config.MATCHING_OPEN,
  // How the browser tokenises cards: the command service's sandbox route, or Stripe.js with the key.
  payments:
    config.PAYMENTS === 'off'
      ? undefined
      : { key: config.PAYMENTS === 'stripe' ? config.STRIPE_PUBLISHABLE_KEY! : null, sandbox: config.PAYMENTS === 'sandbox' },
  appEnv: { env: config.EVENT_STORE === 'sqlite' ? 'embedded' : 'production', app_url: config.appUrl },
});
await app.listen({ port: config.PORT, host: config.HOST });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => Promise.all([store.close(), documents.close()]))
      .then(() => process.exit(0)),
);
