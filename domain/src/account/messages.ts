import type { DialogText } from '../identity/messages';

/**
 * The texts of the account flows. Where the spec gives the text it is kept word for
 * word (the survey's 'this this' included); where it only describes a message, the wording is ours and
 * says so.
 */
export const accountMessages = {
  surveyAlreadyAnswered: {
    message: 'Thanks, you have already responded this this survey',
    buttons: [{ label: 'Ok', to: '/' }],
  },
  surveyTooManySelections: {
    // ours: the spec gives the limit only
    message: 'Please select at most 2 programming components.',
  },
  invalidSurveyToken: {
    // ours
    message: 'This survey link is not valid. Please use the link from your email.',
  },
  preferencesErrorLink: {
    title: 'Error: Communication Preferences',
    // ours
    message: 'We could not save your communication preferences. Please try again.',
  },
  preferencesErrorAccount: {
    title: 'Sorry...',
    // ours
    message: 'We could not save your communication preferences. Please try again.',
  },
  unsubscribeFailed: {
    title: 'Sorry, we are unable to unsubscribe your email',
    // ours
    message: 'Please try again later, or write to us through Help.',
  },
  preferencesSaved: {
    title: 'Success',
    // ours
    message: 'Your communication preferences are saved.',
  },
  unsubscribed: {
    title: 'Success',
    // ours
    message: 'You will receive no more of these emails from us.',
  },
  invalidUnsubscribeToken: {
    // ours: the page redirects to the login silently; the API still says why
    message: 'This unsubscribe link is not valid.',
  },
  profileUpdateFailed: {
    title: 'Oops! Something is not right.',
    // ours: as the registration's advice
    message: 'Please open a support ticket via Help, with a description of what you were doing and a screenshot.',
  },
  companyNameRequired: {
    // ours
    message: 'Please enter the name of your company.',
  },
  companyNameMixesScripts: {
    // ours
    message:
      'Please write your company’s name in one alphabet: it mixes letters that look alike but are not the same (for example Latin and Cyrillic).',
  },
  referralEmailsRequired: {
    // ours
    message: 'Please enter at least one email address to invite.',
  },
  invalidReferralToken: {
    // ours
    message: 'This referral link is not valid.',
  },
  accountNotFound: {
    // ours
    message: 'This account does not exist.',
  },
  companyNotFound: {
    // ours
    message: 'This company does not exist.',
  },
  // ours, the company membership rules (README.md, "Membership")
  notCompanyManager: { message: 'Only a manager of this company can do this.' },
  notCompanyMember: { message: 'This person is not a member of this company.' },
  membershipRequestNotFound: { message: 'There is no pending request to join this company from this person.' },
  removeSelf: { message: 'To leave your company, use Leave company.' },
  invalidDomain: { message: 'Please enter a domain such as example.com.' },
  publicMailDomain: { message: 'Anyone can get an address at this domain, so it cannot admit people to a company.' },
  domainNotYours: { message: 'You can verify only the domain of your own activated sign-in address.' },
} as const satisfies Record<string, DialogText>;
