/** One request to join a company, as `GET /api/admin/company-requests` serves it. */
export type CompanyRequestRecord = {
  id: string;
  company_id: string;
  company_name: string;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  status: 'pending' | 'approved' | 'declined' | 'withdrawn';
  requested_at: string;
  answered_at: string | null;
  answered_by: string | null;
  answered_as: 'manager' | 'admin' | 'domain' | null;
};

export const personOf = (r: Pick<CompanyRequestRecord, 'first_name' | 'last_name' | 'email'>) =>
  `${r.first_name} ${r.last_name}`.trim() || r.email;

export const statusLabels: Record<CompanyRequestRecord['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};
