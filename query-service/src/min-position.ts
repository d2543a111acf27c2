import type { FastifyInstance } from 'fastify';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import type { ReadProgress } from './deps';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The projections a route reads; `X-Min-Position` waits for these. */
    projections?: string[];
  }
}

/**
 * Read-your-writes: a client that just wrote sends the command's position as `X-Min-Position`; the
 * route answers once the projections behind it have reached it, or 503 with Retry-After.
 */
export function registerMinPosition(app: FastifyInstance, progress: ReadProgress, waitMs: number): void {
  // onRequest, so the wait comes before the session's user is looked up (that lookup reads projections too).
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.headers['x-min-position'];
    const names = request.routeOptions.config.projections;
    if (typeof raw !== 'string' || !names) return;
    if (!/^\d{1,30}$/.test(raw)) {
      return sendError(reply, errorBody(400, 'BAD_POSITION', 'X-Min-Position must be a position from X-Position.'));
    }
    const started = process.hrtime.bigint();
    const reached = await progress.waitFor(raw, names, waitMs);
    // How long the read waited for the projections, for the browser's devtools and the lag benchmark.
    reply.header('Server-Timing', `projections;dur=${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(1)}`);
    if (reached) return;
    reply.header('Retry-After', '1');
    return sendError(reply, errorBody(503, 'NOT_YET', 'Your latest change is still being processed. Try again in a moment.'));
  });
}
