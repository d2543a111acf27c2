import type { EventTypes } from '@dealbook/domain';
import type { EmailVerifier } from '@dealbook/infra/email-verification/port';
import type { EventStore } from '@dealbook/infra/event-store/port';

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
  benchRoutes?: boolean;
}
