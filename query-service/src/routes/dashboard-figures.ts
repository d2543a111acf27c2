import { z } from 'zod';
import { dashboardTypes, INVITATION_ANSWERED, type DailyActivityDoc } from '@dealbook/projections/dashboard/daily-activity';
import { MODEL_PLAN_ID } from '@dealbook/projections/subscriptions/model-payments';
import type { PaymentDoc } from '@dealbook/projections/subscriptions/subscriptions';

const DAY_MS = 86_400_000;

/** The windows the dashboard offers, in days. */
export const dashboardWindows = ['7', '30', '90'] as const;

export const seriesOut = z.object({
  type: z.enum(dashboardTypes),
  total: z.number(),
  days: z.array(z.object({ day: z.string(), n: z.number() })),
});
export const revenueOut = z.object({
  /** Cents. */
  total: z.number(),
  /** Largest first. */
  by_plan: z.array(
    z.object({ plan_id: z.string().nullable(), plan_name: z.string().nullable(), amount: z.number(), payments: z.number() }),
  ),
});
export const matchingOut = z.object({ runs: z.number(), contacted: z.number(), accepted: z.number(), declined: z.number() });

/** The UTC days of a window of `length` days ending on `to`'s day, oldest first. */
export const windowDays = (to: Date, length: number): string[] =>
  Array.from({ length }, (_, i) => new Date(to.getTime() - (length - 1 - i) * DAY_MS).toISOString().slice(0, 10));

/** The first instant after a day (UTC), as the ISO string the read models compare with. */
export const dayAfter = (day: string): string => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString();

/** Per charted event type, its count on each day (zeros included) and in all. An invitation's answers are not series. */
export function seriesOf(docs: DailyActivityDoc[], days: string[]): z.infer<typeof seriesOut>[] {
  const byKey = new Map(docs.filter((d) => !d.status).map((d) => [`${d.day}:${d.type}`, d.n]));
  return dashboardTypes.map((type) => {
    const points = days.map((day) => ({ day, n: byKey.get(`${day}:${type}`) ?? 0 }));
    return { type, total: points.reduce((sum, p) => sum + p.n, 0), days: points };
  });
}

/** Match runs, contacts and answers in the window's documents. */
export function matchingOf(docs: DailyActivityDoc[]): z.infer<typeof matchingOut> {
  const sum = (match: (d: DailyActivityDoc) => boolean) => docs.filter(match).reduce((n, d) => n + d.n, 0);
  const answered = (status: string) => (d: DailyActivityDoc) => d.type === INVITATION_ANSWERED && d.status === status;
  return {
    runs: sum((d) => d.type === 'DealMatched'),
    contacted: sum((d) => d.type === 'MatchContacted'),
    accepted: sum(answered('accepted')),
    declined: sum(answered('declined')),
  };
}

/** The revenue line of the Excel models' payments: one line for every model sold, whatever its deal. */
export const MODELS_REVENUE_NAME = 'Excel models';

/** Paid charges summed per plan, largest first (then by name); the caller gives only paid ones. */
export function revenueOf(paid: Pick<PaymentDoc, 'amount' | 'plan_id' | 'plan_name'>[]): z.infer<typeof revenueOut> {
  const plans = new Map<string, z.infer<typeof revenueOut>['by_plan'][number]>();
  for (const p of paid) {
    const key = p.plan_id ?? '';
    const name = p.plan_id === MODEL_PLAN_ID ? MODELS_REVENUE_NAME : p.plan_name;
    const plan = plans.get(key) ?? { plan_id: p.plan_id, plan_name: name, amount: 0, payments: 0 };
    plans.set(key, { ...plan, amount: plan.amount + p.amount, payments: plan.payments + 1 });
  }
  const by_plan = [...plans.values()].sort(
    (a, b) => b.amount - a.amount || (a.plan_name ?? a.plan_id ?? '').localeCompare(b.plan_name ?? b.plan_id ?? ''),
  );
  return { total: by_plan.reduce((sum, p) => sum + p.amount, 0), by_plan };
}
