import type { FastifyInstance } from 'fastify';
import { errorBody, sendError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * False on routes that no browser calls and that prove their sender another way (a provider's signed
     * webhook): they carry no session, so there is no forged request to refuse, and their senders name no Origin.
     */
    originCheck?: boolean;
  }
}

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence without tokens (R9). A state-changing request must say it comes from the app:
 * its Origin is the app's (or names the scheme and host it was sent to, as a gateway forwards it), or, when a browser
 * left Origin out, `Sec-Fetch-Site: same-origin`, a header no page can set. Every browser since 2020 sends
 * one of the two on POST, PUT, PATCH and DELETE, so only scripts meet the refusal, and a script names the
 * app's origin in an `Origin` header (the API docs say so). Bodies must be JSON (a preflight cross-site,
 * which we never grant) or multipart for uploads (which a hostile form can send, and whose Origin the check
 * above refuses); text/plain and url-encoded form bodies get 415.
 */
export function registerOriginCheck(app: FastifyInstance, appUrl: string): void {
  const appOrigin = new URL(appUrl).origin;
  app.removeContentTypeParser(['text/plain']);
  app.addHook('onRequest', async (request, reply) => {
    if (!unsafe.has(request.method) || request.routeOptions.config.originCheck === false) return;
    const origin = request.headers.origin;
    if (!origin) {
      if (request.headers['sec-fetch-site'] === 'same-origin') return;
      return sendError(
        reply,
        errorBody(
          403,
          'ORIGIN_REQUIRED',
          `This request did not say where it came from. Send it from the app, or name the app in an Origin header (${appOrigin}).`,
        ),
      );
    }
    // Scheme and host: a page served over plain http on the app's host (a network that rewrites it, say)
    // is another origin than the app's https one, and may not act for its visitors.
    const sameOrigin = safeOrigin(origin) === `${request.protocol}://${request.headers.host}`;
    if (origin !== appOrigin && !sameOrigin) {
      return sendError(reply, errorBody(403, 'CROSS_ORIGIN', 'This request did not come from the app.'));
    }
  });
}

function safeOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return `${url.protocol.replace(/:$/, '')}://${url.host}`;
  } catch {
    return null;
  }
}
