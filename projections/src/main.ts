import { openDocumentStore, openEventStore } from '@dealbook/infra/adapters';
import { loadConfig } from '@dealbook/infra/config';
import { allProjections, createProjectionRunner, watchProjectionRequests } from './index';

/** The projection process (production shape): one active instance feeds every read model. */
const config = loadConfig();
const store = await openEventStore(config);
const documents = await openDocumentStore(config);
const runner = createProjectionRunner({ store, documents, projections: allProjections });
await runner.start();
const requests = watchProjectionRequests(
  store,
  runner,
  allProjections.map((p) => p.name),
);
console.log(`projections running: ${allProjections.map((p) => p.name).join(', ')}`);
process.on(
  'SIGTERM',
  () =>
    void requests
      .stop()
      .then(() => runner.stop())
      .then(() => Promise.all([store.close(), documents.close()]))
      .then(() => process.exit(0)),
);
