import { identityMessages } from '@dealbook/domain/identity/messages';
import type { AccountType, NewAccount } from './api';

export const accountTypes: { value: AccountType | 'II'; label: string; description: string; disabled?: boolean }[] = [
  {
    value: 'D',
    label: 'Investment Professional',
    description: 'Sponsors, brokers, developers and advisors who underwrite and market deals.',
  },
  { value: 'PI', label: 'Qualified Capital Provider', description: 'Investors and lenders who receive deals matched to their mandate.' },
  { value: 'II', label: 'Individual Investor', description: 'Not open for sign-up yet.', disabled: true },
];

/** The three policies the spec requires before sign-up (§5); each is accepted with its own checkbox. */
export const policies = [
  { key: 'terms', label: 'Terms of Service' },
  { key: 'privacy', label: 'Privacy Policy' },
  { key: 'communication', label: 'Communications Policy' },
] as const;

export type PolicyKey = (typeof policies)[number]['key'];
export type Consents = Record<PolicyKey, boolean>;

export type RegistrationForm = {
  email: string;
  first_name: string;
  last_name: string;
  type: AccountType;
  consents: Consents;
};

export const emptyRegistration: RegistrationForm = {
  email: '',
  first_name: '',
  last_name: '',
  type: 'D',
  consents: { terms: false, privacy: false, communication: false },
};

/** Opting in means accepting every policy: a partial yes is a no. */
export function optIn(consents: Consents): boolean {
  return policies.every(({ key }) => consents[key]);
}

/** Enough to catch typos before a round trip; the server's verification decides whether mail can reach it. */
export function looksLikeEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email.trim());
}

export type RegistrationProblems = { email?: string; consents?: string };

export function registrationProblems(form: RegistrationForm): RegistrationProblems {
  const problems: RegistrationProblems = {};
  const email = form.email.trim();
  if (email === '') problems.email = 'Enter your email address.';
  else if (!looksLikeEmail(email)) problems.email = 'Enter a complete email address, like name@company.com.';
  if (!optIn(form.consents)) problems.consents = identityMessages.optInRequired.message;
  return problems;
}

export function registrationPayload(form: RegistrationForm): NewAccount {
  const first = form.first_name.trim();
  const last = form.last_name.trim();
  return {
    email: form.email.trim(),
    ...(first ? { first_name: first } : {}),
    ...(last ? { last_name: last } : {}),
    type: form.type,
    ghost: false,
    opt_in: optIn(form.consents),
  };
}
