import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { couponFrom, couponStream, couponView, createCoupon, normaliseCode, type Coupon, type EventTypes } from '@dealbook/domain';
import type { EventStore } from '@dealbook/infra/event-store/port';
import { requireAdmin } from '@dealbook/infra/http/session';
import { contextOf } from '../context';
import type { CommandServiceDeps } from '../deps';
import { toNew } from '../handle';

/** The coupon named by `code` (any case), or null. */
export async function couponOf(deps: { store: Pick<EventStore, 'readStream'>; types: EventTypes }, code: string): Promise<Coupon | null> {
  if (!/^[A-Za-z0-9_-]{1,30}$/.test(code.trim())) return null;
  return couponFrom(deps.types, await deps.store.readStream(couponStream(code), { maxCount: 1 }));
}

const couponBody = z.object({
  code: z.string().trim().min(3).max(30),
  percent_off: z.number().int().min(1).max(100),
  duration: z.enum(['once', 'repeating', 'forever']),
  duration_in_months: z.number().int().min(1).max(36).nullable().default(null),
  plans: z.array(z.string().max(100)).max(32).default([]),
  expires_at: z.iso.datetime({ offset: true }).nullable().default(null),
});

/** `POST /api/admin/coupons`: an admin creates a coupon (a command: CouponCreated on `coupon-<CODE>`). */
export const couponRoutes: FastifyPluginAsyncZod<CommandServiceDeps> = async (app, deps) => {
  app.post('/api/admin/coupons', { preValidation: requireAdmin, schema: { body: couponBody } }, async (request, reply) => {
    const context = contextOf(request, deps.clock());
    const code = normaliseCode(request.body.code);
    const recorded = await deps.store.readStream(couponStream(code), { maxCount: 1 });
    const existing = couponFrom(deps.types, recorded);
    // A retried request (same Idempotency-Key) answers what it created; anyone else's code is a conflict.
    if (existing && recorded[0]!.metadata.commandId === context.commandId) return reply.code(201).send(couponView(existing));
    const [event] = createCoupon(existing, { ...request.body, code }, context.now.toISOString(), request.user!.id);
    await deps.store.append(couponStream(code), [toNew(deps.types, event!, 0, context)], 'no_stream');
    return reply.code(201).send(couponView(event!.data));
  });
};
