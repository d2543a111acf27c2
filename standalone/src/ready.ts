/**
 * `GET /api/ready` on every process: 200 when the stores it depends on answer, 503 naming the one that
 * does not. The HTTP services answer it on their app; the projections and the workers, which serve no
 * API, on a small server of their own on PORT. Container healthchecks and the split starter call each
 * process on its own port; through the gateway it reaches the query service (every GET does).
 */
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { PartAdapters } from './adapters';

type Answer = { status: 200 | 503; body: Record<string, unknown> };

function readiness(adapters: Pick<PartAdapters, 'store' | 'documents'>, parts: readonly string[]): () => Promise<Answer> {
  const checks = {
    event_store: () => adapters.store.headPosition(),
    documents: () => adapters.documents.count('projection_status', {}),
  };
  return async () => {
    for (const [name, check] of Object.entries(checks)) {
      try {
        await check();
      } catch {
        const message = `The ${name.replace('_', ' ')} does not answer.`;
        return { status: 503, body: { ready: false, parts, failing: name, message } };
      }
    }
    return { status: 200, body: { ready: true, parts } };
  };
}

export function registerReadiness(
  app: FastifyInstance,
  adapters: Pick<PartAdapters, 'store' | 'documents'>,
  parts: readonly string[],
): void {
  const ready = readiness(adapters, parts);
  app.get('/api/ready', async (_request, reply) => {
    const { status, body } = await ready();
    return reply.code(status).send(body);
  });
}

export function startReadinessServer(
  adapters: Pick<PartAdapters, 'store' | 'documents'>,
  parts: readonly string[],
  at: { port: number; host: string },
): Promise<Server> {
  const ready = readiness(adapters, parts);
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/api/ready') {
      response.writeHead(404, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ statusCode: 404, message: 'Only GET /api/ready is served here.' }));
    }
    void ready().then(({ status, body }) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(at.port, at.host, () => resolve(server));
  });
}
