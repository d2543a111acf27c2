import type { WriteOp } from '@dealbook/infra/document-store/port';
import { alreadyApplied, type PositionedDoc, type Projection } from '../runner/projection';

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

type Data = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

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

const accountChanges: Record<string, (d: Data, doc: AccountDoc) => Partial<AccountDoc>> = {
  UserRegistered: (d) => ({
    email: str(d.email),
    first_name: str(d.first_name),
    last_name: str(d.last_name),
    type: d.type === 'PI' ? 'PI' : 'D',
  }),
  GhostUserCreated: (d) => ({
    email: str(d.email),
    first_name: str(d.first_name),
    last_name: str(d.last_name),
    type: d.type === 'PI' ? 'PI' : 'D',
  }),
  ProfileUpdated: (d) => ({
    first_name: str(d.first_name),
    last_name: str(d.last_name),
    contact_telephone: str(d.contact_telephone),
    company_id: typeof d.company_id === 'string' ? d.company_id : null,
    company: str(d.company_name),
  }),
  EmailPreferencesSet: (d) => ({
    email_gdpr_prefs: {
      marketing: d.marketing === true,
      transactional: d.transactional === true,
      collaboration: d.collaboration === true,
      legal: d.legal === true,
    },
  }),
  CampaignSignUpTracked: (d) => ({ campaign: { host: str(d.campaign_host), id: str(d.campaign_id) } }),
  ReferredBy: (d) => ({ referred_by: str(d.referrer_id) }),
  ReferredAccountOpened: (d, doc) => ({ referred: [...doc.referred, str(d.user_id)] }),
  // Membership: the company a person is in is the one that admitted them (domain/src/account/README.md).
  CompanyJoined: (d) => ({ company_id: str(d.company_id), company: str(d.company_name) }),
  CompanyLeft: (d, doc) => (doc.company_id === d.company_id ? { company_id: null, company: '' } : {}),
};

const companyChanges: Record<string, (d: Data) => Partial<CompanyDoc>> = {
  CompanyCreated: (d) => ({ name: str(d.name), name_lower: str(d.name).toLowerCase(), company_ghost: true }),
  CompanyDetailsSet: (d) => ({
    legal_entity_dba: str(d.legal_entity_dba),
    headquarters_address: str(d.headquarters_address),
    headquarters_city: str(d.headquarters_city),
    headquarters_state: str(d.headquarters_state),
    headquarters_country: str(d.headquarters_country),
  }),
  CompanyConfirmed: () => ({ company_ghost: false }),
};

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

/** Accounts, companies and leads: the read model of account self-service (spec 1 §2–9). */
export const accountsProjection: Projection = {
  name: 'accounts',
  version: 1,
  collections: [
    { name: ACCOUNTS, indexes: [{ fields: { email: 1 } }, { fields: { company_id: 1 } }] },
    { name: COMPANIES, indexes: [{ fields: { name_lower: 1 } }] },
    { name: LEADS, indexes: [{ fields: { email: 1 } }] },
  ],
  async handle(event, ctx): Promise<WriteOp[]> {
    const data = (event.data ?? {}) as Data;
    const [category, ...rest] = event.streamId.split('-');
    const id = rest.join('-');
    if (category === 'user' || category === 'account') {
      const change = accountChanges[event.type];
      if (!change) return [];
      const doc = await ctx.get<AccountDoc>(ACCOUNTS, id);
      if (alreadyApplied(doc, event)) return [];
      const base = doc ?? blankAccount(id);
      return [{ op: 'upsert', collection: ACCOUNTS, doc: { ...base, ...change(data, base) } }];
    }
    if (category === 'company') {
      const change = companyChanges[event.type];
      if (!change) return [];
      const doc = await ctx.get<CompanyDoc>(COMPANIES, id);
      if (alreadyApplied(doc, event)) return [];
      return [{ op: 'upsert', collection: COMPANIES, doc: { ...(doc ?? blankCompany(id)), ...change(data) } }];
    }
    if (category === 'lead' && (event.type === 'LeadUnsubscribed' || event.type === 'LeadConverted')) {
      const doc = await ctx.get<LeadDoc>(LEADS, id);
      if (alreadyApplied(doc, event)) return [];
      const base = doc ?? { _id: id, email: str(data.email), unsubscribed: false, converted: false };
      const flag = event.type === 'LeadUnsubscribed' ? { unsubscribed: true } : { converted: true };
      return [{ op: 'upsert', collection: LEADS, doc: { ...base, ...flag } }];
    }
    return [];
  },
};
