import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponView } from '@dealbook/domain';
import type { Filter } from '@dealbook/infra/document-store/port';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import { requireReviewer } from '@dealbook/infra/http/session';
import { COUPONS, SUBSCRIPTIONS, type CouponDoc, type SubscriptionDoc } from '@dealbook/projections/subscriptions/subscriptions';
import type { QueryServiceDeps } from '../deps';
import { escapeRegex, findOptions, idsFilter, listQuery, parseList, sendRange } from '../simple-rest';

const subscription = z.object({
  id: z.string(),
  user_id: z.string(),
  email: z.string().nullable(),
  status: z.string(),
  plan_id: z.string().nullable(),
  plan_name: z.string().nullable(),
  term: z.string().nullable(),
  amount: z.number(),
  current_period_end: z.string().nullable(),
  trial_end: z.string().nullable(),
  canceled_at: z.string().nullable(),
  coupon: z.string().nullable(),
  discount_source: z.string().nullable(),
  started_at: z.string(),
  updated_at: z.string(),
});
const coupon = z.looseObject({ id: z.string(), percent_off: z.number(), duration: z.string(), at: z.string(), by: z.string() });

const subscriptionOut = (d: SubscriptionDoc, emails: Map<string, string>) => ({
  id: d._id,
  user_id: d.user_id,
  email: emails.get(d.user_id) ?? null,
  status: d.state.status,
  plan_id: d.state.planId,
  plan_name: d.plan_name,
  term: d.state.term,
  amount: d.state.amount,
  current_period_end: d.state.currentPeriodEnd,
  trial_end: d.state.trialEnd,
  canceled_at: d.state.canceledAt,
  coupon: d.coupon,
  discount_source: d.discount_source,
  started_at: d.started_at,
  updated_at: d.updated_at,
});
const couponOut = ({ _id: _i, _position: _p, ...c }: CouponDoc) => ({ ...couponView(c), at: c.at, by: c.by });

/**
 * Subscriptions and coupons for admins and auditors, as react-admin lists them. Coupons are
 * created through `POST /api/admin/coupons` (a command); nothing here changes anything.
 */
export const adminSubscriptionRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const { documents } = deps;
  const emailsOf = async (ids: string[]) => {
    const users = ids.length ? await documents.find('users', { _id: { $in: ids } }) : [];
    return new Map(users.map((u) => [u._id, String(u.email ?? '')]));
  };

  app.get(
    '/api/admin/subscriptions',
    {
      preValidation: requireReviewer,
      config: { projections: ['subscriptions'] },
      schema: { querystring: listQuery, response: { 200: z.array(subscription) } },
    },
    async (request, reply) => {
      const list = parseList(request.query);
      const and: Filter[] = [];
      const ids = idsFilter(list.filter);
      if (ids) and.push(ids);
      if (typeof list.filter.status === 'string' && list.filter.status) and.push({ 'state.status': list.filter.status });
      if (typeof list.filter.q === 'string' && list.filter.q.trim())
        and.push({ plan_name: { $regex: escapeRegex(list.filter.q.trim()), $options: 'i' } });
      const filter = and.length ? { $and: and } : {};
      const sortFields = { updated_at: 'updated_at', started_at: 'started_at', status: 'state.status', plan_name: 'plan_name' };
      const [docs, total] = await Promise.all([
        documents.find<SubscriptionDoc>(SUBSCRIPTIONS, filter, findOptions(list, sortFields, { updated_at: -1 })),
        documents.count(SUBSCRIPTIONS, filter),
      ]);
      sendRange(reply, 'subscriptions', list.skip, docs.length, total);
      const emails = await emailsOf(docs.map((d) => d.user_id));
      return docs.map((d) => subscriptionOut(d, emails));
    },
  );

  app.get(
    '/api/admin/subscriptions/:id',
    { preValidation: requireReviewer, schema: { params: z.object({ id: z.string().max(300) }), response: { 200: subscription } } },
    async (request, reply) => {
      const doc = await documents.get<SubscriptionDoc>(SUBSCRIPTIONS, request.params.id);
      return doc
        ? subscriptionOut(doc, await emailsOf([doc.user_id]))
        : sendError(reply, errorBody(404, 'NOT_FOUND', 'No such subscription.'));
    },
  );

  app.get(
    '/api/admin/coupons',
    {
      preValidation: requireReviewer,
      config: { projections: ['subscriptions'] },
      schema: { querystring: listQuery, response: { 200: z.array(coupon) } },
    },
    async (request, reply) => {
      const list = parseList(request.query);
      const ids = idsFilter(list.filter);
      const filter = ids ?? {};
      const [docs, total] = await Promise.all([
        documents.find<CouponDoc>(COUPONS, filter, findOptions(list, { at: 'at', percent_off: 'percent_off', id: '_id' }, { at: -1 })),
        documents.count(COUPONS, filter),
      ]);
      sendRange(reply, 'coupons', list.skip, docs.length, total);
      return docs.map(couponOut);
    },
  );

  app.get(
    '/api/admin/coupons/:id',
    { preValidation: requireReviewer, schema: { params: z.object({ id: z.string().max(300) }), response: { 200: coupon } } },
    async (request, reply) => {
      const doc = await documents.get<CouponDoc>(COUPONS, request.params.id.toUpperCase());
      return doc ? couponOut(doc) : sendError(reply, errorBody(404, 'NOT_FOUND', 'No such coupon.'));
    },
  );
};
