import type { Company, Profile } from './api';

export const company = (fields: Partial<Company> = {}): Company => ({
  id: 'c1',
  name: 'Lone Star Partners',
  company_ghost: true,
  legal_entity_dba: 'Lone Star Partners LLC',
  headquarters_address: '500 Congress Ave, Austin, TX, USA',
  headquarters_city: 'Austin',
  headquarters_state: 'TX',
  headquarters_country: 'USA',
  ...fields,
});

/** Mia Me's profile, which still misses a telephone and a company unless told otherwise. */
export const profile = (fields: Partial<Profile> = {}): Profile => ({
  id: 'me',
  email: 'me@example.com',
  type: 'D',
  first_name: 'Mia',
  last_name: 'Me',
  contact_telephone: '',
  company: null,
  email_gdpr_prefs: { marketing: true, transactional: true, collaboration: true, legal: true },
  invitation_code: 'MIA123',
  referral_token: 'ref-token',
  completeness: { complete: false, missing: ['Telephone', 'Company'] },
  ...fields,
});
