import type { DealLimits, EventTypes } from '@dealbook/domain';
import type { EmailVerifier } from '@dealbook/infra/email-verification/port';
import type { EventStore } from '@dealbook/infra/event-store/port';
import type { DealUsage } from './usage';
import type { SharedCounters } from '@dealbook/infra/counters/redis';
import type { MailLimits } from '@dealbook/infra/http/mail-limits';
import type { SnapshotStore } from '../snapshots';

/** What the deal routes need; the command service's deps provide all of it. */
export interface DealsDeps {
  store: EventStore;
  types: EventTypes;
  clock: () => Date;
  /** Sharing checks the address it shares with, and opens an account for a newcomer (its links are sealed with this key). */
  emailVerifier: EmailVerifier;
  sessionKey: Buffer;
  /** The plan limits from configuration (DEAL_MAX_REVISIONS, DEAL_MONTHLY_REPLICATES, DEAL_MONTHLY_DELETES). */
  dealLimits?: DealLimits;
  /** Counts the caller's replicates and deletes in a calendar month (see usage.ts). */
  dealUsage?: DealUsage;
  /** Counters shared by the service's instances (COUNTERS=redis); absent, shares per minute count in this process. */
  counters?: SharedCounters;
  /** Kept deal states (`documentSnapshots`); absent, every deal command folds the deal's whole stream. */
  snapshots?: SnapshotStore;
  /** The daily mail limits (one instance for the whole process, so every route counts into the same days); absent, the routes count in their own. */
  mailLimits?: MailLimits;
}
