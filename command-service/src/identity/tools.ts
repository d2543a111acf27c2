import { SIGN_IN_FAILURE_LIMIT, SIGN_IN_FAILURE_WINDOW_MS } from '@dealbook/domain';
import type { IdentityDeps } from './deps';
import { IP_FAILURE_LIMIT, IP_FAILURE_WINDOW_MS, ipThrottleFor, type IpThrottle } from './ip-throttle';
import { linkTokens, passwordHasher, type PasswordHasher } from './secrets';

/** What the identity routes share within one service instance. */
export interface IdentityTools {
  tokens: ReturnType<typeof linkTokens>;
  hasher: PasswordHasher;
  throttle: IpThrottle;
  /** Failed sign-ins per address that has no account, locked out as an account is. */
  unknownAddresses: IpThrottle;
}

export function identityTools(deps: IdentityDeps): IdentityTools {
  return {
    tokens: linkTokens(deps.sessionKey),
    hasher: passwordHasher(deps.passwordHashCost),
    throttle: ipThrottleFor(deps.counters, 'sign-in-failures', {
      limit: IP_FAILURE_LIMIT,
      windowMs: IP_FAILURE_WINDOW_MS,
      clock: deps.clock,
    }),
    unknownAddresses: ipThrottleFor(deps.counters, 'sign-in-unknown', {
      limit: SIGN_IN_FAILURE_LIMIT,
      windowMs: SIGN_IN_FAILURE_WINDOW_MS,
      clock: deps.clock,
    }),
  };
}
