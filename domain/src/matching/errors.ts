import { DomainError } from '../shared';
import { matchingMessages as m } from './messages';

/** Sourcing and matching errors; a failed profile save carries one title, invitation answers theirs. */
export const matchingErrors = {
  divisionNameRequired: () => new DomainError('invalid', 'DIVISION_NAME_REQUIRED', m.divisionNameRequired, m.profileFailed),
  divisionNameTaken: (name: string) => new DomainError('conflict', 'DIVISION_NAME_TAKEN', m.divisionNameTaken(name), m.profileFailed),
  divisionNotFound: () => new DomainError('not_found', 'DIVISION_NOT_FOUND', m.divisionNotFound, m.profileFailed),
  unknownIndustry: () => new DomainError('invalid', 'UNKNOWN_INDUSTRY', m.unknownIndustry, m.profileFailed),
  unknownOption: (group: string, values: string[]) =>
    new DomainError('invalid', 'UNKNOWN_OPTION', m.unknownOption(group, values), m.profileFailed, { group, values }),
  invalidSize: () => new DomainError('invalid', 'INVALID_TRANSACTION_SIZE', m.invalidSize, m.profileFailed),
  invertedSize: () => new DomainError('invalid', 'INVERTED_TRANSACTION_SIZE', m.invertedSize, m.profileFailed),
  noCompany: () => new DomainError('invalid', 'NO_COMPANY', m.noCompany, m.profileFailed),
  matchNotFound: () => new DomainError('not_found', 'MATCH_NOT_FOUND', m.matchNotFound, m.shareMatchFailed),
  ratingRange: () => new DomainError('invalid', 'RATING_RANGE', m.ratingRange, m.shareMatchFailed),
  copiedDeal: () => new DomainError('conflict', 'COPIED_DEAL', m.copiedDeal, m.shareMatchFailed),
  noProviders: () => new DomainError('conflict', 'NO_PROVIDERS', m.noProviders, m.shareMatchFailed),
  notInvited: () => new DomainError('forbidden', 'NOT_INVITED', m.notInvited, m.shareMatchFailed),
  alreadyDecided: (status: string) => new DomainError('conflict', 'ALREADY_DECIDED', m.alreadyDecided(status), m.shareMatchFailed),
  tokenInvalid: () => new DomainError('gone', 'DECLINE_TOKEN_INVALID', m.tokenInvalid, m.tokenDeclineFailed),
  tokenUsed: () => new DomainError('gone', 'DECLINE_TOKEN_USED', m.tokenUsed, m.tokenDeclineFailed),
  invalidStatus: () => new DomainError('invalid', 'INVALID_STATUS', m.invalidStatus, m.shareMatchFailed),
  unknownVersion: () => new DomainError('invalid', 'VERSION_NOT_FOUND', m.unknownVersion, m.shareMatchFailed),
  unknownReason: (name: string) => new DomainError('invalid', 'UNKNOWN_REASON', m.unknownReason(name), m.shareMatchFailed),
  reasonRange: () => new DomainError('invalid', 'REASON_RATING_RANGE', m.reasonRange, m.shareMatchFailed),
  reasonsRequired: () => new DomainError('invalid', 'REASONS_REQUIRED', m.reasonsRequired, m.shareMatchFailed),
  matchingClosed: () => new DomainError('forbidden', 'MATCHING_NOT_IN_PLAN', m.matchingClosed, m.shareMatchFailed),
};
