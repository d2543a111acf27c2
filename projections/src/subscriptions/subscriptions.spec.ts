import { describe, expect, it } from 'vitest';
import type { EventStore } from '@dealbook/infra/event-store/port';
import { append, project } from '../deals/spec-support';
import { COUPONS, PAYMENTS, SUBSCRIPTIONS, subscriptionsProjection } from './subscriptions';

const at = (minute: number) => `2026-11-25T10:${String(minute).padStart(2, '0')}:00.000Z`;
const write = async (store: EventStore) => {
  await append(store, 'coupon-SPRING25', [
    {
      type: 'CouponCreated',
      data: {
        code: 'SPRING25',
        percent_off: 25,
        duration: 'once',
        duration_in_months: null,
        plans: [],
        expires_at: null,
        at: at(0),
        by: 'u-admin',
      },
    },
  ]);
  await append(store, 'subscription-u-ann', [
    {
      type: 'SubscriptionStarted',
      data: {
        plan_id: 'regPremium-1-monthly',
        term: 'monthly',
        amount: 13350,
        status: 'trialing',
        current_period_end: at(50),
        trial_end: at(50),
        customer_ref: 'cus_1',
        subscription_ref: 'sub_1',
        coupon: 'SPRING25',
        discount: { source: 'coupon', percent_off: 25, duration: 'once' },
        at: at(1),
        by: 'u-ann',
      },
    },
    {
      type: 'SubscriptionPlanChanged',
      data: {
        from: 'regPremium-1-monthly',
        to: 'regPremium-4-monthly',
        term: 'monthly',
        amount: 17800,
        kind: 'change',
        at: at(2),
        by: 'u-ann',
      },
    },
    { type: 'SubscriptionCancelled', data: { ends_at: at(50), at: at(3), by: 'u-ann' } },
  ]);
};

const billing = async (store: EventStore) => {
  await append(store, 'subscription-u-ada', [
    {
      type: 'SubscriptionStarted',
      data: {
        plan_id: 'regPremium-0-monthly-team',
        term: 'monthly',
        amount: 9900,
        status: 'active',
        current_period_end: at(30),
        trial_end: null,
        customer_ref: 'cus_ann',
        subscription_ref: 'sub_ada',
        coupon: null,
        managed_by: 'u-ann',
        invoice_id: 'in_1',
        at: at(1),
        by: 'u-ann',
      },
    },
    {
      type: 'SubscriptionPaymentFailed',
      data: {
        invoice_id: 'in_2',
        amount: 9900,
        attempt: 1,
        next_attempt_at: at(40),
        message: 'Your card was declined.',
        at: at(30),
        by: 'card-provider',
      },
    },
  ]);
};

const unlock = (deal: string, via: string, amount: number, extra: Record<string, unknown> = {}) => ({
  type: 'ModelUnlocked',
  data: {
    deal_id: deal,
    via,
    amount_cents: amount,
    coupon_code: null,
    payment_ref: null,
    cycle_start: null,
    at: at(5),
    by: 'u-ann',
    ...extra,
  },
});
const models = async (store: EventStore) => {
  await append(store, 'models-u-ann', [
    unlock('d-1', 'payment', 3746, { coupon_code: 'SPRING25', payment_ref: 'pi_1', at: at(6) }),
    unlock('d-2', 'quota', 0, { cycle_start: at(0) }),
    unlock('d-3', 'plan', 0),
    unlock('d-4', 'free', 0, { coupon_code: 'FREE100' }),
    {
      type: 'ModelBuildRequested',
      data: {
        build_id: 'm-1',
        deal_id: 'd-1',
        deal_version: 1,
        revision: 0,
        deal_name: 'Tower',
        email: 'ann@example.com',
        attempt: 1,
        at: at(7),
        by: 'u-ann',
      },
    },
  ]);
};

describe('the subscriptions projection', () => {
  it('lists an Excel model paid by card as a paid charge of the excel-model plan, with its deal and coupon', async () => {
    expect(await project(models, subscriptionsProjection, PAYMENTS, 1)).toEqual([
      {
        _id: 'pi_1',
        user_id: 'u-ann',
        paid_by: 'u-ann',
        amount: 3746,
        status: 'paid',
        plan_id: 'excel-model',
        plan_name: 'Excel model',
        kind: 'model',
        deal_id: 'd-1',
        coupon: 'SPRING25',
        message: null,
        at: at(6),
      },
    ]);
    expect(await project(models, subscriptionsProjection, SUBSCRIPTIONS, 1)).toEqual([]);
  });

  it('lists each charge with who paid it: a team plan is paid by its owner; a failed charge paid later is paid', async () => {
    expect(await project(billing, subscriptionsProjection, PAYMENTS, 1)).toMatchObject([
      { _id: 'in_1', user_id: 'u-ada', paid_by: 'u-ann', amount: 9900, status: 'paid', kind: 'first', plan_name: expect.any(String) },
      { _id: 'in_2', paid_by: 'u-ann', status: 'failed', kind: 'renewal', message: 'Your card was declined.', at: at(30) },
    ]);
    const paidLater = async (store: EventStore) => {
      await billing(store);
      await append(store, 'subscription-u-ada', [
        {
          type: 'SubscriptionRenewed',
          data: { invoice_id: 'in_2', amount: 9900, current_period_end: at(59), at: at(40), by: 'card-provider' },
        },
      ]);
    };
    const docs = await project(paidLater, subscriptionsProjection, PAYMENTS, 1);
    expect(docs.map((d) => [d._id, d.status])).toEqual([
      ['in_1', 'paid'],
      ['in_2', 'paid'],
    ]);
  });

  it('keeps each account’s plan, status, coupon and dates for the admins', async () => {
    const [doc] = await project(write, subscriptionsProjection, SUBSCRIPTIONS, 1);
    expect(doc).toMatchObject({
      _id: 'u-ann',
      plan_name: 'Premium Unlimited',
      coupon: 'SPRING25',
      discount_source: 'coupon',
      started_at: at(1),
      updated_at: at(3),
      state: { status: 'canceled', planId: 'regPremium-4-monthly', amount: 17800, canceledAt: at(3) },
    });
    expect(await project(write, subscriptionsProjection, COUPONS, 1)).toMatchObject([{ _id: 'SPRING25', percent_off: 25 }]);
  });

  it('comes out the same when the events are replayed twice', async () => {
    const everything = async (store: EventStore) => {
      await write(store);
      await billing(store);
      await models(store);
    };
    for (const collection of [SUBSCRIPTIONS, COUPONS, PAYMENTS])
      expect(await project(everything, subscriptionsProjection, collection, 2)).toEqual(
        await project(everything, subscriptionsProjection, collection, 1),
      );
  });
});
