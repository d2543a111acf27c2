import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeFake, type StripeFake } from '@dealbook/infra/testing/payments/stripe-fake';
import { figure } from '../reliability/figures';
import { captureConsole, newSessionKey, startLoggedRuntime } from './log-runtime';
import { secretFlows, type Keep } from './log-flows';

const WEBHOOK_SECRET = 'whsec_r14_webhook_secret_value';
const STRIPE_SECRET_KEY = 'sk_test_r14_secret_key_value';

/**
 * R14: no token, password or session value in any log line. Every flow that handles a secret
 * runs through the runtime with production's logger at LOG_LEVEL=trace, and every line it writes (pino's
 * and console.*) is kept; every secret the test saw on the way (typed passwords, configured keys, session
 * cookies and ids, every token of every mailed link, card tokens, signed download links, webhook
 * signatures) is then looked for in them, as sent and URL-encoded.
 */
describe('R14 secrets in logs', () => {
  const lines: string[] = [];
  const secrets = new Map<string, string>();
  const keep: Keep = (what, value) => {
    if (!value) throw new Error(`no ${what} to look for`);
    if (!secrets.has(value)) secrets.set(value, what);
  };
  const flows = secretFlows(keep, WEBHOOK_SECRET);
  let output: ReturnType<typeof captureConsole>;
  let fake: StripeFake;

  beforeAll(async () => {
    fake = await startStripeFake();
    output = captureConsole(lines);
  });
  afterAll(async () => {
    output.restore();
    await fake.close();
  });

  it('writes none of the secrets it handled into any log line', async (context) => {
    const started = performance.now();
    // The embedded runtime: sign-up, activation, sign-in, reset, preferences, referrals, a survey, a card, files, sharing, matching.
    const sessionKey = newSessionKey();
    const rt = await startLoggedRuntime(lines, {
      SESSION_KEY: sessionKey,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'admin-password-from-config',
      MATCHING_OPEN: 'true',
    });
    keep('SESSION_KEY', sessionKey);
    keep('ADMIN_PASSWORD', 'admin-password-from-config');
    try {
      await flows.embedded(rt);
    } finally {
      await rt.dispose();
    }

    // On Stripe: its keys in configuration, a Stripe card token, signed webhooks (and a forged one).
    const stripeSessionKey = newSessionKey();
    const st = await startLoggedRuntime(lines, {
      SESSION_KEY: stripeSessionKey,
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_r14',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://${fake.host}:${fake.port}`,
    });
    keep('SESSION_KEY', stripeSessionKey);
    keep('STRIPE_SECRET_KEY', STRIPE_SECRET_KEY);
    keep('STRIPE_WEBHOOK_SECRET', WEBHOOK_SECRET);
    try {
      await flows.stripe(st, fake);
    } finally {
      await st.dispose();
    }
    const seconds = (performance.now() - started) / 1000;

    const text = lines.join('\n');
    const leaked = [...secrets].filter(([value]) => text.includes(value) || text.includes(encodeURIComponent(value)));
    const linesWithSecrets = lines.filter((line) =>
      leaked.some(([value]) => line.includes(value) || line.includes(encodeURIComponent(value))),
    );
    const logLines = text.split('\n').filter(Boolean).length;
    figure(
      context,
      `R14 secrets in logs: ${leaked.length} of ${secrets.size} secrets in ${logLines.toLocaleString('en-US')} log lines ` +
        `(LOG_LEVEL=trace, ${output.writes()} console writes among them; ${seconds.toFixed(1)} s)`,
    );
    // Logging was on and saw the flows; then not one secret, and each token route's line with its token cut out.
    expect(text).toContain('"msg":"incoming request"');
    expect(secrets.size).toBeGreaterThanOrEqual(30);
    expect(
      leaked.map(([value, what]) => `${what} ${value}`),
      linesWithSecrets.slice(0, 5).join('\n'),
    ).toEqual([]);
    expect(text).toContain('/api/app/users/reset/[redacted]');
  });
});
