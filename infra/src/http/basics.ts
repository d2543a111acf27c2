import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import secureSession from '@fastify/secure-session';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { serializerWithFrozenParts } from './frozen-parts';
import { validatorWithFastParse } from './fast-parse';
import type { SharedCounters } from '../counters/redis';
import { registerErrorHandling, type NotFoundFallback } from './errors';
import { registerJsonDepthLimit } from './json-depth';
import { registerOriginCheck } from './origin';
import { registerSecurityHeaders } from './security-headers';
import { SEEN_REFRESH_MS, SESSION_MAX_MS, sessionExpired, sessionOf, type UserLookup } from './session';

export interface HttpBasicsOptions {
  appUrl: string;
  sessionKey: Buffer; // 32 bytes
  lookupUser: UserLookup;
  notFound?: NotFoundFallback;
  /** The runtime's clock, for session timeouts (real time by default). */
  clock?: () => Date;
  /**
   * Serve /api/docs: OpenAPI from this instance's route schemas (`true`), or a document made elsewhere
   * (a service running one side of the API serves the whole API's, so the gateway shows one document).
   */
  docs?: boolean | { document: Record<string, unknown> };
  /** Where the per-route rate limits count when several instances serve (COUNTERS=redis); in this process otherwise. */
  counters?: SharedCounters;
}

/**
 * Everything both services need on the Fastify instance they are registered on: zod schemas,
 * the error shape, security headers, rate limiting (per route), the session cookie, the CSRF check
 * and OpenAPI. The composition (standalone or a service's main.ts) calls it once, before the services.
 */
export async function registerHttpBasics(app: FastifyInstance, options: HttpBasicsOptions): Promise<void> {
  app.setValidatorCompiler(validatorWithFastParse);
  app.setSerializerCompiler(serializerWithFrozenParts);
  registerErrorHandling(app, options.notFound);
  registerJsonDepthLimit(app);
  registerSecurityHeaders(app, options.appUrl);
  // In Redis, a client is counted once across the instances behind the gateway, not once per instance.
  const shared = options.counters && { redis: options.counters.redis, nameSpace: `${options.counters.prefix}:rate-limit:` };
  await app.register(rateLimit, {
    global: false,
    ...shared,
    // The limit's own answer in our error shape, saying when to come back (Retry-After says it too).
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests from your network. Please try again in ${context.after}.`,
    }),
  });
  await app.register(secureSession, {
    key: options.sessionKey,
    cookieName: 'dealbook_session',
    expiry: SESSION_MAX_MS / 1000,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: options.appUrl.startsWith('https:') },
  });
  registerOriginCheck(app, options.appUrl);
  app.decorateRequest('user', null);
  // Before validation, so that who is asking is known to every later hook (the auditors' read-only rule).
  const clock = options.clock ?? (() => new Date());
  app.addHook('preValidation', async (request) => {
    const session = sessionOf(request);
    const now = clock().getTime();
    request.user = session && !sessionExpired(session, now) ? await options.lookupUser(session) : null;
    if (session && request.user && now - (session.seen ?? session.iat) >= SEEN_REFRESH_MS) request.session.set('seen', now);
  });
  if (typeof options.docs === 'object') {
    await app.register(swagger, { mode: 'static', specification: { document: options.docs.document as never } });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  } else if (options.docs) {
    await app.register(swagger, {
      openapi: { info: { title: 'Dealbook API', version: '1.0.0' } },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }
}
