import type { EventTypes } from '@dealbook/domain';
import type { EmailVerifier } from '@dealbook/infra/email-verification/port';
import type { EventStore } from '@dealbook/infra/event-store/port';
import type { PersonalKeys } from '@dealbook/infra/personal-data/keys';
import type { SnapshotStore } from '../snapshots';
import type { SharedCounters } from '@dealbook/infra/counters/redis';
import type { MailLimits } from '@dealbook/infra/http/mail-limits';

/** What the identity routes and flows need; the command service's deps provide all of it. */
export interface IdentityDeps {
  store: EventStore;
  types: EventTypes;
  clock: () => Date;
  emailVerifier: EmailVerifier;
  /** The session key: the keys that seal mailed tokens and derive them are derived from it. */
  sessionKey: Buffer;
  /** log2 of scrypt's N for new password hashes (PASSWORD_HASH_COST). */
  passwordHashCost: number;
  /** Kept user states (`documentSnapshots`): sign-ins then cost the same on an account of any age. */
  snapshots?: SnapshotStore;
  /** The per-person keys (infra/personal-data): erasing a person destroys theirs. Absent, erasure answers 503. */
  personalKeys?: PersonalKeys;
  /** Leaves the workers the person's names and address to find copies by, just before the keys go (workers/src/erasure.ts). */
  noteErasure?: (userId: string, values: string[]) => Promise<void>;
  /** Counters shared by the service's instances (COUNTERS=redis); absent, the sign-in throttle counts in this process. */
  counters?: SharedCounters;
  /** The daily mail limits (one instance for the whole process, so every route counts into the same days); absent, the routes count in their own. */
  mailLimits?: MailLimits;
}
