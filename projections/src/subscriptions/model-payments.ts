import { decodeEvent, eventTypes, MODEL_COUPON_PLAN, modelStream, type ModelUnlocked } from '@dealbook/domain';
import type { RecordedEvent } from '@dealbook/infra/event-store/port';
import type { PaymentDoc } from './subscriptions';

/** The plan a model's payment is listed under, as the admins filter and the dashboard sums it. */
export const MODEL_PLAN_ID = MODEL_COUPON_PLAN;
export const MODEL_PLAN_NAME = 'Excel model';

const STREAM_PREFIX = modelStream('');

/**
 * The payment an Excel model's unlock records, or null when nothing was charged (an unlock by the plan, by
 * the quota or by a full coupon). The card provider's charge is the row's id, as an invoice is a plan
 * charge's; an unlock is once per (person, deal), so the fallback id is unique too.
 */
export function modelPaymentOf(event: RecordedEvent): PaymentDoc | null {
  if (event.type !== 'ModelUnlocked' || !event.streamId.startsWith(STREAM_PREFIX)) return null;
  const data = decodeEvent(eventTypes, event.type, event.data, event.metadata.schemaVersion) as ModelUnlocked['data'];
  if (data.via !== 'payment') return null;
  const userId = event.streamId.slice(STREAM_PREFIX.length);
  return {
    _id: data.payment_ref ?? `model-${userId}-${data.deal_id}`,
    user_id: userId,
    paid_by: userId,
    amount: data.amount_cents,
    status: 'paid',
    plan_id: MODEL_PLAN_ID,
    plan_name: MODEL_PLAN_NAME,
    kind: 'model',
    deal_id: data.deal_id,
    coupon: data.coupon_code,
    message: null,
    at: data.at,
  };
}
