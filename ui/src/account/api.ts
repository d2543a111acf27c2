import type { NewAccount } from '../identity/api';
import { dataProvider as defaultDataProvider, type DealbookDataProvider } from '../providers/dataProvider';

export type EmailPreferences = { marketing: boolean; transactional: boolean; collaboration: boolean; legal: boolean };

export type Company = {
  id: string;
  name: string;
  company_ghost: boolean;
  legal_entity_dba: string;
  headquarters_address: string;
  headquarters_city: string;
  headquarters_state: string;
  headquarters_country: string;
};

export type Profile = {
  id: string;
  email: string;
  type: 'D' | 'PI';
  first_name: string;
  last_name: string;
  contact_telephone: string;
  company: Company | null;
  email_gdpr_prefs: EmailPreferences;
  invitation_code: string;
  referral_token: string | null;
  completeness: { complete: boolean; missing: string[] };
};

export type ProfileInput = {
  first_name: string;
  last_name: string;
  contact_telephone: string;
  company: string;
  legal_entity_dba: string;
  headquarters_address: string;
  company_ghost: boolean;
};

export type AddressSuggestion = {
  description: string;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  /** 'city': the point is the city's centre; 'street': the address itself */
  precision: 'city' | 'street';
};
export type Colleague = { id: string; email: string; first_name: string; last_name: string };

/** The person's place in a company: the one they are a member of, and their requests waiting for an answer. */
export type Membership = {
  company: { id: string; name: string } | null;
  role: 'manager' | 'member' | null;
  domains: string[];
  pending: { company_id: string; company_name: string; requested_at: string }[];
};
/** A request to join the manager's company. */
export type JoinRequest = {
  id: string;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  company_name: string;
  requested_at: string;
};

const USERS = '/api/app/users';
const enc = encodeURIComponent;

/** The account calls of the requirements, through the dataProvider (shared errors, read-your-writes positions). */
export function createAccountApi(provider: Pick<DealbookDataProvider, 'command'> = defaultDataProvider) {
  const { command } = provider;
  const get = async <T>(path: string) => (await command<T>(path, undefined, 'GET')).data;
  return {
    profile: () => get<Profile>(`${USERS}/secure/profile`),
    company: () => get<Company | null>(`${USERS}/secure/company`),
    colleagues: () => get<Colleague[]>(`${USERS}/secure/companies/colleagues`),
    membership: () => get<Membership>(`${USERS}/secure/company/membership`),
    joinRequests: () => get<JoinRequest[]>(`${USERS}/secure/company/requests`),
    answerRequest: (userId: string, answer: 'approve' | 'decline') => command(`${USERS}/secure/company/requests/${enc(userId)}/${answer}`),
    withdrawRequest: (companyId: string) => command(`${USERS}/secure/company/requests/${enc(companyId)}`, undefined, 'DELETE'),
    leaveCompany: () => command(`${USERS}/secure/company/leave`),
    removeMember: (userId: string) => command(`${USERS}/secure/company/members/${enc(userId)}`, undefined, 'DELETE'),
    verifyDomain: (domain: string) => command<{ domains: string[] }>(`${USERS}/secure/company/domains`, { domain }),
    searchCompanies: (q: string) => get<Company[]>(`${USERS}/secure/companies?q=${enc(q)}`),
    suggestAddresses: (q: string) => get<AddressSuggestion[]>(`/api/app/geocoding/suggest?q=${enc(q)}`),
    updateProfile: (input: ProfileInput) => command(`${USERS}/secure/profile`, input, 'PUT'),
    setPreferences: (prefs: EmailPreferences) => command(`${USERS}/secure/set/email_preferences`, prefs),
    preferencesByToken: (token: string) =>
      get<{ email: string; email_gdpr_prefs: EmailPreferences }>(`${USERS}/email/preferences/${enc(token)}`),
    setPreferencesByToken: (token: string, prefs: EmailPreferences, source: string) =>
      command(`${USERS}/email/preferences/${enc(token)}`, { ...prefs, source }),
    unsubscribeLead: (token: string) => command(`/api/app/campaigns/email/leadgen/unsubscribe/${enc(token)}`, undefined, 'PUT'),
    refer: (referralToken: string, source: string, emails: string[]) =>
      command(`/api/${enc(referralToken)}/refer/${enc(source)}`, { emails }),
    surveyClick: (token: string) => command(`/api/app/survey/providers/${enc(token)}`),
    surveyAnswer: (token: string, components: { title: string; selected: boolean }[]) =>
      command(`/api/app/survey/providers/record/${enc(token)}`, { programming_components: components }),
    /** Spec §7's completed sign-up: create the ghost account, then track the campaign and convert the lead. */
    async campaignSignUp(account: NewAccount, campaignHost: string, campaignId: string) {
      const created = await command<{ id: string; email: string }>(`${USERS}/create`, { ...account, ghost: true });
      // The account exists whatever happens next; tracking is best effort and must not fail the sign-up.
      const body = { campaign_host: campaignHost, campaign_id: campaignId };
      await command(`/api/app/campaigns/advertising/track/${enc(created.data.id)}`, body, 'PUT').catch(() => undefined);
      await command(`/api/app/campaigns/email/leadgen/convert/${enc(created.data.email)}`, undefined, 'PUT').catch(() => undefined);
      return created;
    },
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
export const accountApi = createAccountApi();

/** The react-query keys of the account calls; a profile save changes everything under `all`. */
export const accountKeys = {
  all: ['account'] as const,
  profile: ['account', 'profile'] as const,
  company: ['account', 'company'] as const,
  colleagues: ['account', 'colleagues'] as const,
  membership: ['account', 'membership'] as const,
  joinRequests: ['account', 'join-requests'] as const,
  companySearch: (q: string) => ['company-search', q] as const,
  addressSearch: (q: string) => ['address-search', q] as const,
};

export const preferenceLabels: { key: keyof EmailPreferences; label: string; hint: string }[] = [
  { key: 'marketing', label: 'Marketing', hint: 'Product news, surveys, invitations to events.' },
  { key: 'transactional', label: 'Transactional', hint: 'Receipts and account notices about what you did.' },
  { key: 'collaboration', label: 'Collaboration', hint: 'Shares, comments and deal invitations from other users.' },
  { key: 'legal', label: 'Legal', hint: 'Changes to our terms and policies.' },
];
