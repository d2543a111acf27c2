/**
 * `npm run audit:verify [-- --after <position>] [--to <position>]`: checks the tamper evidence of the event
 * store the configuration names (DATA_DIR, EVENT_STORE…). The embedded stores link every event (chain.ts);
 * KurrentDB cannot, and is checked against the seals the projection process appends (seals.ts), as is any
 * log whose first event carries no link. Exit code 0 when intact; 1 with the global position of the first
 * broken place otherwise; 2 when the store cannot be read or the options do not apply.
 */
import { parseArgs } from 'node:util';
import { openEventStore } from '@dealbook/infra/adapters';
import { verifyLog } from '@dealbook/infra/event-store/chain';
import { verifySeals } from '@dealbook/infra/event-store/seals-verify';
import { loadConfig } from '@dealbook/infra/config';
import type { EventStore } from '@dealbook/infra/event-store';

const { values } = parseArgs({ options: { after: { type: 'string' }, to: { type: 'string' } } });
const config = loadConfig();
const store = await openEventStore(config);

async function linksEveryEvent(events: EventStore): Promise<boolean> {
  if (config.EVENT_STORE === 'kurrentdb') return false;
  const [first] = await events.readAll({ maxCount: 1 });
  return first === undefined || typeof first.metadata.chain === 'string';
}

async function verifyChained(): Promise<void> {
  console.log('audit: method per-event chain');
  const verdict = await verifyLog(store, values.after, values.to);
  if (verdict.intact) {
    console.log(`audit: intact, ${verdict.checked} events checked, head ${verdict.head}`);
  } else {
    console.error(`audit: BROKEN at global position ${verdict.position} (${verdict.reason}) after ${verdict.checked} intact events`);
    process.exitCode = 1;
  }
}

async function verifySealed(): Promise<void> {
  console.log('audit: method seals (the store does not link each event)');
  if (values.after !== undefined || values.to !== undefined) {
    console.error('audit: --after and --to apply to the per-event chain; seals are verified over the whole log');
    process.exitCode = 2;
    return;
  }
  const verdict = await verifySeals(store);
  if (verdict.intact) {
    console.log(
      `audit: intact, ${verdict.checked} events checked under ${verdict.seals} seals, head ${verdict.head}, ${verdict.unsealed} events not yet sealed`,
    );
  } else {
    console.error(`audit: BROKEN in the seal from global position ${verdict.position} after ${verdict.checked} intact events`);
    process.exitCode = 1;
  }
}

try {
  await ((await linksEveryEvent(store)) ? verifyChained() : verifySealed());
} catch (error) {
  console.error(`audit: could not read the event store: ${(error as Error).message}`);
  process.exitCode = 2;
} finally {
  await store.close();
}
