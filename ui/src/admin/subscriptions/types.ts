import type { ChipProps } from '@mui/material';
import type { Term } from '@dealbook/domain/subscriptions/plans';

export type SubscriptionStatus = 'trialing' | 'active' | 'canceled' | 'past_due' | 'ended';

/** One subscription as `GET /api/admin/subscriptions` serves it; `amount` is in cents, times are ISO strings. */
export type SubscriptionRecord = {
  id: string;
  user_id: string;
  email: string | null;
  status: SubscriptionStatus;
  plan_id: string | null;
  plan_name: string | null;
  term: Term | null;
  amount: number;
  current_period_end: string | null;
  trial_end: string | null;
  canceled_at: string | null;
  coupon: string | null;
  discount_source: 'coupon' | 'referral' | null;
  started_at: string;
  updated_at: string;
};

export const subscriptionStatus: Record<SubscriptionStatus, { label: string; color: ChipProps['color']; meaning: string }> = {
  trialing: { label: 'Trialing', color: 'info', meaning: 'In the free trial: the first charge comes at the trial end.' },
  active: { label: 'Active', color: 'success', meaning: 'Paid and renewing at the period end.' },
  canceled: { label: 'Cancelled', color: 'warning', meaning: 'Cancelled: the plan runs until the period end, then ends.' },
  past_due: { label: 'Past due', color: 'error', meaning: 'The last charge failed.' },
  ended: { label: 'Ended', color: 'default', meaning: 'Over: no plan any more.' },
};

export const statusLabel = (status: string) => subscriptionStatus[status as SubscriptionStatus]?.label ?? status;

/** The list's quick filters: `status` undefined shows them all. */
export const statusFilters: { status?: SubscriptionStatus; label: string }[] = [
  { label: 'All' },
  { status: 'trialing', label: 'Trialing' },
  { status: 'active', label: 'Active' },
  { status: 'canceled', label: 'Cancelled' },
  { status: 'ended', label: 'Ended' },
];

const termLabels: Record<Term, string> = { monthly: 'Monthly', annual: 'Annual' };
export const termLabel = (term: string | null) => (term ? (termLabels[term as Term] ?? term) : '—');

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const per: Record<Term, string> = { monthly: 'month', annual: 'year' };

/** '$178.00 / month', '$1,599.00 / year'; the amount alone when the term is unknown. */
export function priceText({ amount, term }: Pick<SubscriptionRecord, 'amount' | 'term'>): string {
  const price = dollars.format(amount / 100);
  return term && per[term] ? `${price} / ${per[term]}` : price;
}

/** 'SPRING25' for a coupon, 'Referral' for the referral discount, '' for none. */
export function discountText({ coupon, discount_source }: Pick<SubscriptionRecord, 'coupon' | 'discount_source'>): string {
  if (discount_source === 'referral') return coupon ? `Referral (${coupon})` : 'Referral';
  return coupon ?? '';
}
