import { vi } from 'vitest';
import { act } from '@testing-library/react';
import type { Stripe, TokenResult } from '@stripe/stripe-js';
import { loadStripeJs } from './stripe-loader';

// For specs that mock './stripe-loader' (`vi.mock('./stripe-loader', () => ({ loadStripeJs: vi.fn() }))`).

export const paid = { token: { id: 'tok_visa' } } as TokenResult;
export const incomplete = { error: { type: 'validation_error', message: 'Your card number is incomplete.' } } as TokenResult;

/** Stripe.js as the card dialogs use it: a card Element that records its handlers, and `createToken` answering `result`. */
export function fakeStripe(result: TokenResult = paid) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const element = {
    mount: vi.fn(),
    update: vi.fn(),
    destroy: vi.fn(),
    on: vi.fn((name: string, handler: (event: unknown) => void) => {
      handlers[name] = handler;
      return element;
    }),
  };
  const create = vi.fn(() => element);
  const stripe = { elements: vi.fn(() => ({ create })), createToken: vi.fn(async () => result) };
  vi.mocked(loadStripeJs).mockResolvedValue(stripe as unknown as Stripe);
  const emit = (name: string, event: unknown) => act(() => handlers[name]!(event));
  return { stripe, create, element, emit };
}
