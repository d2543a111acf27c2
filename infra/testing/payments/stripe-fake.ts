import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STRIPE_API_VERSION } from '../../src/payments/stripe';
import { StripeFailure } from './stripe-fake-cards';
import { createFakeBilling } from './stripe-fake-billing';
import { createFakeIntents } from './stripe-fake-intents';
import type { FakeEvent, Form } from './stripe-fake-objects';

export type { FakeEvent } from './stripe-fake-objects';

export interface StripeFakeRequest {
  method: string;
  path: string;
  idempotencyKey?: string;
  body: Form;
}

export interface StripeFake {
  host: string;
  port: number;
  /** Every request as it arrived (SDK retries included), oldest first. */
  requests: StripeFakeRequest[];
  /** The events Stripe would send as webhooks, oldest first (sign them to deliver one). */
  events: FakeEvent[];
  /** How many of a kind the fake holds (a declined card leaves no subscription, but a failed PaymentIntent and charge). */
  count(kind: 'customers' | 'subscriptions' | 'invoices' | 'payment_intents' | 'charges'): number;
  /** Stripe Billing's next step for a subscription (a renewal, a retry, the end); answers its events. */
  advance(subscriptionId: string): FakeEvent[];
  /** The customer's card fails every charge from now on. */
  failCharges(customerId: string): void;
  /** The next answer on `path` is lost on the wire after the work is done, as when a connection drops. */
  dropNextAnswer(path: string): void;
  close(): Promise<void>;
}

type Handler = (body: Form, id: string) => object;

/**
 * A local Stripe for tests: the endpoints the adapter calls, answered over HTTP in Stripe's shapes and
 * error envelopes, with Idempotency-Key replays (a key reused with other parameters is refused, as Stripe
 * does). The SDK talks to it unchanged through its host, port and protocol settings.
 */
export async function startStripeFake(): Promise<StripeFake> {
  const billing = createFakeBilling();
  const intents = createFakeIntents(billing.ledger);
  const requests: StripeFakeRequest[] = [];
  const answered = new Map<string, { request: string; status: number; body: string }>();
  const drops = new Set<string>();
  const routes: Array<[string, RegExp, Handler]> = [
    ['POST', /^\/v1\/customers$/, (body) => billing.createCustomer(body)],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (body, id) => billing.retrieveCustomer(id, body)],
    ['POST', /^\/v1\/customers\/([^/]+)$/, (body, id) => billing.updateCustomer(id, body)],
    ['GET', /^\/v1\/prices$/, (body) => billing.listPrices(body)],
    ['POST', /^\/v1\/prices$/, (body) => billing.createPrice(body)],
    ['GET', /^\/v1\/coupons\/([^/]+)$/, (_body, id) => billing.retrieveCoupon(id)],
    ['POST', /^\/v1\/coupons$/, (body) => billing.createCoupon(body)],
    ['POST', /^\/v1\/subscriptions$/, (body) => billing.createSubscription(body)],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (body, id) => billing.retrieveSubscription(id, body)],
    ['POST', /^\/v1\/subscriptions\/([^/]+)$/, (body, id) => billing.updateSubscription(id, body)],
    ['POST', /^\/v1\/payment_intents$/, (body) => intents.createPaymentIntent(body)],
    ['GET', /^\/v1\/payment_intents\/([^/]+)$/, (body, id) => intents.retrievePaymentIntent(id, body)],
  ];

  const route = (method: string, path: string, body: Form): { status: number; body: string } => {
    try {
      for (const [verb, pattern, handler] of routes) {
        const match = verb === method ? pattern.exec(path) : null;
        if (match) return { status: 200, body: JSON.stringify(handler(body, decodeURIComponent(match[1] ?? ''))) };
      }
      throw new StripeFailure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
    } catch (error) {
      const failure = error instanceof StripeFailure ? error : new StripeFailure(500, { type: 'api_error', message: String(error) });
      return { status: failure.status, body: JSON.stringify({ error: failure.error }) };
    }
  };

  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const raw = await readBody(req);
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://stripe.fake');
    const body = parseForm(method === 'POST' ? raw : url.search.slice(1));
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
    requests.push({ method, path: url.pathname, ...(key ? { idempotencyKey: key } : {}), body });
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(8).toString('hex')}`,
      'stripe-version': String(req.headers['stripe-version'] ?? STRIPE_API_VERSION),
      ...(key ? { 'idempotency-key': key } : {}),
    };
    let answer: { status: number; body: string };
    if (!req.headers.authorization?.startsWith('Bearer sk_')) {
      const message = 'You did not provide an API key. Provide it in the Authorization header as a Bearer token.';
      answer = { status: 401, body: JSON.stringify({ error: { type: 'invalid_request_error', message } }) };
    } else if (method === 'POST' && key) {
      const request = `${method} ${url.pathname} ${raw}`;
      const seen = answered.get(key);
      if (seen && seen.request !== request) answer = idempotencyMismatch(key);
      else if (seen) {
        answer = seen;
        headers['idempotent-replayed'] = 'true';
      } else {
        answer = route(method, url.pathname, body);
        answered.set(key, { request, ...answer });
      }
    } else answer = route(method, url.pathname, body);
    if (drops.delete(url.pathname)) {
      req.socket.destroy();
      return;
    }
    res.writeHead(answer.status, headers).end(answer.body);
  };

  const server = createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    requests,
    events: billing.ledger.events,
    count: (kind) => (kind === 'payment_intents' ? billing.ledger.paymentIntents : billing.ledger[kind]).size,
    advance: (subscriptionId) => billing.ledger.advance(subscriptionId),
    failCharges: (customerId) => billing.ledger.failCharges(customerId),
    dropNextAnswer: (path) => void drops.add(path),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function idempotencyMismatch(key: string) {
  const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
  return { status: 400, body: JSON.stringify({ error: { type: 'idempotency_error', message } }) };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Stripe's form encoding: `items[0][price]=p` nests into `{ items: [{ price: 'p' }] }`. */
function parseForm(encoded: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      const nextPart = path[i + 1];
      if (nextPart === undefined) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(nextPart) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}
