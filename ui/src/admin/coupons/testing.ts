import { vi } from 'vitest';

/** The plans `GET /api/stripe/plans` answers, as far as the coupon screens read them. */
export const plans = [
  { plan_id: 'regPremium-0-monthly', plan_name: 'Premium Limited', term: 'monthly', price: 99 },
  { plan_id: 'regPremium-1-monthly', plan_name: 'Premium Limited with DealComp', term: 'monthly', price: 178 },
  { plan_id: 'regPremium-1-annual', plan_name: 'Premium Limited with DealComp', term: 'annual', price: 1599 },
];

/** A dataProvider `command` answering the plans catalogue. */
export const catalogue = () => vi.fn().mockResolvedValue({ data: { plans, addons: [] }, position: null });
