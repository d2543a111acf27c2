import type { Role } from '../../providers/authProvider';

/** One account as the `users` read model serves it to admins. */
export type UserRecord = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  type: 'D' | 'PI' | 'II';
  ghost: boolean;
  active: boolean;
  admin: boolean;
  auditor: boolean;
  /** Closed by an admin: the account cannot sign in until reopened. */
  deactivated: boolean;
  /** The person's data was erased: names and email are placeholders, the account is closed for good. */
  erased?: boolean;
  created_at: string;
  activated_at: string | null;
  last_sign_in_at: string | null;
};

export const userTypeLabels: Record<UserRecord['type'], string> = {
  D: 'Investment Professional',
  PI: 'Qualified Capital Provider',
  II: 'Individual Investor',
};

/** Each role with what it means, in one line, for the admin who gives it. */
export const roleChoices: { id: Role; name: string; meaning: string }[] = [
  { id: 'dealmaker', name: 'Dealmaker', meaning: 'Makes deals: their own and those shared with them; no admin area.' },
  { id: 'admin', name: 'Admin', meaning: 'Runs the platform: accounts, companies, surveys and roles.' },
  { id: 'auditor', name: 'Auditor', meaning: 'Reads everything, changes nothing: reviews what happens on the platform.' },
];

export const roleLabel = (role: Role) => roleChoices.find((choice) => choice.id === role)?.name ?? role;

export const fullName = (user: Pick<UserRecord, 'first_name' | 'last_name'>) => `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();

/** Where an account is in its life: a ghost waits for its owner, a registered one for its activation link. */
export function accountStatus(user: Pick<UserRecord, 'active' | 'ghost' | 'deactivated' | 'erased'>): {
  label: string;
  color: 'success' | 'warning' | 'default' | 'error';
} {
  // Whatever else it is, a closed account is closed: that is what the admin needs to see first.
  if (user.erased) return { label: 'Erased', color: 'default' };
  if (user.deactivated) return { label: 'Deactivated', color: 'error' };
  if (user.active) return { label: 'Active', color: 'success' };
  if (user.ghost) return { label: 'Ghost (not claimed)', color: 'default' };
  return { label: 'Awaiting activation', color: 'warning' };
}
