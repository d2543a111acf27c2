import type { IdentityDeps } from '../identity/deps';

/** The account routes need what identity needs (store, clock, session key for signed links). */
export type AccountDeps = Pick<IdentityDeps, 'store' | 'types' | 'clock' | 'sessionKey' | 'counters' | 'mailLimits'>;
