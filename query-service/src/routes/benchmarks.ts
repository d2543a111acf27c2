import { entitlementsOf } from '@dealbook/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { embeddedBenchmarks } from '@dealbook/infra/benchmarks/embedded';
import type { BenchmarkAnswer, BenchmarkPort } from '@dealbook/infra/benchmarks/port';
import { requireUser } from '@dealbook/infra/http/session';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import type { QueryServiceDeps } from '../deps';
import { subscriptionFactsOf } from './subscription';

/** The spec's benchmark query (section 7), plus `deal_id`: the deal being analysed, left out of its own comparables. */
const benchmarkQuery = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  prop_type: z.string().min(1).max(100),
  prop_sub_type: z.string().max(100).optional(),
  prop_class: z.string().max(100).optional(),
  distance_radius_sensitivity: z.coerce.number().positive().max(500).default(3).describe('miles'),
  cap_rate_methodology: z.enum(['conservative', 'moderate', 'aggressive']).default('conservative'),
  deal_id: z.string().max(100).optional(),
});

const valuationOut = z.object({
  comparables: z.number().int(),
  radius_miles: z.number(),
  methodology: z.enum(['conservative', 'moderate', 'aggressive']),
  cap_rate: z.number().describe('percent, 2 decimals: the upper quartile (conservative), median (moderate) or lower quartile (aggressive)'),
  cap_rate_low: z.number(),
  cap_rate_median: z.number(),
  cap_rate_high: z.number(),
});
const growth = z.number().nullable().describe('percent a year; null when the comparables record nothing to measure it');
const operationsOut = z.object({
  comparables: z.number().int(),
  radius_miles: z.number(),
  rent_growth_low: growth,
  rent_growth_high: growth,
  expense_growth_low: growth,
  expense_growth_high: growth,
  other_growth_low: growth,
  other_growth_high: growth,
});

const DEALCOMP_TITLE = 'Error: DealComp AddOn';

/**
 * DealComp needs a power user, an enterprise plan or a premium plan with the dealcomp
 * add-on: the entitlements function decides from the caller's subscription.
 */
const requireDealComp =
  (deps: QueryServiceDeps) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.user) return;
    const subscription = await subscriptionFactsOf(deps, request.user.id);
    if (entitlementsOf({ admin: request.user.admin, matchingOpen: false, subscription }).dealcomp) return;
    await sendError(
      reply,
      errorBody(
        403,
        'DEALCOMP_REQUIRED',
        'Unable to update benchmark data: valuation benchmarks need the DealComp add-on (power users, enterprise, or premium with DealComp).',
        {
          title: DEALCOMP_TITLE,
        },
      ),
    );
  };

function answer<T>(reply: FastifyReply, result: BenchmarkAnswer<T>): T | FastifyReply {
  if (result.found) return result.benchmark;
  const message = `Unable to obtain benchmarking data for this project. ${result.none.reason}`;
  return sendError(reply, errorBody(404, 'NO_COMPARABLE_DATA', message, { title: DEALCOMP_TITLE, details: result.none }));
}

/** Valuation (cap rate) and operations (growth) benchmarks, behind the benchmark port. */
export const benchmarkRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const port: BenchmarkPort = deps.benchmarks ?? embeddedBenchmarks(deps.documents, deps.clock);
  const query = (q: z.infer<typeof benchmarkQuery>) => ({ ...q, exclude_deal_id: q.deal_id });

  app.get(
    '/api/app/deals/benchmark/valuation',
    {
      preHandler: [requireUser, requireDealComp(deps)],
      config: { projections: ['deals'] },
      schema: { querystring: benchmarkQuery, response: { 200: valuationOut } },
    },
    async (request, reply) => answer(reply, await port.valuation(query(request.query))),
  );

  app.get(
    '/api/app/deals/benchmark/operations',
    {
      preHandler: [requireUser, requireDealComp(deps)],
      config: { projections: ['deals'] },
      schema: { querystring: benchmarkQuery, response: { 200: operationsOut } },
    },
    async (request, reply) => answer(reply, await port.operations(query(request.query))),
  );
};
