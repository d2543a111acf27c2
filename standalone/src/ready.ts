/**
 * `GET /api/ready` on every HTTP service: 200 when the stores it depends on answer, 503 with the failing
 * one named otherwise. Container healthchecks and the split starter call each service on its own port;
 * through the gateway it reaches the query service (every GET does).
 */
import type { FastifyInstance } from 'fastify';
import type { PartAdapters } from './adapters';

export function registerReadiness(app: FastifyInstance, adapters: Pick<PartAdapters, 'store' | 'documents'>, services: string[]): void {
  app.get('/api/ready', async (_request, reply) => {
    const checks = { event_store: () => adapters.store.headPosition(), documents: () => adapters.documents.count('projection_status', {}) };
    for (const [name, check] of Object.entries(checks)) {
      try {
        await check();
      } catch {
        return reply.code(503).send({ ready: false, services, failing: name, message: `The ${name.replace('_', ' ')} does not answer.` });
      }
    }
    return { ready: true, services };
  });
}
