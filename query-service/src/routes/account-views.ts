import { z } from 'zod';

/** What the account routes answer (snake_case, the spec's field names). */
export type AccountDoc = {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
  type: 'D' | 'PI';
  contact_telephone: string;
  company_id: string | null;
  company: string;
  email_gdpr_prefs?: { marketing: boolean; transactional: boolean; collaboration: boolean; legal: boolean };
};

export type CompanyDoc = {
  _id: string;
  name: string;
  company_ghost: boolean;
  legal_entity_dba: string;
  headquarters_address: string;
  headquarters_city: string;
  headquarters_state: string;
  headquarters_country: string;
};

const preferences = z.object({ marketing: z.boolean(), transactional: z.boolean(), collaboration: z.boolean(), legal: z.boolean() });

export const companyView = z.object({
  id: z.string(),
  name: z.string(),
  company_ghost: z.boolean(),
  legal_entity_dba: z.string(),
  headquarters_address: z.string(),
  headquarters_city: z.string(),
  headquarters_state: z.string(),
  headquarters_country: z.string(),
});

export const toCompany = ({ _id, ...rest }: CompanyDoc): z.infer<typeof companyView> => ({
  id: _id,
  name: rest.name,
  company_ghost: rest.company_ghost,
  legal_entity_dba: rest.legal_entity_dba,
  headquarters_address: rest.headquarters_address,
  headquarters_city: rest.headquarters_city,
  headquarters_state: rest.headquarters_state,
  headquarters_country: rest.headquarters_country,
});

export const accountView = z.object({
  id: z.string(),
  email: z.string(),
  type: z.enum(['D', 'PI']),
  first_name: z.string(),
  last_name: z.string(),
  contact_telephone: z.string(),
  company: companyView.nullable(),
  email_gdpr_prefs: preferences,
  invitation_code: z.string(),
  referral_token: z.string().nullable(),
  completeness: z.object({ complete: z.boolean(), missing: z.array(z.string()) }),
});

export const prefs = (account: AccountDoc | null) =>
  account?.email_gdpr_prefs ?? { marketing: true, transactional: true, collaboration: true, legal: true };
