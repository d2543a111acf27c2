import { DomainError } from '../shared';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
import { identityMessages } from './messages';

/**
 * Length is the rule (as NIST SP 800-63B advises): no composition rules, which push people toward
 * predictable patterns. Length counts code points after the same NFKC normalisation the hashing applies, so 'é' counts once.
 * Runs on the plain password before the handler hashes it; the deciders only ever see the hash.
 */
export function checkPasswordPolicy(password: string): DomainError | null {
  const length = [...password.normalize('NFKC')].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return new DomainError('invalid', 'PASSWORD_TOO_SHORT', identityMessages.passwordTooShort.message, undefined, {
      minLength: PASSWORD_MIN_LENGTH,
    });
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return new DomainError('invalid', 'PASSWORD_TOO_LONG', identityMessages.passwordTooLong.message, undefined, {
      maxLength: PASSWORD_MAX_LENGTH,
    });
  }
  return null;
}
