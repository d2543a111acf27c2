import { DomainError } from '../shared';
import { accountMessages as m } from './messages';

/** The account errors, carrying the spec's texts; handlers that refuse before any stream exists use them too. */
export const accountErrors = {
  surveyAlreadyAnswered: () => new DomainError('conflict', 'SURVEY_ALREADY_ANSWERED', m.surveyAlreadyAnswered.message),
  surveyTooManySelections: () => new DomainError('invalid', 'SURVEY_TOO_MANY_SELECTIONS', m.surveyTooManySelections.message),
  invalidSurveyToken: () => new DomainError('not_found', 'INVALID_SURVEY_TOKEN', m.invalidSurveyToken.message),
  surveyAlreadyCreated: () => new DomainError('conflict', 'SURVEY_EXISTS', 'This survey invitation already exists.'),
  invalidUnsubscribeToken: () => new DomainError('not_found', 'INVALID_UNSUBSCRIBE_TOKEN', m.invalidUnsubscribeToken.message),
  invalidReferralToken: () => new DomainError('not_found', 'INVALID_REFERRAL_TOKEN', m.invalidReferralToken.message),
  companyNameRequired: () => new DomainError('invalid', 'COMPANY_NAME_REQUIRED', m.companyNameRequired.message),
  companyNameMixesScripts: () => new DomainError('invalid', 'COMPANY_NAME_MIXED_SCRIPTS', m.companyNameMixesScripts.message),
  referralEmailsRequired: () => new DomainError('invalid', 'REFERRAL_EMAILS_REQUIRED', m.referralEmailsRequired.message),
  accountNotFound: () => new DomainError('not_found', 'USER_NOT_FOUND', m.accountNotFound.message),
  companyNotFound: () => new DomainError('not_found', 'COMPANY_NOT_FOUND', m.companyNotFound.message),
  notCompanyManager: () => new DomainError('forbidden', 'NOT_COMPANY_MANAGER', m.notCompanyManager.message),
  notCompanyMember: () => new DomainError('not_found', 'NOT_A_COMPANY_MEMBER', m.notCompanyMember.message),
  membershipRequestNotFound: () => new DomainError('not_found', 'MEMBERSHIP_REQUEST_NOT_FOUND', m.membershipRequestNotFound.message),
  removeSelf: () => new DomainError('invalid', 'REMOVE_SELF', m.removeSelf.message),
  invalidDomain: () => new DomainError('invalid', 'INVALID_DOMAIN', m.invalidDomain.message),
  publicMailDomain: () => new DomainError('invalid', 'PUBLIC_MAIL_DOMAIN', m.publicMailDomain.message),
  domainNotYours: () => new DomainError('forbidden', 'DOMAIN_NOT_YOURS', m.domainNotYours.message),
};
