import Fastify from 'fastify';
import { eventTypes } from '@dealbook/domain';
import { openDocumentStore, openSealedEventStore } from '@dealbook/infra/adapters';
import { loadConfig } from '@dealbook/infra/config';
import { frameworkErrors, registerHttpBasics, usersLookup } from '@dealbook/infra/http';
import { loggerOptions } from '@dealbook/infra/http/log-redaction';
import { erasureNotes } from '@dealbook/infra/personal-data/notes';
import { commandService } from './index';
import { dealDepsFor } from './deals/usage';
import { directoryFromDocuments } from './matching/directory';
import { fileDirectoryFromDocuments } from './files/directory';
import { emailVerifierFor } from '@dealbook/infra/email-verification/for-config';
import { paymentsFor } from '@dealbook/infra/payments/for-config';
import { documentSnapshots } from './snapshots';

/** The command service alone (production shape): KurrentDB for streams, MongoDB for the session's user. */
const config = loadConfig();
if (!config.SESSION_KEY) throw new Error('SESSION_KEY is required when the services run apart');
const documents = await openDocumentStore(config);
const { store, keys } = await openSealedEventStore(config, documents);
const app = Fastify({ logger: loggerOptions(config.LOG_LEVEL), trustProxy: config.TRUST_PROXY, frameworkErrors });
const sessionKey = Buffer.from(config.SESSION_KEY, 'hex');
await registerHttpBasics(app, { appUrl: config.appUrl, sessionKey, lookupUser: usersLookup(documents) });
await app.register(commandService, {
  store,
  personalKeys: keys,
  noteErasure: erasureNotes(documents),
  types: eventTypes,
  clock: () => new Date(),
  emailVerifier: emailVerifierFor(config),
  sessionKey,
  passwordHashCost: config.PASSWORD_HASH_COST,
  // Kept user states in MongoDB (`stream_snapshots`): a sign-in costs the same on an account of any age.
  snapshots: documentSnapshots(documents, {
    onError: (err) => app.log.warn({ err }, 'stream snapshots unavailable: folding whole streams'),
  }),
  // Counts from the console_deals read model as the projections process last wrote it.
  ...dealDepsFor(config, documents),
  sourcing: directoryFromDocuments(documents),
  files: fileDirectoryFromDocuments(documents),
  matchingOpen: config.MATCHING_OPEN,
  payments: paymentsFor(config),
  billingEveryMs: 60_000,
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
