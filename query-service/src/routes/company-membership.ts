import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CompanyRequestDoc, CompanyRolesDoc } from '@dealbook/projections/accounts/company-membership';
import type { Filter } from '@dealbook/infra/document-store/port';
import { requireReviewer, requireUser } from '@dealbook/infra/http/session';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import type { QueryServiceDeps } from '../deps';
import { findOptions, idsFilter, listQuery, parseList, sendRange } from '../simple-rest';
import type { AccountDoc } from './account-views';

const person = { email: z.string(), first_name: z.string(), last_name: z.string() };
const requestView = z.object({
  id: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  user_id: z.string(),
  ...person,
  status: z.enum(['pending', 'approved', 'declined', 'withdrawn']),
  requested_at: z.string(),
  answered_at: z.string().nullable(),
  answered_by: z.string().nullable(),
  answered_as: z.enum(['manager', 'admin', 'domain']).nullable(),
});
const membershipView = z.object({
  /** The company the person is a member of (approved, founded, or by a verified domain). */
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  role: z.enum(['manager', 'member']).nullable(),
  /** The domains the company verified, for its managers; empty for anyone else. */
  domains: z.array(z.string()),
  /** Requests of the person's that wait for an answer. */
  pending: z.array(z.object({ company_id: z.string(), company_name: z.string(), requested_at: z.string() })),
});
const notManager = () => errorBody(403, 'NOT_COMPANY_MANAGER', 'Only a manager of this company can do this.');
const notFound = () => errorBody(404, 'MEMBERSHIP_REQUEST_NOT_FOUND', 'There is no such request to join a company.');
const sortFields = { requested_at: 'requested_at', company_name: 'company_name', status: 'status' };
const config = { projections: ['company_membership', 'accounts'] };

/**
 * Company membership reads (domain/src/account/README.md, "Membership"): the person's own state, a
 * manager's pending requests, and every request for the admins (react-admin simple-rest).
 */
export const companyMembershipQueryRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const docs = deps.documents;
  const withPeople = async (requests: CompanyRequestDoc[]) => {
    const ids = [...new Set(requests.map((r) => r.user_id))];
    const people = ids.length ? await docs.find<AccountDoc>('accounts', { _id: { $in: ids } }) : [];
    const byId = new Map(people.map((p) => [p._id, p]));
    return requests.map(({ _id, _position, ...r }) => {
      void _position;
      const p = byId.get(r.user_id);
      return { id: _id, ...r, email: p?.email ?? '', first_name: p?.first_name ?? '', last_name: p?.last_name ?? '' };
    });
  };
  /** The company the person manages, as the accounts and the roles read models say; null for anyone else. */
  const managedBy = async (userId: string) => {
    const account = await docs.get<AccountDoc>('accounts', userId);
    if (!account?.company_id) return null;
    const roles = await docs.get<CompanyRolesDoc>('company_roles', account.company_id);
    return roles?.managers.includes(userId) ? roles : null;
  };

  app.get(
    '/api/app/users/secure/company/membership',
    { preHandler: requireUser, config, schema: { response: { 200: membershipView } } },
    async (request) => {
      const userId = request.user!.id;
      const account = await docs.get<AccountDoc>('accounts', userId);
      const pending = await docs.find<CompanyRequestDoc>(
        'company_requests',
        { user_id: userId, status: 'pending' },
        { sort: { requested_at: -1 } },
      );
      const managed = await managedBy(userId);
      return {
        company: account?.company_id ? { id: account.company_id, name: account.company } : null,
        role: account?.company_id ? (managed ? ('manager' as const) : ('member' as const)) : null,
        domains: managed?.domains ?? [],
        pending: pending.map((r) => ({ company_id: r.company_id, company_name: r.company_name, requested_at: r.requested_at })),
      };
    },
  );

  app.get(
    '/api/app/users/secure/company/requests',
    { preHandler: requireUser, config, schema: { response: { 200: z.array(requestView) } } },
    async (request, reply) => {
      const managed = await managedBy(request.user!.id);
      if (!managed) return sendError(reply, notManager());
      const found = await docs.find<CompanyRequestDoc>(
        'company_requests',
        { company_id: managed._id, status: 'pending' },
        { sort: { requested_at: 1 }, limit: 200 },
      );
      return withPeople(found);
    },
  );

  app.get(
    '/api/admin/company-requests',
    { preValidation: requireReviewer, config, schema: { querystring: listQuery, response: { 200: z.array(requestView) } } },
    async (request, reply) => {
      const list = parseList(request.query);
      const filter = requestFilter(list.filter);
      const [found, total] = await Promise.all([
        docs.find<CompanyRequestDoc>('company_requests', filter, findOptions(list, sortFields, { requested_at: -1 })),
        docs.count('company_requests', filter),
      ]);
      sendRange(reply, 'company-requests', list.skip, found.length, total);
      return withPeople(found);
    },
  );

  app.get(
    '/api/admin/company-requests/:id',
    {
      preValidation: requireReviewer,
      config,
      schema: { params: z.object({ id: z.string().min(1).max(200) }), response: { 200: requestView } },
    },
    async (request, reply) => {
      const doc = await docs.get<CompanyRequestDoc>('company_requests', request.params.id);
      if (!doc) return sendError(reply, notFound());
      return (await withPeople([doc]))[0]!;
    },
  );
};

/** `status` narrows to one state; `company_id` to one company. */
function requestFilter(f: Record<string, unknown>): Filter {
  const and: Filter[] = [];
  const ids = idsFilter(f);
  if (ids) and.push(ids);
  if (typeof f.status === 'string' && f.status) and.push({ status: f.status });
  if (typeof f.company_id === 'string' && f.company_id) and.push({ company_id: f.company_id });
  return and.length ? { $and: and } : {};
}
