import { DomainError } from '../shared';
import type { TokenPurpose } from './limits';
import { identityMessages as m } from './messages';

/**
 * The identity errors, carrying the spec's texts. Exported so that a handler refusing before any stream
 * exists (an unknown email at sign-in, an unknown token) answers exactly as the deciders would.
 */
export const identityErrors = {
  userNotFound: () => new DomainError('not_found', 'USER_NOT_FOUND', m.userNotFound.message),
  userAlreadyExists: () => new DomainError('conflict', 'USER_EXISTS', m.userAlreadyExists.message),
  emailAlreadyRegistered: () => new DomainError('conflict', 'EMAIL_ALREADY_REGISTERED', m.emailAlreadyRegistered.message),
  invalidEmail: () => new DomainError('invalid', 'INVALID_EMAIL', m.invalidEmail.message, m.invalidEmail.title),
  optInRequired: () => new DomainError('invalid', 'OPT_IN_REQUIRED', m.optInRequired.message),
  invalidCredentials: () => new DomainError('unauthenticated', 'INVALID_CREDENTIALS', m.signInFailed.message),
  tooManySignIns: () => new DomainError('too_many', 'TOO_MANY_SIGN_INS', m.tooManySignIns.message),
  tooManySignInsFromAddress: () => new DomainError('too_many', 'TOO_MANY_SIGN_INS', m.tooManySignInsFromAddress.message),
  invalidToken: (purpose: TokenPurpose) =>
    purpose === 'reset'
      ? new DomainError('gone', 'INVALID_RESET_TOKEN', m.invalidResetToken.message, m.invalidResetToken.title)
      : new DomainError('gone', 'INVALID_ACTIVATION_TOKEN', m.invalidActivationToken.message, m.invalidActivationToken.title),
  adminOrAuditor: () =>
    new DomainError('invalid', 'ADMIN_OR_AUDITOR', 'An account is an admin or an auditor, not both: an auditor checks what admins do.'),
  cannotDropOwnAdmin: () => new DomainError('forbidden', 'OWN_ADMIN_ROLE', 'You cannot take away your own admin role; ask another admin.'),
  cannotDeactivateSelf: () => new DomainError('forbidden', 'OWN_ACCOUNT', 'You cannot deactivate your own account; ask another admin.'),
  erased: () => new DomainError('conflict', 'ACCOUNT_ERASED', 'This person’s data was erased; the account cannot be reopened.'),
  deactivated: () =>
    new DomainError('forbidden', 'ACCOUNT_DEACTIVATED', 'This account has been deactivated. Please contact your Dealbook administrator.'),
  /** A token hash that already names a stream: a replayed issue, or (never in practice) a collision. */
  tokenAlreadyIssued: () => new DomainError('conflict', 'TOKEN_EXISTS', 'This security token has already been issued.'),
};
