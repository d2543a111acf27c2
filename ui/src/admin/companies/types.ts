/** One company as `GET /api/admin/companies` serves it; `members` comes only with a single company. */
export type CompanyRecord = {
  id: string;
  name: string;
  company_ghost: boolean;
  legal_entity_dba: string;
  headquarters_address: string;
  headquarters_city: string;
  headquarters_state: string;
  headquarters_country: string;
  member_count: number;
  members?: { id: string; email: string; first_name: string; last_name: string }[];
};

export const headquarters = (c: Pick<CompanyRecord, 'headquarters_city' | 'headquarters_state' | 'headquarters_country'>) =>
  [c.headquarters_city, c.headquarters_state, c.headquarters_country].filter(Boolean).join(', ');
