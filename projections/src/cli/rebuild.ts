import { openDocumentStore, openEventStore } from '@dealbook/infra/adapters';
import { loadConfig } from '@dealbook/infra/config';
import { allProjections, createProjectionRunner } from '../index';

/**
 * `npm run projections:rebuild -- NAME`: rebuilds one projection into new collections and switches.
 * Run it while the runtime is stopped (the embedded stores have one writer), or against the production
 * stores, where the live projection process keeps serving the old collections until the switch.
 */
const name = process.argv[2];
const names = allProjections.map((p) => p.name);
if (!name || !names.includes(name)) {
  console.error(`usage: npm run projections:rebuild -- <${names.join('|')}>`);
  process.exit(2);
}
const config = loadConfig();
const store = await openEventStore(config);
const documents = await openDocumentStore(config);
const runner = createProjectionRunner({ store, documents, projections: allProjections.filter((p) => p.name === name) });
const started = Date.now();
await runner.rebuild(name);
const [status] = await runner.status();
console.log(`rebuilt ${name} to ${status?.checkpoint} in ${Date.now() - started} ms`);
await runner.stop();
await documents.close();
await store.close();
