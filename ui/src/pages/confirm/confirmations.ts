import { ACTIVATION_TOKEN_TTL_MS, PASSWORD_MIN_LENGTH, RESET_TOKEN_TTL_MS } from '@dealbook/domain/identity/limits';

export type ConfirmKind = 'registration' | 'recovery' | 'reset' | 'activation';

export type Confirmation = {
  title: string;
  /** `email` is the address the visitor typed, when the previous screen passed it on. */
  lead: (email: string | null) => string;
  steps: string[];
  action: { label: string; to: 'login' | 'recovery' | 'home' };
  secondary?: { label: string; to: 'login' | 'recovery' | 'home' };
};

const days = ACTIVATION_TOKEN_TTL_MS / (24 * 60 * 60 * 1000);
const hours = RESET_TOKEN_TTL_MS / (60 * 60 * 1000);
const hourText = hours === 1 ? '1 hour' : `${hours} hours`;
const to = (email: string | null) => (email ? `to ${email}` : 'to the address you entered');

/** What each of the four confirmation screens says, and where it leads next. */
export const confirmations: Record<ConfirmKind, Confirmation> = {
  registration: {
    title: 'Check your email to activate your account',
    lead: (email) => `Your account is registered. We have sent an activation link ${to(email)}.`,
    steps: [
      `Open the email from Dealbook and follow the activation link. It is valid for ${days} days and works once.`,
      `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`,
      'Sign in, and your console is ready.',
    ],
    action: { label: 'Go to sign in', to: 'login' },
    secondary: { label: 'No email? Send a new link', to: 'recovery' },
  },
  recovery: {
    title: 'Check your email',
    lead: (email) => `If an account is registered ${email ? `for ${email}` : 'for that address'}, we have just sent it a link.`,
    steps: [
      `For an active account the link lets you choose a new password. It is valid for ${hourText}.`,
      `For an account that was never activated, it is a new activation link, valid for ${days} days.`,
      'Nothing arrived after a few minutes? Check your spam folder, then request another link.',
    ],
    action: { label: 'Go to sign in', to: 'login' },
    secondary: { label: 'Send another link', to: 'recovery' },
  },
  reset: {
    title: 'Your password has been changed',
    lead: () => 'Your new password is saved and the reset link can no longer be used.',
    steps: [
      'Sign in with your email address and the new password.',
      'If you did not ask for this change, request another reset link right away.',
    ],
    action: { label: 'Sign in', to: 'login' },
  },
  activation: {
    title: 'Your account is active',
    lead: () => 'Your password is set and your Dealbook account is ready to use.',
    steps: ['Sign in with your email address and the password you just chose.'],
    action: { label: 'Sign in', to: 'login' },
  },
};

export const isConfirmKind = (kind: string | undefined): kind is ConfirmKind =>
  kind !== undefined && Object.prototype.hasOwnProperty.call(confirmations, kind);
