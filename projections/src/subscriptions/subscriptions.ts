import {
  decodeEvent,
  eventTypes,
  evolveSubscription,
  findPlan,
  initialSubscriptionState,
  type Coupon,
  type SubscriptionEvent,
  type SubscriptionState,
} from '@dealbook/domain';
import type { WriteOp } from '@dealbook/infra/document-store/port';
import { alreadyApplied, type PositionedDoc, type Projection } from '../runner/projection';

export const SUBSCRIPTIONS = 'subscriptions';
export const COUPONS = 'coupons';

/** One account's subscription as the admins' list shows it, folded with the domain's own `evolveSubscription`. */
export interface SubscriptionDoc extends PositionedDoc {
  _id: string;
  user_id: string;
  state: SubscriptionState;
  plan_name: string | null;
  coupon: string | null;
  discount_source: 'coupon' | 'referral' | null;
  started_at: string;
  updated_at: string;
}

export interface CouponDoc extends PositionedDoc, Coupon {
  _id: string;
}

const subscriptionTypes = new Set([
  'SubscriptionStarted',
  'SubscriptionPlanChanged',
  'SubscriptionCancelled',
  'SubscriptionTrialEnded',
  'SubscriptionEnded',
]);

/** Subscriptions and coupons for the admin panels (issue 15); the account's own screens read its stream. */
export const subscriptionsProjection: Projection = {
  name: 'subscriptions',
  version: 1,
  collections: [
    { name: SUBSCRIPTIONS, indexes: [{ fields: { updated_at: -1 } }, { fields: { 'state.status': 1 } }] },
    { name: COUPONS, indexes: [{ fields: { at: -1 } }] },
  ],
  async handle(event, ctx): Promise<WriteOp[]> {
    if (event.type === 'CouponCreated') {
      const data = decodeEvent(eventTypes, event.type, event.data, event.metadata.schemaVersion) as Coupon;
      const doc = await ctx.get<CouponDoc>(COUPONS, data.code);
      if (alreadyApplied(doc, event)) return [];
      return [{ op: 'upsert', collection: COUPONS, doc: { _id: data.code, ...data } }];
    }
    if (!subscriptionTypes.has(event.type) || !event.streamId.startsWith('subscription-')) return [];
    const userId = event.streamId.slice('subscription-'.length);
    const domain = {
      type: event.type,
      data: decodeEvent(eventTypes, event.type, event.data, event.metadata.schemaVersion),
    } as SubscriptionEvent;
    const doc = await ctx.get<SubscriptionDoc>(SUBSCRIPTIONS, userId);
    if (alreadyApplied(doc, event)) return [];
    const state = evolveSubscription(doc?.state ?? initialSubscriptionState, domain);
    const started = domain.type === 'SubscriptionStarted' ? domain.data : null;
    const next: SubscriptionDoc = {
      _id: userId,
      user_id: userId,
      state,
      plan_name: state.planId ? (findPlan(state.planId)?.plan_name ?? state.planId) : null,
      coupon: started ? started.coupon : (doc?.coupon ?? null),
      discount_source: started ? (started.discount?.source ?? null) : (doc?.discount_source ?? null),
      started_at: started ? started.at : (doc?.started_at ?? domain.data.at),
      updated_at: domain.data.at,
    };
    return [{ op: 'upsert', collection: SUBSCRIPTIONS, doc: next }];
  },
};
