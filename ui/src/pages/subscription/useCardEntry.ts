import { useState } from 'react';
import type { StripeCardElement } from '@stripe/stripe-js';
import { cardDetails, cardProblems, emptyCard, type CardForm, type CardProblems } from '../../account/card-form';
import { subscriptionApi } from '../../account/subscription-api';
import { paymentFailure, subscriptionMessages, type PaymentFailure } from '../../account/subscription-failures';
import { stripeToken, StripeTokenRefused } from './stripe-token';
import { useCardPayments } from './useCardPayments';

/** What a card dialog says above its fields when something went wrong. */
export type Shown = { title?: string; message: string };

// With Stripe, the card is Stripe's Element: only the billing ZIP is ours to check.
const zipOnly = ({ zip }: CardProblems): CardProblems => (zip ? { zip } : {});

/** A refused card: Stripe's refusal to make a token of it, or the server's answer to the token or to its use. */
export const cardFailure = (error: unknown): PaymentFailure =>
  error instanceof StripeTokenRefused
    ? { kind: 'message', title: subscriptionMessages.paymentFailed, message: error.message }
    : paymentFailure(error);

/**
 * A card as it is entered in a card dialog, in the sandbox's fields or in Stripe's card Element: the fields, their
 * problems, the dialog's error, and the card's token once it is right.
 */
export function useCardEntry() {
  const payments = useCardPayments();
  const [form, setForm] = useState<CardForm>(emptyCard);
  const [problems, setProblems] = useState<CardProblems>({});
  const [shown, show] = useState<Shown | null>(null);
  const [element, setElement] = useState<StripeCardElement | null>(null);
  const stripeCard = payments.mode === 'stripe' && payments.stripe && element ? { stripe: payments.stripe, card: element } : null;
  return {
    payments,
    form,
    problems,
    shown,
    show,
    ready: payments.mode === 'sandbox' || stripeCard !== null,
    change: (patch: Partial<CardForm>) => setForm((current) => ({ ...current, ...patch })),
    onCard: setElement,
    /** Checks the fields this mode has; says so above them when one is wrong. */
    check: () => {
      const all = cardProblems(form, new Date());
      const found = payments.mode === 'stripe' ? zipOnly(all) : all;
      const right = Object.keys(found).length === 0;
      setProblems(found);
      show(right ? null : { message: subscriptionMessages.badCard });
      return right;
    },
    // Only the sandbox gets the card's details; Stripe's token never carries them through us.
    token: (card: CardForm) => (stripeCard ? stripeToken(stripeCard, card.zip) : subscriptionApi.tokenize(cardDetails(card))),
  };
}

export type CardEntry = ReturnType<typeof useCardEntry>;
