import type { DealLimits, EventTypes } from '@dealbook/domain';
import type { EmailVerifier } from '@dealbook/infra/email-verification/port';
import type { EventStore } from '@dealbook/infra/event-store/port';
import type { DealUsage } from './deals/usage';
import type { SourcingDirectory } from './matching/directory';
import type { BlobStore } from '@dealbook/infra/blobs/port';
import type { FileDirectory } from './files/directory';
import type { PaymentPort } from '@dealbook/infra/payments/port';
import type { PersonalKeys } from '@dealbook/infra/personal-data/keys';
import type { SnapshotStore } from './snapshots';
import type { SharedCounters } from '@dealbook/infra/counters/redis';
import type { MailLimits } from '@dealbook/infra/http/mail-limits';

/** What the command service needs from the outside world; the composition builds and passes it. */
export interface CommandServiceDeps {
  store: EventStore;
  types: EventTypes;
  clock: () => Date;
  emailVerifier: EmailVerifier;
  /** The session key (32 bytes); the keys that make and seal mailed tokens derive from it. */
  sessionKey: Buffer;
  /** log2 of scrypt's N for new password hashes (PASSWORD_HASH_COST). */
  passwordHashCost: number;
  /** Kept states of the deciders that opt in (`documentSnapshots`); absent, every command folds its whole stream. */
  snapshots?: SnapshotStore;
  /** The per-person keys (infra/personal-data): erasing a person destroys theirs. */
  personalKeys?: PersonalKeys;
  /** Leaves the workers the person's names and address to find copies by, just before the keys go (workers/src/erasure.ts). */
  noteErasure?: (userId: string, values: string[]) => Promise<void>;
  benchRoutes?: boolean;
  /** The projections the projection process runs, for the admins' retry and rebuild requests. */
  projectionNames?: string[];
  /** Deal plan limits (DEAL_MAX_REVISIONS, DEAL_MONTHLY_REPLICATES, DEAL_MONTHLY_DELETES); defaults when absent. */
  dealLimits?: DealLimits;
  /** Counts a user's replicates and deletes in a month (`usageFromDocuments`); needed for the limits. */
  dealUsage?: DealUsage;
  /** Divisions and companies' people from the read models; the matching routes need it. */
  sourcing?: SourcingDirectory;
  /** MATCHING_OPEN: every account may match deals (else admins only) until subscriptions decide. */
  matchingOpen?: boolean;
  /** Where uploaded files' bytes go (the file routes need it). */
  blobs?: BlobStore;
  /** Which deal a file belongs to, from the read models (the mail-a-file route needs it). */
  files?: FileDirectory;
  /** The card provider (the sandbox on the embedded runtime); absent, subscribing answers 'not configured'. */
  payments?: PaymentPort;
  /** How often the sandbox provider bills on its own (renewals, retries, plan ends); 0 or absent: only on request. */
  billingEveryMs?: number;
  /**
   * Counters shared by the service's instances behind the gateway (COUNTERS=redis): the per-address and
   * per-account throttles (sign-in failures, shares). Absent, each instance counts only what it sees.
   */
  counters?: SharedCounters;
  /** The daily mail limits (one instance for the whole process, so every route counts into the same days); absent, the routes count in their own. */
  mailLimits?: MailLimits;
}
