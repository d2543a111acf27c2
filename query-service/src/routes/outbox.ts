import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Filter } from '@dealbook/infra/document-store/port';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import { requireReviewer } from '@dealbook/infra/http/session';
import type { QueryServiceDeps } from '../deps';
import { escapeRegex, findOptions, idsFilter, listQuery, parseList, sendRange } from '../simple-rest';

const MAIL_LOG = 'mail_log';
const mail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  category: z.string(),
  /** sent, dropped (the recipient's preferences) or expired (its link ran out before it could go). */
  outcome: z.string(),
  at: z.string(),
  /** The text as sent, with every link's token cut off. */
  text: z.string(),
});
type MailDoc = Omit<z.infer<typeof mail>, 'id'> & { _id: string };
const sortFields: Record<string, string> = { at: 'at', to: 'to', subject: 'subject', category: 'category', outcome: 'outcome' };
const out = ({ _id, ...rest }: MailDoc) => ({ id: _id, ...rest });

/** The mail outbox for admins and auditors: what each mail job did, from the workers' `mail_log`. */
export const outboxRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const exists = async () => (await deps.documents.listCollections()).includes(MAIL_LOG);

  app.get(
    '/api/admin/outbox',
    { preValidation: requireReviewer, schema: { querystring: listQuery, response: { 200: z.array(mail) } } },
    async (request, reply) => {
      const list = parseList(request.query);
      if (!(await exists())) {
        sendRange(reply, 'outbox', list.skip, 0, 0);
        return [];
      }
      const filter = outboxFilter(list.filter);
      const [docs, total] = await Promise.all([
        deps.documents.find<MailDoc>(MAIL_LOG, filter, findOptions(list, sortFields, { at: -1 })),
        deps.documents.count(MAIL_LOG, filter),
      ]);
      sendRange(reply, 'outbox', list.skip, docs.length, total);
      return docs.map(out);
    },
  );

  app.get(
    '/api/admin/outbox/:id',
    { preValidation: requireReviewer, schema: { params: z.object({ id: z.string().max(300) }), response: { 200: mail } } },
    async (request, reply) => {
      const doc = (await exists()) ? await deps.documents.get<MailDoc>(MAIL_LOG, request.params.id) : null;
      return doc ? out(doc) : sendError(reply, errorBody(404, 'NOT_FOUND', 'No such mail.'));
    },
  );
};

function outboxFilter(f: Record<string, unknown>): Filter {
  const and: Filter[] = [];
  const ids = idsFilter(f);
  if (ids) and.push(ids);
  for (const field of ['outcome', 'category']) if (typeof f[field] === 'string' && f[field]) and.push({ [field]: f[field] });
  if (typeof f.to === 'string' && f.to.trim()) and.push({ to: { $regex: escapeRegex(f.to.trim()), $options: 'i' } });
  if (typeof f.q === 'string' && f.q.trim()) {
    const rx = { $regex: escapeRegex(f.q.trim()), $options: 'i' };
    and.push({ $or: [{ to: rx }, { subject: rx }] });
  }
  return and.length ? { $and: and } : {};
}
