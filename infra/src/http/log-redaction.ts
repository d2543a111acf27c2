import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** What a secret is replaced with in a log line. */
export const REDACTED = '[redacted]';

/** A route parameter whose value opens something: a mailed link's token (`:token`, `:decline_token`, …). */
const secretParam = /token|secret|password/i;

/** Query parameters that carry a secret: link tokens, signatures of public file links, referral codes. */
const secretQuery = new Set(['token', 'sig', 'signature', 'code', 'key', 'password', 'secret', 'session', 'access_token']);

/**
 * Addresses whose token is in the path but that no API route may match when the request is logged: the
 * UI's pages opened from mailed links (served as index.html by the not-found fallback), and the API's
 * token routes when the router gave up on them (a 404 for a longer path, a 414 for a token over the limit).
 * A matched route is redacted by its own template, so a new `:token` route needs no entry here.
 */
export const secretPaths = [
  '/reset/:token',
  '/account/activate/:token',
  '/unsubscribe/:source/:token',
  '/decline/:token',
  '/survey/providers/:token',
  '/api/app/users/reset/:token',
  '/api/app/users/activate/ghost/:token',
  '/api/app/users/email/preferences/:token',
  '/api/app/campaigns/email/leadgen/unsubscribe/:token',
  '/api/app/survey/providers/:token',
  '/api/app/survey/providers/record/:token',
  '/api/app/deals/:token/invitations/preview',
  '/api/app/deals/:token/invitations/feedback',
  '/api/:token/refer/:source',
];

const segmentsOf = (path: string) => path.split('/');

/** The path with the segments `template` names as secret replaced, or null when the template does not fit it. */
function redactByTemplate(path: string, template: string): string | null {
  const wanted = segmentsOf(template);
  const given = segmentsOf(path);
  const rest = wanted.at(-1) === '*';
  if (rest ? given.length < wanted.length - 1 : given.length !== wanted.length) return null;
  let secret = false;
  const out = given.map((segment, i) => {
    const pattern = wanted[i];
    if (pattern === undefined || pattern === '*') return segment;
    if (!pattern.includes(':')) return pattern === segment ? segment : null;
    if (!secretParam.test(pattern)) return segment;
    secret = true;
    return REDACTED;
  });
  if (out.includes(null)) return null;
  return secret ? out.join('/') : path;
}

/** Secret query values replaced; a value that is itself an address (the PDF viewer's `?url=`) redacted in turn. */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = pair.slice(0, eq);
      if (secretQuery.has(decodeSafely(name).toLowerCase())) return `${name}=${REDACTED}`;
      const value = decodeSafely(pair.slice(eq + 1).replace(/\+/g, ' '));
      const redacted = /[/?]/.test(value) ? redactText(value) : value;
      return redacted === value ? pair : `${name}=${encodeURIComponent(redacted)}`;
    })
    .join('&');
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * An email address in a URL, as typed or percent-encoded (`a@b.com`, `a%40b.com`): a person's address in
 * a path (a public file page's `/{email}`, a lead's `/convert/{email}`) or a query (`?email=`) is theirs,
 * and a log line is no place for it.
 */
const emailInUrl = /[^/?&=#\s"'<>]+(?:@|%40)[^/?&=#\s"'<>]+/gi;

/**
 * A request address as a log may keep it: the token segments of the matched route (`route`, its template)
 * or of a known token address replaced with `[redacted]`, and so are secret query values and email addresses.
 */
export function redactUrl(url: string, route?: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? null : url.slice(q + 1);
  let kept = path;
  for (const template of route ? [route, ...secretPaths] : secretPaths) {
    const redacted = redactByTemplate(path, template);
    if (redacted !== null && redacted !== path) {
      kept = redacted;
      break;
    }
  }
  const redacted = query === null ? kept : `${kept}?${redactQuery(query)}`;
  return redacted.replace(emailInUrl, REDACTED);
}

/** Every address in a log message (`Route GET:/reset/… not found`, a full link), redacted as `redactUrl` does. */
export function redactText(text: string): string {
  return text.replace(
    /(https?:\/\/[^/\s"'<>]+)?(\/[^\s"'<>]*)/g,
    (_, origin: string | undefined, url: string) => `${origin ?? ''}${redactUrl(url)}`,
  );
}

/**
 * The `req` of a request's log lines: method, redacted address, host and peer. Never a header (the session
 * cookie, an Authorization or Stripe-Signature header) and never a body (passwords, card details).
 */
export function requestLogValue(request: FastifyRequest) {
  let route: string | undefined;
  try {
    route = request.routeOptions?.url;
  } catch {
    route = undefined; // a request the router refused before it had a route (a bad URL)
  }
  return {
    method: request.method,
    url: redactUrl(request.url ?? '', route),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Keys no logged object may show as they are, whoever logs it (`{ headers }`, `{ body }`, a job's data):
 * pino replaces them with `[redacted]`.
 */
const redactedKeys = [
  'password',
  'token',
  'cookie',
  'authorization',
  'secret',
  'headers.cookie',
  'headers.authorization',
  'headers["stripe-signature"]',
  'headers["set-cookie"]',
];

/** The destination of the log lines: stdout by default, anything with `write(line)` in tests. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * The options of every Fastify instance's logger (standalone, command service, query service): the level
 * from configuration, request addresses redacted, secret-looking keys censored.
 */
export function loggerOptions(level: string, stream?: LogDestination): LoggerOptions {
  return {
    level,
    serializers: { req: requestLogValue },
    redact: { paths: [...redactedKeys, ...redactedKeys.map((key) => `*.${key}`)], censor: REDACTED },
    // Messages are text, not objects: Fastify's own ('Route GET:/reset/… not found') name the address.
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)) as Parameters<typeof method>);
      },
    },
    ...(stream ? { stream } : {}),
  };
}
