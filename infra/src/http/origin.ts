import type { FastifyInstance } from 'fastify';
import { errorBody, sendError } from './errors';

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence without tokens: a state-changing request whose Origin is present must come from the
 * app itself, and bodies must be JSON or multipart (both need a CORS preflight cross-site, which we
 * never grant). text/plain and form bodies, the ones a hostile page can send, get 415.
 */
export function registerOriginCheck(app: FastifyInstance, appUrl: string): void {
  const appOrigin = new URL(appUrl).origin;
  app.removeContentTypeParser(['text/plain']);
  app.addHook('onRequest', async (request, reply) => {
    if (!unsafe.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const sameHost = safeHost(origin) === request.headers.host;
    if (origin !== appOrigin && !sameHost) {
      return sendError(reply, errorBody(403, 'CROSS_ORIGIN', 'This request did not come from the app.'));
    }
  });
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
