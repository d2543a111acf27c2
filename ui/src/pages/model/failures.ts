import type { DialogText } from '@dealbook/domain/identity/messages';
import { dealMessages } from '@dealbook/domain/deals/messages';
import { subscriptionMessages } from '../../account/subscription-failures';
import { readFailure } from '../../deals/failures';
import { cardFailure } from '../subscription/useCardEntry';

export const PROFILE_PATH = '/app/profile/user';
export const SUBSCRIPTION_PATH = '/app/subscription';

/** The requirements and the contract's texts word for word; the ones marked "ours" are not in the spec. */
export const modelMessages = {
  buildFailed: "Error: Oops! We weren't able to build your Excel model...",
  queued: 'Model Upload in Progress...',
  limitReached: 'Maximum number of deals already modeled for this billing cycle',
  limitTitle: 'Model Limit Reached',
  notMobileFriendly: 'Model is not mobile friendly',
  invalidCoupon: 'Error: Invalid Coupon. The code is invalid or expired.',
  free: 'Free Download',
  profileTitle: 'Complete Your Profile',
  noVersion: 'Save the deal first: a model is built from a saved version.',
  lockedTitle: 'Unlock Model',
  locked: 'Unlock the model of this deal to build it.',
  // ours
  profileNeeded: 'Buying a model needs a complete profile. It only takes a minute.',
  statusFailed: 'The Excel model of this deal could not be loaded.',
} as const;

const profileDialog = (message: string, to: string): DialogText => ({
  title: modelMessages.profileTitle,
  message,
  buttons: [{ label: 'Complete My Profile', to }, { label: 'Not Now' }],
});

const words = (field: string) => field.replace(/_/g, ' ');

/** Before any card is asked for: what the status says is missing from the profile. */
export const profileNeeded = (missing: string[]) =>
  profileDialog(
    missing.length > 0 ? `${modelMessages.profileNeeded} Missing: ${missing.map(words).join(', ')}.` : modelMessages.profileNeeded,
    PROFILE_PATH,
  );

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** The gate's `redirect`, on the body or in its details (the profile page unless it says otherwise). */
const redirectOf = (error: unknown) => {
  const body = field(error, 'body');
  const redirect = field(body, 'redirect') ?? field(field(body, 'details'), 'redirect');
  return typeof redirect === 'string' && redirect.startsWith('/') ? redirect : PROFILE_PATH;
};

/**
 * A refused unlock: the profile gate (a dialog leading to the profile), a price due without a card (ask for one),
 * a refused coupon (the spec's toast, the code cleared), a model already unlocked (no error), or a message for the
 * payment dialog (a refused card: the bad-card text).
 */
export type UnlockFailure =
  | { kind: 'profile'; dialog: DialogText }
  | { kind: 'card'; price_cents?: number }
  | { kind: 'unlocked' }
  | { kind: 'coupon'; message: string }
  | { kind: 'message'; title?: string; message: string };

export function unlockFailure(error: unknown): UnlockFailure {
  const { status, code, title, message } = readFailure(error);
  if (code === 'PROFILE_INCOMPLETE')
    return { kind: 'profile', dialog: profileDialog(message ?? modelMessages.profileNeeded, redirectOf(error)) };
  if (code === 'TOKEN_REQUIRED') {
    const due = field(field(field(error, 'body'), 'details'), 'price_cents');
    return typeof due === 'number' ? { kind: 'card', price_cents: due } : { kind: 'card' };
  }
  if (code === 'ALREADY_UNLOCKED') return { kind: 'unlocked' };
  if (code?.includes('COUPON')) return { kind: 'coupon', message: modelMessages.invalidCoupon };
  if (status === 402)
    return { kind: 'message', title: title ?? subscriptionMessages.paymentFailed, message: message ?? subscriptionMessages.badCard };
  return cardFailure(error);
}

/** A refused build, shown in the panel; `upgrade` links to the plans. */
export type BuildFailure = { title?: string; message: string; severity: 'error' | 'warning' | 'info'; upgrade?: boolean };

export function buildFailure(error: unknown): BuildFailure {
  const { status, code, title, message } = readFailure(error);
  const reason = status !== undefined && status < 500 ? message : undefined;
  if (code === 'MODEL_LIMIT_REACHED')
    return { title: title ?? modelMessages.limitTitle, message: reason ?? modelMessages.limitReached, severity: 'warning', upgrade: true };
  if (code === 'NO_VERSION') return { message: reason ?? modelMessages.noVersion, severity: 'info' };
  if (code === 'MODEL_LOCKED')
    return { title: title ?? modelMessages.lockedTitle, message: reason ?? modelMessages.locked, severity: 'warning' };
  if (reason) return { title, message: reason, severity: 'error' };
  return { ...dealMessages.oops, severity: 'error' };
}
