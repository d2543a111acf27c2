import { DomainError } from '../shared';
import { sharingMessages as m } from './sharing-messages';

/** Sharing errors: a failed share carries the spec's 'Sorry...' title, a failed permission change its own. */
export const sharingErrors = {
  alreadyShared: () => new DomainError('conflict', 'ALREADY_SHARED', m.alreadyShared, m.shareFailed),
  ownerHasAccess: () => new DomainError('conflict', 'ALREADY_SHARED', m.ownerHasAccess, m.shareFailed),
  notActivated: () => new DomainError('conflict', 'ACCOUNT_NOT_ACTIVE', m.notActivated, m.shareFailed),
  detailsMismatch: () => new DomainError('conflict', 'DETAILS_MISMATCH', m.detailsMismatch, m.shareFailed),
  shareWithSelf: () => new DomainError('invalid', 'SHARE_WITH_SELF', m.shareWithSelf, m.shareFailed),
  invalidEmail: () => new DomainError('invalid', 'INVALID_EMAIL', m.invalidEmail, m.shareFailed),
  tooManyShares: (limit: number) => new DomainError('too_many', 'SHARE_RATE_LIMIT', m.tooManyShares(limit), m.shareFailed, { limit }),
  cannotGrantShare: (flag: string) => new DomainError('forbidden', 'CANNOT_GRANT', m.cannotGrant(flag), m.shareFailed),
  cannotGrant: (flag: string) => new DomainError('forbidden', 'CANNOT_GRANT', m.cannotGrant(flag), m.permissionsFailed),
  cannotLower: () => new DomainError('forbidden', 'CANNOT_LOWER', m.cannotLower, m.permissionsFailed),
  ownerRemoved: (flag: string, title: string) => new DomainError('forbidden', 'OWNER_REMOVED', m.ownerRemoved(flag), title),
  cannotSetOwn: () => new DomainError('forbidden', 'CANNOT_SET_OWN', m.cannotSetOwn, m.permissionsFailed),
  notCollaborator: () => new DomainError('invalid', 'NOT_COLLABORATOR', m.notCollaborator, m.permissionsFailed),
  duplicateEntry: () => new DomainError('invalid', 'DUPLICATE_ENTRY', m.duplicateEntry, m.permissionsFailed),
};
