import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Filter } from '@dealbook/infra/document-store/port';
import { requireReviewer } from '@dealbook/infra/http/session';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import type { QueryServiceDeps } from '../deps';
import { escapeRegex, findOptions, idsFilter, listQuery, parseList, sendRange } from '../simple-rest';
import { companyView, toCompany, type AccountDoc, type CompanyDoc } from './account-views';

const company = companyView.extend({ member_count: z.number().int() });
const member = z.object({ id: z.string(), email: z.string(), first_name: z.string(), last_name: z.string() });
const companyDetail = company.extend({ members: z.array(member) });

const sortFields: Record<string, string> = {
  name: 'name_lower',
  company_ghost: 'company_ghost',
  headquarters_city: 'headquarters_city',
  headquarters_state: 'headquarters_state',
  headquarters_country: 'headquarters_country',
};
const notFound = () => errorBody(404, 'COMPANY_NOT_FOUND', 'This company does not exist.');
// A page holds at most 200 companies; their people beyond this many are not counted.
const MAX_MEMBERS = 5000;

/** The companies people named on their profiles, for admins who confirm them (react-admin simple-rest). */
export const adminCompanyRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const config = { projections: ['accounts'] };
  const docs = deps.documents;
  const membersOf = (ids: string[]) =>
    docs.find<AccountDoc>('accounts', { company_id: { $in: ids } }, { sort: { last_name: 1 }, limit: MAX_MEMBERS });

  app.get(
    '/api/admin/companies',
    { preValidation: requireReviewer, config, schema: { querystring: listQuery, response: { 200: z.array(company) } } },
    async (request, reply) => {
      const list = parseList(request.query);
      const filter = companyFilter(list.filter);
      const [found, total] = await Promise.all([
        docs.find<CompanyDoc>('companies', filter, findOptions(list, sortFields, { name_lower: 1 })),
        docs.count('companies', filter),
      ]);
      const counts = new Map<string, number>();
      if (found.length) {
        for (const account of await membersOf(found.map((c) => c._id))) {
          if (account.company_id) counts.set(account.company_id, (counts.get(account.company_id) ?? 0) + 1);
        }
      }
      sendRange(reply, 'companies', list.skip, found.length, total);
      return found.map((c) => ({ ...toCompany(c), member_count: counts.get(c._id) ?? 0 }));
    },
  );

  app.get(
    '/api/admin/companies/:id',
    {
      preValidation: requireReviewer,
      config,
      schema: { params: z.object({ id: z.string().min(1).max(64) }), response: { 200: companyDetail } },
    },
    async (request, reply) => {
      const doc = await docs.get<CompanyDoc>('companies', request.params.id);
      if (!doc) return sendError(reply, notFound());
      const members = (await membersOf([doc._id])).map((a) => ({
        id: a._id,
        email: a.email,
        first_name: a.first_name,
        last_name: a.last_name,
      }));
      return { ...toCompany(doc), member_count: members.length, members };
    },
  );
};

/** `q` searches the name; `ghost` (or `company_ghost`) narrows to unconfirmed or confirmed companies. */
function companyFilter(f: Record<string, unknown>): Filter {
  const and: Filter[] = [];
  const ids = idsFilter(f);
  if (ids) and.push(ids);
  const ghost = flag(f.ghost) ?? flag(f.company_ghost);
  if (ghost !== null) and.push({ company_ghost: ghost });
  if (typeof f.q === 'string' && f.q.trim()) {
    and.push({ name_lower: { $regex: escapeRegex(f.q.trim().toLowerCase()) } });
  }
  return and.length ? { $and: and } : {};
}

// A filter from a URL may carry the flag as text.
function flag(value: unknown): boolean | null {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}
