import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '@dealbook/infra/http/session';
import type { MatchingDeps } from './deps';
import { seedDemoProviders } from './demo-providers';

const seedOut = z.object({ companies: z.number(), divisions: z.number(), people: z.number() });

/** `POST /api/admin/demo/providers`: the admin's "Load demo capital providers" (the same as `npm run seed:demo`). */
export const demoRoutes: FastifyPluginAsyncZod<MatchingDeps> = async (app, deps) => {
  app.post('/api/admin/demo/providers', { preValidation: requireAdmin, schema: { response: { 200: seedOut } } }, async () =>
    seedDemoProviders(deps, deps.clock()),
  );
};
