import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DocumentStore, Filter } from '@dealbook/infra/document-store/port';
import { requireReviewer } from '@dealbook/infra/http/session';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import type { QueryServiceDeps } from '../deps';
import { escapeRegex, findOptions, idsFilter, listQuery, parseList, sendRange } from '../simple-rest';

export const activity = z.object({
  /** The padded global position: react-admin's record id, in log order. */
  id: z.string(),
  /** The event's own id, as the event store recorded it. */
  event_id: z.string(),
  position: z.string(),
  occurred_at: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  stream_id: z.string(),
  type: z.string(),
  summary: z.string(),
  correlation_id: z.string(),
  /** The deal the line belongs to, for the per-deal timeline. */
  deal_id: z.string().nullable(),
  /** A deal save's or restore's field changes (path, from, to). */
  changes: z.array(z.object({ path: z.string(), from: z.unknown().optional(), to: z.unknown().optional() })),
});
export type ActivityOut = z.infer<typeof activity>;
export type ActivityDoc = Omit<ActivityOut, 'id' | 'actor_email'> & { _id: string };

export const activitySortFields: Record<string, string> = { position: '_id', id: '_id', occurred_at: 'occurred_at', type: 'type' };

/** The audit trail for admins and auditors, in react-admin's simple-rest shape. */
export const activityRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const config = { projections: ['activity'] };
  const emails = (docs: ActivityDoc[]) => actorEmails(deps.documents, docs);

  app.get(
    '/api/admin/activity',
    { preValidation: requireReviewer, config, schema: { querystring: listQuery, response: { 200: z.array(activity) } } },
    async (request, reply) => {
      const list = parseList(request.query);
      const filter = activityFilter(list.filter);
      const [docs, total] = await Promise.all([
        deps.documents.find<ActivityDoc>('activity', filter, findOptions(list, activitySortFields, { _id: -1 })),
        deps.documents.count('activity', filter),
      ]);
      sendRange(reply, 'activity', list.skip, docs.length, total);
      const byId = await emails(docs);
      return docs.map((d) => out(d, byId));
    },
  );

  app.get(
    '/api/admin/activity/:id',
    { preValidation: requireReviewer, config, schema: { params: z.object({ id: z.string() }), response: { 200: activity } } },
    async (request, reply) => {
      const doc = await deps.documents.get<ActivityDoc>('activity', request.params.id);
      if (!doc) return sendError(reply, errorBody(404, 'NOT_FOUND', 'No such activity.'));
      return out(doc, await emails([doc]));
    },
  );
};

/** The actors' emails by id, for the lines of one page. */
export async function actorEmails(documents: DocumentStore, docs: ActivityDoc[]): Promise<Map<string, string>> {
  const ids = [...new Set(docs.map((d) => d.actor_id).filter((x): x is string => !!x))];
  if (ids.length === 0 || !(await documents.listCollections()).includes('users')) return new Map<string, string>();
  const users = await documents.find('users', { _id: { $in: ids } });
  return new Map(users.map((u) => [u._id, String(u.email)]));
}

export const out = (d: ActivityDoc, byId: Map<string, string>): ActivityOut => ({
  id: d._id,
  event_id: d.event_id,
  position: d.position,
  occurred_at: d.occurred_at,
  actor_id: d.actor_id,
  actor_email: d.actor_id ? (byId.get(d.actor_id) ?? null) : null,
  stream_id: d.stream_id,
  type: d.type,
  summary: d.summary,
  correlation_id: d.correlation_id,
  deal_id: d.deal_id ?? null,
  changes: d.changes ?? [],
});

/** The list's filter: actor, event type, stream, deal (its events and the views of its summary), time range, text. */
export function activityFilter(f: Record<string, unknown>): Filter {
  const and: Filter[] = [];
  const ids = idsFilter(f);
  if (ids) and.push(ids);
  for (const field of ['actor_id', 'type', 'stream_id', 'stream_category', 'correlation_id']) {
    if (typeof f[field] === 'string' && f[field]) and.push({ [field]: f[field] });
  }
  if (typeof f.deal_id === 'string' && f.deal_id) and.push({ deal_id: f.deal_id });
  if (typeof f.occurred_at_gte === 'string') and.push({ occurred_at: { $gte: isoDate(f.occurred_at_gte) } });
  if (typeof f.occurred_at_lte === 'string') and.push({ occurred_at: { $lte: isoDate(f.occurred_at_lte) } });
  if (typeof f.q === 'string' && f.q.trim()) {
    const rx = { $regex: escapeRegex(f.q.trim()), $options: 'i' };
    and.push({ $or: [{ summary: rx }, { type: rx }, { stream_id: rx }] });
  }
  return and.length ? { $and: and } : {};
}

function isoDate(value: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) {
    throw Object.assign(new Error(`Not a date: ${value}`), { statusCode: 400, code: 'BAD_QUERY' });
  }
  return d.toISOString();
}
