/**
 * `npm run seed:demo`: loads the demo capital providers (command-service/src/matching/demo-data.ts) into
 * the event store the configuration names, through the same commands as the screens. Running it again
 * adds nothing. The read models pick them up when the app (or the projections process) next runs.
 */
import { eventTypes } from '@dealbook/domain';
import { seedDemoProviders } from '@dealbook/command-service/matching/index';
import { openEventStore } from '@dealbook/infra/adapters';
import { loadConfig } from '@dealbook/infra/config';

const store = await openEventStore(loadConfig());
try {
  const outcome = await seedDemoProviders({ store, types: eventTypes }, new Date());
  console.log(`seed:demo: ${outcome.companies} capital provider companies, ${outcome.divisions} divisions, ${outcome.people} people`);
} catch (error) {
  console.error(`seed:demo: failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
