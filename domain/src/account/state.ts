import { evolveSourcing, type Divisions } from '../matching/sourcing';
import { assertNever } from '../shared';
import type { AccountEvent, CompanyEvent, EmailPreferences, LeadEvent, SurveyEvent } from './events';
import { evolveMembership, initialMembership, type Membership } from './membership';
import { defaultEmailPreferences } from './completeness';

export interface AccountState {
  firstName: string;
  lastName: string;
  telephone: string;
  /** The company the person is a member of; a request to join one is the company's to record, not here. */
  companyId: string | null;
  companyName: string;
  preferences: EmailPreferences;
  campaign: { host: string; id: string } | null;
  referredBy: string | null;
  referred: string[];
}

export const initialAccountState: AccountState = {
  firstName: '',
  lastName: '',
  telephone: '',
  companyId: null,
  companyName: '',
  preferences: { ...defaultEmailPreferences },
  campaign: null,
  referredBy: null,
  referred: [],
};

export function evolveAccount(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'ProfileUpdated': {
      const d = event.data;
      return {
        ...state,
        firstName: d.first_name,
        lastName: d.last_name,
        telephone: d.contact_telephone,
        companyId: d.company_id,
        companyName: d.company_name,
      };
    }
    case 'EmailPreferencesSet': {
      const { marketing, transactional, collaboration, legal } = event.data;
      return { ...state, preferences: { marketing, transactional, collaboration, legal } };
    }
    case 'CampaignSignUpTracked':
      return { ...state, campaign: { host: event.data.campaign_host, id: event.data.campaign_id } };
    case 'ReferralsSent':
      return state;
    case 'ReferredAccountOpened':
      return { ...state, referred: [...state.referred, event.data.user_id] };
    case 'ReferredBy':
      return { ...state, referredBy: event.data.referrer_id };
    case 'CompanyJoined':
      return { ...state, companyId: event.data.company_id, companyName: event.data.company_name };
    case 'CompanyLeft':
      return state.companyId === event.data.company_id ? { ...state, companyId: null, companyName: '' } : state;
    default:
      return assertNever(event);
  }
}

export interface CompanyState extends Membership {
  exists: boolean;
  name: string;
  ghost: boolean;
  legalEntityDba: string;
  headquarters: { address: string; city: string; state: string; country: string };
  /** The sourcing profile's divisions by id. */
  divisions: Divisions;
}

export const initialCompanyState: CompanyState = {
  exists: false,
  name: '',
  ghost: true,
  legalEntityDba: '',
  headquarters: { address: '', city: '', state: '', country: '' },
  divisions: {},
  ...initialMembership,
};

export function evolveCompany(state: CompanyState, event: CompanyEvent): CompanyState {
  switch (event.type) {
    case 'CompanyCreated': {
      // The founder manages the company; for a company from before requests, its creator does.
      const founder = event.data.created_by;
      return { ...state, exists: true, name: event.data.name, ghost: true, members: founder ? { [founder]: { manage: true } } : {} };
    }
    case 'CompanyDetailsSet': {
      const d = event.data;
      return {
        ...state,
        legalEntityDba: d.legal_entity_dba,
        headquarters: {
          address: d.headquarters_address,
          city: d.headquarters_city,
          state: d.headquarters_state,
          country: d.headquarters_country,
        },
      };
    }
    case 'CompanyConfirmed':
      return { ...state, ghost: false };
    case 'DivisionCreated':
    case 'DivisionRenamed':
    case 'DivisionDeleted':
    case 'DivisionStrategySaved':
      return { ...state, divisions: evolveSourcing(state.divisions, event) };
    case 'CompanyMembershipRequested':
    case 'CompanyMembershipApproved':
    case 'CompanyMembershipDeclined':
    case 'CompanyMembershipWithdrawn':
    case 'CompanyMemberJoinedByDomain':
    case 'CompanyMemberLeft':
    case 'CompanyMemberRemoved':
    case 'CompanyDomainVerified':
      return { ...state, ...evolveMembership(state, event) };
    default:
      return assertNever(event);
  }
}

export interface LeadState {
  unsubscribed: boolean;
  converted: boolean;
}

export const initialLeadState: LeadState = { unsubscribed: false, converted: false };

export function evolveLead(state: LeadState, event: LeadEvent): LeadState {
  switch (event.type) {
    case 'LeadUnsubscribed':
      return { ...state, unsubscribed: true };
    case 'LeadConverted':
      return { ...state, converted: true };
    default:
      return assertNever(event);
  }
}

export interface SurveyState {
  status: 'none' | 'invited' | 'clicked' | 'answered';
  email: string;
}

export const initialSurveyState: SurveyState = { status: 'none', email: '' };

export function evolveSurvey(state: SurveyState, event: SurveyEvent): SurveyState {
  switch (event.type) {
    case 'SurveyInvitationCreated':
      return { status: 'invited', email: event.data.email };
    case 'SurveyClicked':
      return { ...state, status: 'clicked' };
    case 'SurveyAnswered':
      return { ...state, status: 'answered' };
    default:
      return assertNever(event);
  }
}
