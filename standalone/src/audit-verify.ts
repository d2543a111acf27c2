/**
 * `npm run audit:verify [-- --after <position>] [--to <position>] [--head <recorded head>]`: checks the tamper
 * evidence of the event store the configuration names (DATA_DIR, EVENT_STORE…). The embedded stores link
 * every event (chain.ts); KurrentDB cannot, and is checked against the seals the projection process appends
 * (seals.ts), as is any log whose first event carries no link. `--head` takes a head printed by an earlier
 * run: it must still be a link (or a seal's head) of the log, else events were removed from its end.
 * Exit code 0 when intact; 1 with the global position of the first broken place (or the missing head)
 * otherwise; 2 when the store cannot be read or the options do not apply.
 */
import { parseArgs } from 'node:util';
import { openEventStore } from '@dealbook/infra/adapters';
import { RangeNeedsChainError, auditLog, type AuditVerdict } from '@dealbook/infra/event-store/audit';
import { loadConfig } from '@dealbook/infra/config';

const { values } = parseArgs({ options: { after: { type: 'string' }, to: { type: 'string' }, head: { type: 'string' } } });
const config = loadConfig();
const store = await openEventStore(config);

async function verify(): Promise<void> {
  let verdict: AuditVerdict;
  try {
    verdict = await auditLog(store, { after: values.after, to: values.to, head: values.head });
  } catch (error) {
    if (!(error instanceof RangeNeedsChainError)) throw error;
    console.error('audit: --after and --to apply to the per-event chain; seals are verified over the whole log');
    process.exitCode = 2;
    return;
  }
  console.log(verdict.method === 'chain' ? 'audit: method per-event chain' : 'audit: method seals (the store does not link each event)');
  if (verdict.intact) {
    const sealed = verdict.method === 'seals' ? ` under ${verdict.seals} seals` : '';
    const unsealed = verdict.method === 'seals' ? `, ${verdict.unsealed} events not yet sealed` : '';
    const recorded = values.head === undefined ? '' : '; the recorded head is in it';
    console.log(`audit: intact, ${verdict.checked} events checked${sealed}, head ${verdict.head}${unsealed}${recorded}`);
    return;
  }
  process.exitCode = 1;
  if (verdict.reason === 'missing') {
    console.error(
      `audit: BROKEN: the recorded head ${verdict.head} is not in the log; events were removed from its end since it was recorded`,
    );
  } else if (verdict.method === 'seals') {
    console.error(`audit: BROKEN in the seal from global position ${verdict.position} after ${verdict.checked} intact events`);
  } else {
    console.error(`audit: BROKEN at global position ${verdict.position} (${verdict.reason}) after ${verdict.checked} intact events`);
  }
}

try {
  await verify();
} catch (error) {
  console.error(`audit: could not read the event store: ${(error as Error).message}`);
  process.exitCode = 2;
} finally {
  await store.close();
}
