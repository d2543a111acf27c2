import { join } from 'node:path';
import type { Config } from '../config';
import type { PaymentPort } from './port';
import { createSandboxPayments } from './sandbox';
import { createStripePayments } from './stripe';

/** The card provider the configuration names (`PAYMENTS`); undefined when payments are off. */
export function paymentsFor(config: Config): PaymentPort | undefined {
  if (config.PAYMENTS === 'off') return undefined;
  if (config.PAYMENTS === 'sandbox') return createSandboxPayments({ file: join(config.DATA_DIR, 'sandbox-payments.json') });
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  return createStripePayments({
    secretKey: config.STRIPE_SECRET_KEY!,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** What the browser needs to tokenise a card: Stripe.js's key, or the sandbox's own route. */
export const paymentsInfo = (payments: PaymentPort | undefined) =>
  payments ? { key: payments.publishableKey, sandbox: payments.sandbox } : undefined;
