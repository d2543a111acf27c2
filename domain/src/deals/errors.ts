import { DomainError } from '../shared';
import { dealMessages as m } from './messages';

/**
 * The deal errors, with the spec's titles. Exported so that a handler refusing before it reaches a decider
 * (a stale If-Match, a deal the caller may not see) answers with the same codes and texts.
 */
export const dealErrors = {
  dealNotFound: () => new DomainError('not_found', 'DEAL_NOT_FOUND', m.dealNotFound.message),
  dealExists: () => new DomainError('conflict', 'DEAL_EXISTS', m.dealExists.message),
  dealDeleted: () => new DomainError('gone', 'DEAL_DELETED', m.dealDeleted.message),
  readOnly: () => new DomainError('forbidden', 'DEAL_READ_ONLY', m.readOnly.message, m.readOnly.title),
  savingConflict: () => new DomainError('conflict', 'SAVING_CONFLICT', m.savingConflict.message, m.savingConflict.title),
  revisionLimit: (limit: number) =>
    new DomainError('forbidden', 'REVISION_LIMIT', m.revisionLimit.message(limit), m.revisionLimit.title, { limit }),
  restoreRevisionLimit: (limit: number) =>
    new DomainError('forbidden', 'REVISION_LIMIT', m.restoreRevisionLimit.message(limit), m.restoreRevisionLimit.title, { limit }),
  replicateLimit: (limit: number) =>
    new DomainError('forbidden', 'REPLICATE_LIMIT', m.replicateLimit.message(limit), m.replicateLimit.title, { limit }),
  deleteLimit: (limit: number) =>
    new DomainError('forbidden', 'DELETE_LIMIT', m.deleteLimit.message(limit), m.deleteLimit.title, { limit }),
  replicateShared: () => new DomainError('forbidden', 'REPLICATE_SHARED', m.replicateShared.message, m.replicateShared.title),
  nothingToRestore: () => new DomainError('not_found', 'NOTHING_TO_RESTORE', m.nothingToRestore.message),
  versionNotFound: (version: number) =>
    new DomainError('not_found', 'VERSION_NOT_FOUND', m.versionNotFound.message(version), m.versionNotFound.title, { version }),
  invalidProjectName: () => new DomainError('invalid', 'INVALID_PROJECT_NAME', m.renameFailed.message, m.renameFailed.title),
  draftNotFound: () => new DomainError('not_found', 'DRAFT_NOT_FOUND', m.draftNotFound.message),
  draftDeleted: () => new DomainError('gone', 'DRAFT_DELETED', m.draftDeleted.message),
};
