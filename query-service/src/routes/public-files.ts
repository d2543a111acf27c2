import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATAROOM, fileErrors, linkAccessOf, openRecord, type DealState } from '@dealbook/domain';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import { fileLinks } from '@dealbook/infra/security/file-links';
import type { QueryServiceDeps } from '../deps';
import { foldedDeal } from './deals-shared';
import { disposition } from './files';

/** Spec 3 section 4's answer for `email` opening `key` (a file or the data room) of the deal. */
const accessThroughLink = (state: DealState, key: string, email: string | null) => {
  const list = state.fileAccess[key] ?? openRecord();
  const emails = (people: { email: string }[]) => people.map((p) => p.email);
  return linkAccessOf(
    { restricted: list.restricted_access, permissioned: emails(list.permissioned_users), requested: emails(list.requested_access) },
    email,
  );
};

const params = z.object({ id: z.string().min(1).max(100), key: z.string().min(1).max(100) });

/**
 * The public attachment pages' reads (spec 1 and 3): what a link opens, and for whom. Not restricted →
 * open; restricted → the visitor's email decides (granted, pending, or 405 'Restricted Access'). An open
 * or granted file comes with a signed download link that expires in 15 minutes.
 */
export const publicFileRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const links = deps.sessionKey ? fileLinks(deps.sessionKey) : null;
  const dealOf = async (id: string): Promise<DealState> => (await foldedDeal(deps, id)).state;

  const retrieve = async (id: string, key: string, email: string | null, reply: Parameters<typeof sendError>[0]) => {
    const state = await dealOf(id);
    const file = state.files.find((f) => f.file_id === key);
    if (state.status !== 'active' || (key !== DATAROOM && !file)) throw fileErrors.fileNotFound('File Not Found');
    const list = state.fileAccess[key] ?? openRecord();
    const access = accessThroughLink(state, key, email);
    const view = {
      id: key,
      aws_key: file?.file_name ?? 'Data room',
      link: key,
      restricted_access: list.restricted_access,
      access,
      deal: { project_name: state.deal.project_name ?? '' },
    };
    if (access === 'locked')
      return sendError(
        reply,
        errorBody(405, 'RESTRICTED_ACCESS', 'This file is private: request access from the deal’s owner.', {
          title: 'Restricted Access',
          details: view,
        }),
      );
    const download =
      file && links && (access === 'open' || access === 'granted') ? links.linkFor(id, key, email ?? '', deps.clock()) : null;
    return { ...view, download };
  };

  app.get('/api/app/deals/:id/attachments/retrieve/:key', { schema: { params } }, async (request, reply) =>
    retrieve(request.params.id, request.params.key, null, reply),
  );
  app.get(
    '/api/app/deals/:id/attachments/retrieve/:key/:type/:email',
    { schema: { params: params.extend({ type: z.string().max(50), email: z.string().max(320) }) } },
    async (request, reply) => retrieve(request.params.id, request.params.key, request.params.email, reply),
  );

  app.get(
    '/api/app/deals/:id/attachments/:key/public/download',
    {
      schema: {
        params,
        querystring: z.object({ email: z.string().max(320).default(''), expires: z.coerce.number(), sig: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { id, key } = request.params;
      const { email, expires, sig } = request.query;
      if (!links?.valid(id, key, email, expires, sig, deps.clock())) {
        return sendError(
          reply,
          errorBody(410, 'LINK_EXPIRED', 'This download link has expired or is not valid: open the file’s page again.'),
        );
      }
      const state = await dealOf(id);
      const file = state.files.find((f) => f.file_id === key);
      const access = accessThroughLink(state, key, email || null);
      const content = file && deps.blobs && (access === 'open' || access === 'granted') ? await deps.blobs.get(file.sha256) : null;
      if (!file || !content || state.status !== 'active') throw fileErrors.fileNotFound('File Not Found');
      return reply
        .header('Content-Type', file.content_type)
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', disposition('attachment', file.file_name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(content);
    },
  );
};
