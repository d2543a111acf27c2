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
import { modelPaymentOf } from './model-payments';

export const SUBSCRIPTIONS = 'subscriptions';
export const COUPONS = 'coupons';
export const PAYMENTS = 'payments';

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

/**
 * One charge: a plan's invoice, paid or failed while the provider retries (a later payment of it
 * overwrites), or an Excel model's payment (`kind` 'model', plan `excel-model`, with its deal and coupon).
 */
export interface PaymentDoc extends PositionedDoc {
  _id: string;
  user_id: string;
  /** Who paid: the account itself, or the team owner who manages its plan. */
  paid_by: string;
  amount: number;
  status: 'paid' | 'failed';
  plan_id: string | null;
  plan_name: string | null;
  kind: 'first' | 'trial_end' | 'renewal' | 'model';
  /** The deal whose Excel model was paid for (model payments only). */
  deal_id?: string;
  /** The coupon that cut a model's price (model payments only). */
  coupon?: string | null;
  message: string | null;
  at: string;
}

export interface CouponDoc extends PositionedDoc, Coupon {
  _id: string;
}

const subscriptionTypes = new Set([
  'SubscriptionStarted',
  'SubscriptionPlanChanged',
  'SubscriptionCancelled',
  'SubscriptionTrialEnded',
  'SubscriptionRenewed',
  'SubscriptionPaymentFailed',
  'SubscriptionCardUpdated',
  'SubscriptionEnded',
]);

/** The charge an event records, if it records one (a trial's start charges nothing). */
type Charge = Pick<PaymentDoc, 'amount' | 'status' | 'kind' | 'message' | 'at'> & { id: string };
function chargeOf(event: SubscriptionEvent, state: SubscriptionState): Charge | null {
  const d = event.data;
  switch (event.type) {
    case 'SubscriptionStarted':
      return event.data.invoice_id
        ? {
            id: event.data.invoice_id,
            amount: event.data.first_charge ?? event.data.amount,
            status: 'paid',
            kind: 'first',
            message: null,
            at: d.at,
          }
        : null;
    case 'SubscriptionTrialEnded':
      return event.data.invoice_id
        ? {
            id: event.data.invoice_id,
            amount: event.data.amount ?? state.firstCharge,
            status: 'paid',
            kind: 'trial_end',
            message: null,
            at: d.at,
          }
        : null;
    case 'SubscriptionRenewed':
      return { id: event.data.invoice_id, amount: event.data.amount, status: 'paid', kind: 'renewal', message: null, at: d.at };
    case 'SubscriptionPaymentFailed':
      return {
        id: event.data.invoice_id,
        amount: event.data.amount,
        status: 'failed',
        kind: 'renewal',
        message: event.data.message,
        at: d.at,
      };
    default:
      return null;
  }
}

/**
 * Subscriptions, coupons and payments for the admin panels; the account's own screens read its
 * stream. Version 3 adds the Excel models' payments (`ModelUnlocked` by payment): a rebuild lists them from
 * the start of the log.
 */
export const subscriptionsProjection: Projection = {
  name: 'subscriptions',
  version: 3,
  collections: [
    { name: SUBSCRIPTIONS, indexes: [{ fields: { updated_at: -1 } }, { fields: { 'state.status': 1 } }] },
    { name: COUPONS, indexes: [{ fields: { at: -1 } }] },
    { name: PAYMENTS, indexes: [{ fields: { at: -1 } }, { fields: { user_id: 1 } }, { fields: { paid_by: 1 } }] },
  ],
  async handle(event, ctx): Promise<WriteOp[]> {
    if (event.type === 'CouponCreated') {
      const data = decodeEvent(eventTypes, event.type, event.data, event.metadata.schemaVersion) as Coupon;
      const doc = await ctx.get<CouponDoc>(COUPONS, data.code);
      if (alreadyApplied(doc, event)) return [];
      return [{ op: 'upsert', collection: COUPONS, doc: { _id: data.code, ...data } }];
    }
    const modelPayment = modelPaymentOf(event);
    if (modelPayment) {
      if (alreadyApplied(await ctx.get<PaymentDoc>(PAYMENTS, modelPayment._id), event)) return [];
      return [{ op: 'upsert', collection: PAYMENTS, doc: modelPayment }];
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
    const ops: WriteOp[] = [{ op: 'upsert', collection: SUBSCRIPTIONS, doc: next }];
    const charge = chargeOf(domain, state);
    if (charge) {
      const { id, ...rest } = charge;
      const payment: PaymentDoc = {
        _id: id,
        user_id: userId,
        paid_by: state.managedBy ?? userId,
        plan_id: state.planId,
        plan_name: next.plan_name,
        ...rest,
      };
      ops.push({ op: 'upsert', collection: PAYMENTS, doc: payment });
    }
    return ops;
  },
};
