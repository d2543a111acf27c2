import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canPayForTeam, findPlan, teamEntryOf, teamEntryOut } from '@dealbook/domain';
import type { Filter } from '@dealbook/infra/document-store/port';
import { requireReviewer, requireUser } from '@dealbook/infra/http/session';
import type { AccountDoc } from '@dealbook/projections/accounts/accounts';
import { DEALS, type DealDoc } from '@dealbook/projections/deals/deals';
import { PAYMENTS, type PaymentDoc } from '@dealbook/projections/subscriptions/subscriptions';
import type { QueryServiceDeps } from '../deps';
import { escapeRegex, findOptions, idsFilter, listQuery, parseList, sendRange } from '../simple-rest';
import { nameOf, subscriptionOf } from './subscription';

const card = z.object({ brand: z.string(), last4: z.string(), exp_month: z.number(), exp_year: z.number() });
const invoice = z.object({
  id: z.string(),
  at: z.number(),
  amount: z.number(),
  status: z.enum(['paid', 'failed']),
  plan_id: z.string().nullable(),
  plan_name: z.string().nullable(),
  kind: z.enum(['first', 'trial_end', 'renewal', 'model']),
  for: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** What an Excel model's payment bought ('Excel model: <deal name>'); null for a plan's charge. */
  description: z.string().nullable(),
  message: z.string().nullable(),
});
const adminPayment = z.object({
  id: z.string(),
  user_id: z.string(),
  email: z.string().nullable(),
  paid_by: z.string(),
  paid_by_email: z.string().nullable(),
  amount: z.number(),
  status: z.string(),
  plan_id: z.string().nullable(),
  plan_name: z.string().nullable(),
  kind: z.string(),
  /** An Excel model's payment: its deal and the coupon that cut its price (null on a plan's charge). */
  deal_id: z.string().nullable(),
  coupon: z.string().nullable(),
  message: z.string().nullable(),
  at: z.string(),
});

/**
 * The account's billing: its card on file (`profile/stripe`), its invoices (those of its plan, of the team
 * plans it pays for, and its Excel models), its team (colleagues with what may be managed, the requirements section
 * 6), and the admins' payments list.
 */
export const billingQueryRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const { documents } = deps;
  const accounts = async (ids: string[]) => {
    const docs = ids.length ? await documents.find<AccountDoc>('accounts', { _id: { $in: [...new Set(ids)] } }) : [];
    return new Map(docs.map((a) => [a._id, a]));
  };
  /** 'Excel model: <the deal's name now>', or its id when the deal is gone or unnamed. */
  const modelDescriptions = async (payments: PaymentDoc[]) => {
    const ids = [...new Set(payments.flatMap((p) => (p.kind === 'model' && p.deal_id ? [p.deal_id] : [])))];
    const deals = ids.length ? await documents.find<DealDoc>(DEALS, { _id: { $in: ids } }) : [];
    const names = new Map(deals.map((d) => [d._id, d.project_name]));
    return (p: PaymentDoc) => (p.kind === 'model' ? `Excel model: ${names.get(p.deal_id ?? '') || p.deal_id || 'a deal'}` : null);
  };

  app.get(
    '/api/app/users/secure/profile/stripe',
    { preHandler: requireUser, schema: { response: { 200: card.nullable() } } },
    async (request) => (await subscriptionOf(deps, request.user!.id)).card,
  );

  app.get(
    '/api/app/users/secure/subscription/invoices',
    {
      preHandler: requireUser,
      config: { projections: ['subscriptions', 'deals'] },
      schema: { response: { 200: z.array(invoice) } },
    },
    async (request) => {
      const me = request.user!.id;
      // What I paid: a team plan someone pays for me is theirs to see, not mine.
      const docs = await documents.find<PaymentDoc>(PAYMENTS, { paid_by: me }, { sort: { at: -1 }, limit: 200 });
      const people = await accounts(docs.filter((d) => d.user_id !== me).map((d) => d.user_id));
      const describe = await modelDescriptions(docs);
      return docs.map((d) => ({
        id: d._id,
        at: Math.floor(Date.parse(d.at) / 1000),
        amount: d.amount,
        status: d.status,
        plan_id: d.plan_id,
        plan_name: d.plan_name,
        kind: d.kind,
        for: d.user_id === me ? null : { id: d.user_id, name: nameOf(people.get(d.user_id)) },
        description: describe(d),
        message: d.message,
      }));
    },
  );

  app.get(
    '/api/app/users/secure/subscription/team',
    { preHandler: requireUser, config: { projections: ['accounts'] }, schema: { response: { 200: z.array(teamEntryOut) } } },
    async (request) => {
      const me = request.user!.id;
      const now = deps.clock();
      const mine = await documents.get<AccountDoc>('accounts', me);
      if (!mine?.company_id) return [];
      const colleagues = (
        await documents.find<AccountDoc>('accounts', { company_id: mine.company_id }, { limit: 200, sort: { last_name: 1 } })
      ).filter((a) => a._id !== me);
      const [own, ...states] = await Promise.all([subscriptionOf(deps, me), ...colleagues.map((c) => subscriptionOf(deps, c._id))]);
      const managers = await accounts(states.flatMap((s) => (s.managedBy && s.managedBy !== me ? [s.managedBy] : [])));
      const canPay = canPayForTeam(own, now);
      return colleagues.map((c, i) => {
        const state = states[i]!;
        const person = { id: c._id, email: c.email, first_name: c.first_name, last_name: c.last_name };
        return teamEntryOf(person, state, { id: me, canPay }, now, state.managedBy ? nameOf(managers.get(state.managedBy)) : null);
      });
    },
  );

  app.get(
    '/api/admin/payments',
    {
      preValidation: requireReviewer,
      config: { projections: ['subscriptions', 'accounts'] },
      schema: { querystring: listQuery, response: { 200: z.array(adminPayment) } },
    },
    async (request, reply) => {
      const list = parseList(request.query);
      const and: Filter[] = [];
      const ids = idsFilter(list.filter);
      if (ids) and.push(ids);
      const { status, user_id, q, plan_id, at_gte } = list.filter;
      if (typeof status === 'string' && status) and.push({ status });
      if (typeof plan_id === 'string' && plan_id) and.push({ plan_id });
      if (typeof at_gte === 'string' && !Number.isNaN(Date.parse(at_gte))) and.push({ at: { $gte: new Date(at_gte).toISOString() } });
      if (typeof user_id === 'string' && user_id) and.push({ $or: [{ user_id }, { paid_by: user_id }] });
      if (typeof q === 'string' && q.trim()) {
        const found = await documents.find<AccountDoc>(
          'accounts',
          { email: { $regex: escapeRegex(q.trim()), $options: 'i' } },
          { limit: 200 },
        );
        const who = found.map((a) => a._id);
        and.push({ $or: [{ user_id: { $in: who } }, { paid_by: { $in: who } }] });
      }
      const filter = and.length ? { $and: and } : {};
      const sortFields = { at: 'at', amount: 'amount', status: 'status', plan_name: 'plan_name' };
      const [docs, total] = await Promise.all([
        documents.find<PaymentDoc>(PAYMENTS, filter, findOptions(list, sortFields, { at: -1 })),
        documents.count(PAYMENTS, filter),
      ]);
      sendRange(reply, 'payments', list.skip, docs.length, total);
      const people = await accounts(docs.flatMap((d) => [d.user_id, d.paid_by]));
      return docs.map((d) => ({
        id: d._id,
        user_id: d.user_id,
        email: people.get(d.user_id)?.email ?? null,
        paid_by: d.paid_by,
        paid_by_email: people.get(d.paid_by)?.email ?? null,
        amount: d.amount,
        status: d.status,
        plan_id: d.plan_id,
        plan_name: d.plan_name ?? (d.plan_id ? (findPlan(d.plan_id)?.plan_name ?? null) : null),
        kind: d.kind,
        deal_id: d.deal_id ?? null,
        coupon: d.coupon ?? null,
        message: d.message,
        at: d.at,
      }));
    },
  );
};
