import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealErrors } from '@dealbook/domain';
import type { Filter } from '@dealbook/infra/document-store/port';
import { requireReviewer, requireUser } from '@dealbook/infra/http/session';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import type { QueryServiceDeps } from '../deps';
import { escapeRegex, findOptions, idsFilter, listQuery, parseList, sendRange } from '../simple-rest';
import { accessOut, actorOf, changeOut, idParams, namesOf, offeredTo, readableDeal, withPeople, type DealDocView } from './deals-shared';

const dealOut = z.object({
  id: z.string(),
  revision: z.number(),
  deal_version: z.number(),
  deleted: z.boolean(),
  pending_changes: z.boolean(),
  deal: z.record(z.string(), z.unknown()),
  /** What the caller may do with it (the access policy's answer). */
  access: accessOut,
});

const versionOut = z.object({
  deal_version: z.number(),
  updated_at: z.string(),
  deal_data: z.record(z.string(), z.unknown()),
  author: z.string(),
  author_name: z.string(),
  changes: z.array(changeOut),
  kind: z.string(),
  restored_from: z.number().nullable(),
});

const adminDeal = z.object({
  id: z.string(),
  project_name: z.string(),
  user_id: z.string(),
  status: z.enum(['active', 'deleted']),
  deal_status: z.string(),
  deal_version: z.number(),
  revision: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
});

interface VersionDoc {
  _id: string;
  deal_version: number;
  updated_at: string;
  deal_data: Record<string, unknown>;
  author: string;
  changes: z.infer<typeof changeOut>[];
  kind: string;
  restored_from: number | null;
}

const adminOut = (d: DealDocView): z.infer<typeof adminDeal> => ({
  id: d._id,
  project_name: d.project_name,
  user_id: d.user_id,
  status: d.status,
  deal_status: d.deal_status,
  deal_version: d.deal_version,
  revision: d.revision,
  created_at: d.created_at,
  updated_at: d.updated_at,
  deleted_at: d.deleted_at,
});
const sortFields: Record<string, string> = Object.fromEntries(
  ['project_name', 'user_id', 'status', 'deal_status', 'deal_version', 'created_at', 'updated_at'].map((f) => [f, f]),
);

/** A deal as it stands, its versions (newest first), and the admins' read-only Deals resource. */
export const dealQueryRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const documents = deps.documents;

  app.get(
    '/api/app/deals/secure/:id/retrieve',
    {
      preHandler: requireUser,
      config: { projections: ['deals', 'deal_access'] },
      schema: { params: idParams, response: { 200: dealOut } },
    },
    async (request, reply) => {
      const { doc, access } = await readableDeal(documents, request.params.id, actorOf(request));
      reply.header('ETag', `"${doc.revision}"`);
      const { _id, revision, deal_version, status, pending } = doc;
      const deal = await withPeople(documents, offeredTo(access, doc.deal));
      return { id: _id, revision, deal_version, deleted: status === 'deleted', pending_changes: pending, deal, access };
    },
  );

  app.get(
    '/api/app/deals/secure/:id/version',
    {
      preHandler: requireUser,
      config: { projections: ['deals', 'deal_versions', 'deal_access'] },
      schema: { params: idParams, response: { 200: z.array(versionOut) } },
    },
    async (request, reply) => {
      const { doc: deal } = await readableDeal(documents, request.params.id, actorOf(request), 'see_history');
      const versions = await documents.find<VersionDoc & { [k: string]: unknown }>(
        'deal_versions',
        { deal_id: deal._id },
        { sort: { deal_version: -1 } },
      );
      if (versions.length <= 1) throw dealErrors.nothingToRestore();
      const names = await namesOf(
        documents,
        versions.map((v) => v.author),
      );
      reply.header('ETag', `"${deal.revision}"`);
      return versions.map((v) => ({
        deal_version: v.deal_version,
        updated_at: v.updated_at,
        deal_data: v.deal_data,
        author: v.author,
        author_name: names.get(v.author) ?? v.author,
        changes: v.changes,
        kind: v.kind,
        restored_from: v.restored_from ?? null,
      }));
    },
  );

  app.get(
    '/api/admin/deals',
    {
      preValidation: requireReviewer,
      config: { projections: ['deals'] },
      schema: { querystring: listQuery, response: { 200: z.array(adminDeal) } },
    },
    async (request, reply) => {
      const list = parseList(request.query);
      const filter = adminFilter(list.filter);
      const [docs, total] = await Promise.all([
        documents.find<DealDocView & { [k: string]: unknown }>('deals', filter, findOptions(list, sortFields, { updated_at: -1 })),
        documents.count('deals', filter),
      ]);
      sendRange(reply, 'deals', list.skip, docs.length, total);
      return docs.map(adminOut);
    },
  );

  app.get(
    '/api/admin/deals/:id',
    { preValidation: requireReviewer, config: { projections: ['deals'] }, schema: { params: idParams, response: { 200: adminDeal } } },
    async (request, reply) => {
      const doc = await documents.get<DealDocView & { [k: string]: unknown }>('deals', request.params.id);
      return doc ? adminOut(doc) : sendError(reply, errorBody(404, 'DEAL_NOT_FOUND', dealErrors.dealNotFound().message));
    },
  );
};

function adminFilter(f: Record<string, unknown>): Filter {
  const and: Filter[] = [];
  const ids = idsFilter(f);
  if (ids) and.push(ids);
  for (const field of ['user_id', 'status', 'deal_status']) if (typeof f[field] === 'string' && f[field]) and.push({ [field]: f[field] });
  const q = typeof f.q === 'string' ? f.q.trim() : typeof f.project_name === 'string' ? f.project_name.trim() : '';
  if (q) and.push({ project_name: { $regex: escapeRegex(q), $options: 'i' } });
  return and.length ? { $and: and } : {};
}
