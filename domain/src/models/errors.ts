import { DomainError } from '../shared';
import { PAYMENT_FAILED_TITLE } from '../subscriptions/cards';

/** The spec's texts (error catalogue) and ours where it is silent (README.md). */
export const MODEL_TEXTS = {
  failed: "Error: Oops! We weren't able to build your Excel model...",
  queued: 'Model Upload in Progress...',
  limit: 'Maximum number of deals already modeled for this billing cycle',
  mobileTitle: 'Model is not mobile friendly',
  freeLabel: 'Free Download',
} as const;

export const modelErrors = {
  locked: () => new DomainError('forbidden', 'MODEL_LOCKED', 'Unlock the model of this deal to build it.', 'Unlock Model'),
  limitReached: () => new DomainError('forbidden', 'MODEL_LIMIT_REACHED', MODEL_TEXTS.limit, 'Model Limit Reached'),
  noVersion: () =>
    new DomainError('conflict', 'NO_VERSION', 'Save the deal first: a model is built from a saved version.', 'Build Excel Model'),
  notFound: () => new DomainError('not_found', 'MODEL_NOT_FOUND', 'There is no such model of this deal.'),
  profileIncomplete: (missing: string[]) =>
    new DomainError(
      'forbidden',
      'PROFILE_INCOMPLETE',
      `Complete your profile to buy a model: ${missing.join(', ')}.`,
      'Complete Your Profile',
      { redirect: '/app/profile/user', missing },
    ),
  /** What is due once the coupon is taken off, so the card dialog shows the price the card will pay. */
  tokenRequired: (priceCents: number, couponCode: string | null) =>
    new DomainError('invalid', 'TOKEN_REQUIRED', 'Enter a card to pay for the model.', PAYMENT_FAILED_TITLE, {
      price_cents: priceCents,
      coupon_code: couponCode,
    }),
};
