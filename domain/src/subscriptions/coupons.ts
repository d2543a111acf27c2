import { z } from 'zod';
import { DomainError, decodeStored, type DomainEvent, type EventTypes } from '../shared';

/** A stored event as the event store answers it (only what decoding needs). */
export type StoredEvent = { id: string; type: string; data: unknown; metadata: { schemaVersion: number } };

// Stream coupon-<CODE>: a coupon an admin created (codes are sent in uppercase; discount as a fraction).
export const couponStream = (code: string): string => `coupon-${normaliseCode(code)}`;
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

export const couponCreatedSchema = z.object({
  code: z.string().regex(/^[A-Z0-9_-]{3,30}$/),
  percent_off: z.number().int().min(1).max(100),
  duration: z.enum(['once', 'repeating', 'forever']),
  duration_in_months: z.number().int().min(1).max(36).nullable(),
  /** Plan ids it applies to; empty: every plan. */
  plans: z.array(z.string()),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  at: z.iso.datetime({ offset: true }),
  by: z.string().min(1),
});
export type CouponCreated = DomainEvent<'CouponCreated', z.infer<typeof couponCreatedSchema>>;
export type Coupon = CouponCreated['data'];
export const couponEventTypes = { CouponCreated: { schema: couponCreatedSchema, version: 1 } } as const;

export const couponMessages = {
  invalid: 'Error: Invalid Coupon',
  unknown: (code: string) => `The coupon ${normaliseCode(code)} is not valid.`,
  expired: (code: string) => `The coupon ${normaliseCode(code)} has expired.`,
  otherPlan: (code: string) => `The coupon ${normaliseCode(code)} is not valid for this plan.`,
  exists: (code: string) => `A coupon ${normaliseCode(code)} already exists.`,
};

/** A coupon an admin creates; a code is created once (its stream must not exist yet). */
export function createCoupon(existing: Coupon | null, input: Omit<Coupon, 'at' | 'by'>, now: string, by: string): CouponCreated[] {
  if (existing) throw new DomainError('conflict', 'COUPON_EXISTS', couponMessages.exists(input.code), 'Error: Cannot Create Coupon');
  if (input.duration === 'repeating' && !input.duration_in_months)
    throw new DomainError('invalid', 'COUPON_MONTHS', 'A repeating coupon needs its number of months.', 'Error: Cannot Create Coupon');
  const data = {
    ...input,
    code: normaliseCode(input.code),
    duration_in_months: input.duration === 'repeating' ? input.duration_in_months : null,
  };
  return [{ type: 'CouponCreated', data: { ...data, at: now, by } }];
}

/**
 * The coupon for `planId` at `now`, or the spec's 'Error: Invalid Coupon' (unknown, expired, or made for
 * other plans). `planId` null checks the code alone (the lookup before a plan is chosen).
 */
export function applicableCoupon(coupon: Coupon | null, code: string, planId: string | null, now: Date): Coupon {
  const refuse = (message: string) => new DomainError('invalid', 'INVALID_COUPON', message, couponMessages.invalid);
  if (!coupon) throw refuse(couponMessages.unknown(code));
  if (coupon.expires_at && Date.parse(coupon.expires_at) <= now.getTime()) throw refuse(couponMessages.expired(code));
  if (planId && coupon.plans.length > 0 && !coupon.plans.includes(planId)) throw refuse(couponMessages.otherPlan(code));
  return coupon;
}

/** The lookup's answer (valid, id, source, percent_off, duration, duration_in_months, discount). */
export const couponView = (c: Coupon) => ({
  valid: true,
  id: c.code,
  source: 'admin',
  percent_off: c.percent_off,
  duration: c.duration,
  duration_in_months: c.duration_in_months,
  discount: c.percent_off / 100,
  plans: c.plans,
  expires_at: c.expires_at,
});

/** The coupon a `coupon-<CODE>` stream's first stored event created, or null for an empty stream. */
export const couponFrom = (types: EventTypes, recorded: readonly StoredEvent[]): Coupon | null =>
  recorded[0] ? (decodeStored(types, recorded[0]) as Coupon) : null;
