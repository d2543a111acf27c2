import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicableCoupon, couponFrom, couponStream, couponView } from '@dealbook/domain';
import { requireUser } from '@dealbook/infra/http/session';
import type { QueryServiceDeps } from '../deps';

/**
 * The coupon lookups of the requirements (`GET /api/app/payments/coupons/{code}` and `/api/app/subscriptions/
 * coupons/{code}`, the code in any case): the coupon's discount as a fraction, or 422 'Error: Invalid
 * Coupon' for an unknown or expired code, or one made for other plans (`?plan=`).
 */
export const couponQueryRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  for (const path of ['/api/app/payments/coupons/:code', '/api/app/subscriptions/coupons/:code']) {
    app.get(
      path,
      {
        preHandler: requireUser,
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: { params: z.object({ code: z.string().min(1).max(30) }), querystring: z.object({ plan: z.string().max(100).optional() }) },
      },
      async (request) => {
        const { code } = request.params;
        const coupon = /^[A-Za-z0-9_-]+$/.test(code)
          ? couponFrom(deps.types, await deps.store.readStream(couponStream(code), { maxCount: 1 }))
          : null;
        return couponView(applicableCoupon(coupon, code, request.query.plan ?? null, deps.clock()));
      },
    );
  }
};
