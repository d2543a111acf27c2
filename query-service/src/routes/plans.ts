import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addons, planList } from '@dealbook/domain';

const planOut = z.object({
  plan_id: z.string(),
  index: z.number(),
  tier: z.number(),
  price: z.number(),
  amount: z.number(),
  plan_name: z.string(),
  plan_level: z.string(),
  term: z.enum(['monthly', 'annual']),
  team: z.boolean(),
  addons: z.array(z.object({ key: z.enum(['dealcomp', 'capmatch', 'unlimited']), index: z.number() })),
});

/**
 * `GET /api/stripe/plans` (the plan list under the card provider's path): the catalogue, public,
 * for the pricing page and the subscription screens. `?team=true` lists the team (secondary user) plans.
 */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stripe/plans',
    {
      schema: {
        querystring: z.object({ team: z.enum(['true', 'false']).default('false') }),
        response: {
          200: z.object({
            plans: z.array(planOut),
            addons: z.array(z.object({ key: z.string(), index: z.number(), name: z.string() })),
          }),
        },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'public, max-age=300');
      return { plans: planList(request.query.team === 'true'), addons: addons.map((a) => ({ ...a })) };
    },
  );
};
