import { openDocumentStore, openSealedEventStore } from '@dealbook/infra/adapters';
import { loadConfig } from '@dealbook/infra/config';
import { createSealer } from '@dealbook/infra/event-store/seals';
import { allProjections, createProjectionRunner, watchProjectionRequests } from './index';

/** The projection process (production shape): one active instance feeds every read model. */
const config = loadConfig();
const documents = await openDocumentStore(config);
const { store } = await openSealedEventStore(config, documents);
const runner = createProjectionRunner({ store, documents, projections: allProjections });
await runner.start();
const requests = watchProjectionRequests(
  store,
  runner,
  allProjections.map((p) => p.name),
);
// KurrentDB cannot link each event to the one before it (the embedded stores do): this one process that
// follows the log seals it instead (issue 17; `npm run audit:verify` checks the seals).
const sealer = config.EVENT_STORE === 'kurrentdb' ? createSealer(store) : undefined;
sealer?.start();
console.log(`projections running: ${allProjections.map((p) => p.name).join(', ')}${sealer ? '; sealing the event log' : ''}`);
process.on(
  'SIGTERM',
  () =>
    void requests
      .stop()
      .then(() => sealer?.stop())
      .then(() => runner.stop())
      .then(() => Promise.all([store.close(), documents.close()]))
      .then(() => process.exit(0)),
);
