import {
  accountEventTypes,
  assertNever,
  identityEventTypes,
  type AccountEvent,
  type CompanyEvent,
  type LeadEvent,
  type UserEvent,
} from '@dealbook/domain';
import type { WriteOp } from '@dealbook/infra/document-store/port';
import { alreadyApplied, type PositionedDoc, type Projection } from '../runner/projection';
import { typedEvent } from '../runner/typed-events';

/** One person's self-service data: the profile page, colleagues, and the mail port's preference lookup. */
export interface AccountDoc extends PositionedDoc {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
  type: 'D' | 'PI';
  contact_telephone: string;
  company_id: string | null;
  company: string;
  email_gdpr_prefs: { marketing: boolean; transactional: boolean; collaboration: boolean; legal: boolean };
  campaign: { host: string; id: string } | null;
  referred_by: string | null;
  referred: string[];
}

export interface CompanyDoc extends PositionedDoc {
  _id: string;
  name: string;
  name_lower: string;
  company_ghost: boolean;
  legal_entity_dba: string;
  headquarters_address: string;
  headquarters_city: string;
  headquarters_state: string;
  headquarters_country: string;
}

export interface LeadDoc extends PositionedDoc {
  _id: string;
  email: string;
  unsubscribed: boolean;
  converted: boolean;
}

export const ACCOUNTS = 'accounts';
export const COMPANIES = 'companies';
export const LEADS = 'leads';

const blankAccount = (id: string): AccountDoc => ({
  _id: id,
  email: '',
  first_name: '',
  last_name: '',
  type: 'D',
  contact_telephone: '',
  company_id: null,
  company: '',
  email_gdpr_prefs: { marketing: true, transactional: true, collaboration: true, legal: true },
  campaign: null,
  referred_by: null,
  referred: [],
});

/** What an account's own event changes in its document; null for the events that change nothing here. */
function accountChange(event: AccountEvent, doc: AccountDoc): Partial<AccountDoc> | null {
  switch (event.type) {
    case 'ProfileUpdated': {
      const d = event.data;
      return {
        first_name: d.first_name,
        last_name: d.last_name,
        contact_telephone: d.contact_telephone,
        company_id: d.company_id,
        company: d.company_name,
      };
    }
    case 'EmailPreferencesSet': {
      const { marketing, transactional, collaboration, legal } = event.data;
      return { email_gdpr_prefs: { marketing, transactional, collaboration, legal } };
    }
    case 'CampaignSignUpTracked':
      return { campaign: { host: event.data.campaign_host, id: event.data.campaign_id } };
    case 'ReferredBy':
      return { referred_by: event.data.referrer_id };
    case 'ReferredAccountOpened':
      return { referred: [...doc.referred, event.data.user_id] };
    // Membership: the company a person is in is the one that admitted them (domain/src/account/README.md).
    case 'CompanyJoined':
      return { company_id: event.data.company_id, company: event.data.company_name };
    case 'CompanyLeft':
      return doc.company_id === event.data.company_id ? { company_id: null, company: '' } : {};
    case 'ReferralsSent':
      return null;
    default:
      return assertNever(event);
  }
}

/** The person's address, names and kind, as they registered or were registered by someone else. */
function userChange(event: UserEvent): Partial<AccountDoc> | null {
  if (event.type !== 'UserRegistered' && event.type !== 'GhostUserCreated') return null;
  const { email, first_name, last_name, type } = event.data;
  return { email, first_name, last_name, type };
}

function companyChange(event: CompanyEvent): Partial<CompanyDoc> | null {
  switch (event.type) {
    case 'CompanyCreated':
      return { name: event.data.name, name_lower: event.data.name.toLowerCase(), company_ghost: true };
    case 'CompanyDetailsSet':
      return { ...event.data };
    case 'CompanyConfirmed':
      return { company_ghost: false };
    default:
      // The sourcing profile's and the membership's events are other read models'.
      return null;
  }
}

const blankCompany = (id: string): CompanyDoc => ({
  _id: id,
  name: '',
  name_lower: '',
  company_ghost: true,
  legal_entity_dba: '',
  headquarters_address: '',
  headquarters_city: '',
  headquarters_state: '',
  headquarters_country: '',
});

/** Accounts, companies and leads: the read model of account self-service (profile, preferences, referrals). */
export const accountsProjection: Projection = {
  name: 'accounts',
  version: 1,
  collections: [
    { name: ACCOUNTS, indexes: [{ fields: { email: 1 } }, { fields: { company_id: 1 } }] },
    { name: COMPANIES, indexes: [{ fields: { name_lower: 1 } }] },
    { name: LEADS, indexes: [{ fields: { email: 1 } }] },
  ],
  async handle(event, ctx): Promise<WriteOp[]> {
    const [category, ...rest] = event.streamId.split('-');
    const id = rest.join('-');
    const account = async (change: (doc: AccountDoc) => Partial<AccountDoc> | null): Promise<WriteOp[]> => {
      const doc = await ctx.get<AccountDoc>(ACCOUNTS, id);
      const base = doc ?? blankAccount(id);
      const changed = change(base);
      if (!changed || alreadyApplied(doc, event)) return [];
      return [{ op: 'upsert', collection: ACCOUNTS, doc: { ...base, ...changed } }];
    };
    if (category === 'user') {
      const user = typedEvent<UserEvent>(identityEventTypes, event);
      return user ? account(() => userChange(user)) : [];
    }
    if (category === 'account') {
      const own = typedEvent<AccountEvent>(accountEventTypes, event);
      return own ? account((doc) => accountChange(own, doc)) : [];
    }
    if (category === 'company') {
      const company = typedEvent<CompanyEvent>(accountEventTypes, event);
      const change = company && companyChange(company);
      if (!change) return [];
      const doc = await ctx.get<CompanyDoc>(COMPANIES, id);
      if (alreadyApplied(doc, event)) return [];
      return [{ op: 'upsert', collection: COMPANIES, doc: { ...(doc ?? blankCompany(id)), ...change } }];
    }
    if (category === 'lead') {
      const lead = typedEvent<LeadEvent>(accountEventTypes, event);
      if (!lead) return [];
      const doc = await ctx.get<LeadDoc>(LEADS, id);
      if (alreadyApplied(doc, event)) return [];
      const base = doc ?? { _id: id, email: lead.data.email, unsubscribed: false, converted: false };
      const flag = lead.type === 'LeadUnsubscribed' ? { unsubscribed: true } : { converted: true };
      return [{ op: 'upsert', collection: LEADS, doc: { ...base, ...flag } }];
    }
    return [];
  },
};
