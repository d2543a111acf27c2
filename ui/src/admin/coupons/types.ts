import { couponCreatedSchema, normaliseCode } from '@dealbook/domain/subscriptions/coupons';
import type { PricingPlan } from '@dealbook/domain/subscriptions/plans';

export type CouponDuration = 'once' | 'repeating' | 'forever';

/** One coupon as `GET /api/admin/coupons` serves it: `id` is the code, `plans` empty means every plan, `by` the admin's id. */
export type CouponRecord = {
  id: string;
  valid: boolean;
  percent_off: number;
  duration: CouponDuration;
  duration_in_months: number | null;
  discount: number;
  plans: string[];
  expires_at: string | null;
  at: string;
  by: string;
};

export const durationChoices: { id: CouponDuration; name: string }[] = [
  { id: 'once', name: 'Once (the first charge)' },
  { id: 'repeating', name: 'Repeating (for some months)' },
  { id: 'forever', name: 'Forever' },
];

export const percentText = (coupon: Pick<CouponRecord, 'percent_off'>) => `${coupon.percent_off}% off`;

/** 'once', 'for 3 months', 'forever'. */
export function durationText({ duration, duration_in_months: months }: Pick<CouponRecord, 'duration' | 'duration_in_months'>): string {
  if (duration === 'repeating') return months === 1 ? 'for 1 month' : `for ${months ?? '?'} months`;
  return duration;
}

export type CataloguePlan = Pick<PricingPlan, 'plan_id' | 'plan_name' | 'term'>;

/** 'Premium Limited with DealComp — monthly'. */
export const planLabel = (plan: Pick<PricingPlan, 'plan_name' | 'term'>) => `${plan.plan_name} — ${plan.term}`;

/** 'Every plan', or '2 plans: Premium Limited — monthly, …'; a plan the catalogue does not know shows its id. */
export function plansText(ids: string[], catalogue: CataloguePlan[] = []): string {
  if (!ids.length) return 'Every plan';
  const names = ids.map((id) => {
    const plan = catalogue.find((p) => p.plan_id === id);
    return plan ? planLabel(plan) : id;
  });
  return `${ids.length} ${ids.length === 1 ? 'plan' : 'plans'}: ${names.join(', ')}`;
}

/** The create form's values, as its inputs hold them (the expiry as a datetime-local string). */
export type CouponFormValues = {
  code?: string;
  percent_off?: number | null;
  duration?: CouponDuration;
  duration_in_months?: number | null;
  plans?: string[];
  expires_at?: string | null;
};

/** The body of `POST /api/admin/coupons`: the code in uppercase, months only for a repeating coupon, the expiry in UTC. */
export function couponBody(values: CouponFormValues) {
  return {
    code: normaliseCode(values.code ?? ''),
    percent_off: Number(values.percent_off),
    duration: values.duration ?? 'once',
    duration_in_months: values.duration === 'repeating' ? Number(values.duration_in_months) : null,
    plans: values.plans ?? [],
    expires_at: values.expires_at ? new Date(values.expires_at).toISOString() : null,
  };
}

// The bounds are the server's, read from the one schema both sides share.
const rule = couponCreatedSchema.shape;
const fails = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) => !schema.safeParse(value).success;
const blank = (value: unknown) => value == null || value === '';

export const validateCode = (value: string | undefined) => {
  if (blank(value?.trim())) return 'Required';
  return fails(rule.code, normaliseCode(value!)) ? 'Only 3 to 30 letters, digits, - or _' : undefined;
};

export const validatePercent = (value: number | null | undefined) => {
  if (blank(value)) return 'Required';
  return fails(rule.percent_off, value) ? 'A whole number from 1 to 100' : undefined;
};

export const validateMonths = (value: number | null | undefined, values: CouponFormValues) => {
  if (values.duration !== 'repeating') return undefined;
  if (blank(value)) return 'Required for a repeating coupon';
  return fails(rule.duration_in_months, value) ? 'A whole number of months from 1 to 36' : undefined;
};
