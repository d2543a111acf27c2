import { openDocumentStore, openEventStore } from '@dealbook/infra/adapters';
import { loadConfig } from '@dealbook/infra/config';
import { allProjections, createProjectionRunner } from './index';

/** The projection process (production shape): one active instance feeds every read model. */
const config = loadConfig();
const store = await openEventStore(config);
const documents = await openDocumentStore(config);
const runner = createProjectionRunner({ store, documents, projections: allProjections });
await runner.start();
console.log(`projections running: ${allProjections.map((p) => p.name).join(', ')}`);
process.on(
  'SIGTERM',
  () =>
    void runner
      .stop()
      .then(() => Promise.all([store.close(), documents.close()]))
      .then(() => process.exit(0)),
);
