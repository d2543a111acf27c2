/**
 * `npm run audit:verify [-- --after <position>] [--to <position>]`: checks the tamper-evident chain of the
 * event store the configuration names (DATA_DIR, EVENT_STORE…). Exit code 0 when intact; 1 with the global
 * position of the first broken link otherwise; 2 when the store cannot be read.
 */
import { parseArgs } from 'node:util';
import { openEventStore } from '@dealbook/infra/adapters';
import { verifyLog } from '@dealbook/infra/event-store/chain';
import { loadConfig } from '@dealbook/infra/config';

const { values } = parseArgs({ options: { after: { type: 'string' }, to: { type: 'string' } } });
const store = await openEventStore(loadConfig());
try {
  const verdict = await verifyLog(store, values.after, values.to);
  if (verdict.intact) {
    console.log(`audit: intact, ${verdict.checked} events checked, head ${verdict.head}`);
  } else {
    console.error(`audit: BROKEN at global position ${verdict.position} (${verdict.reason}) after ${verdict.checked} intact events`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`audit: could not read the event store: ${(error as Error).message}`);
  process.exitCode = 2;
} finally {
  await store.close();
}
