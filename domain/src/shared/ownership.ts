import { DomainError } from './errors';

/**
 * A route that works without a session writes onto an account only when the caller proves it is theirs
 * (signed in as it, or having just signed it up in this browser). One answer whether or not the account
 * exists, so the refusal tells nothing about it.
 */
export const ownershipErrors = {
  notProven: () =>
    new DomainError(
      'forbidden',
      'ACCOUNT_NOT_PROVEN',
      'This can only be done right after signing up, from the same browser, or when signed in to that account.',
    ),
};
