import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATAROOM, fileErrors, linkAccessTo, openRecord, type DealState, type LinkAccess } from '@dealbook/domain';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import { fileLinks } from '@dealbook/infra/security/file-links';
import type { QueryServiceDeps } from '../deps';
import { foldedDeal } from './deals-shared';
import { recordFileUse } from './file-use';
import { recordOrClose, sendFile } from './files';

const params = z.object({ id: z.string().min(1).max(100), key: z.string().min(1).max(100) });
export const publicDownloadQuery = z.object({
  email: z.string().max(320).default(''),
  expires: z.coerce.number(),
  sig: z.string().max(100),
});
const opens = (access: LinkAccess) => access === 'open' || access === 'granted';

/**
 * A file opened through a signed public link: the signature must hold and the address must still be
 * allowed (removing someone stops their links at once). 410 for a bad or expired link.
 */
export async function openThroughLink(deps: QueryServiceDeps, id: string, key: string, query: z.infer<typeof publicDownloadQuery>) {
  const links = deps.sessionKey ? fileLinks(deps.sessionKey) : null;
  if (!links?.valid(id, key, query.email, query.expires, query.sig, deps.clock())) {
    return { expired: true as const };
  }
  const { state } = await foldedDeal(deps, id);
  const file = state.files.find((f) => f.file_id === key);
  const allowed = opens(linkAccessTo(state.fileAccess, key, query.email || null));
  const content = file && deps.blobs && allowed && state.status === 'active' ? await deps.blobs.get(file.sha256) : null;
  if (!file || !content) throw fileErrors.fileNotFound('File Not Found');
  return { expired: false as const, file, content };
}

export const linkExpired = () =>
  errorBody(410, 'LINK_EXPIRED', 'This download link has expired or is not valid: open the file’s page again.');

/**
 * The public attachment pages' reads (spec 1 and 3): what a link opens, and for whom. Not restricted →
 * open; restricted → the visitor's email decides (granted, pending, or 405 'Restricted Access'). An open
 * or granted file comes with a signed download link that expires in 15 minutes; an open or granted data
 * room lists its attachments, each with its own access. A visitor who gave an email and got in is recorded.
 */
export const publicFileRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const links = deps.sessionKey ? fileLinks(deps.sessionKey) : null;
  const downloadFor = (id: string, key: string, email: string | null, access: LinkAccess) =>
    links && opens(access) ? links.linkFor(id, key, email ?? '', deps.clock()) : null;

  const roomFiles = (state: DealState, id: string, email: string | null) =>
    state.files
      .filter((f) => f.kind === 'attachment')
      .map((f) => {
        const access = linkAccessTo(state.fileAccess, f.file_id, email);
        const own = state.fileAccess[f.file_id];
        return {
          id: f.file_id,
          aws_key: f.file_name,
          content_type: f.content_type,
          size: f.size,
          restricted_access: own?.restricted_access ?? false,
          access,
          download: downloadFor(id, f.file_id, email, access),
        };
      });

  const retrieve = async (id: string, key: string, email: string | null, reply: Parameters<typeof sendError>[0]) => {
    const { state } = await foldedDeal(deps, id);
    const file = state.files.find((f) => f.file_id === key);
    if (state.status !== 'active' || (key !== DATAROOM && !file)) throw fileErrors.fileNotFound('File Not Found');
    const list = state.fileAccess[key] ?? openRecord();
    const access = linkAccessTo(state.fileAccess, key, email);
    const view = {
      id: key,
      aws_key: file?.file_name ?? 'Data room',
      content_type: file?.content_type ?? null,
      link: key,
      restricted_access: key === DATAROOM ? list.restricted_access : access !== 'open',
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
    if (email && opens(access)) {
      const use = { target: key, file_name: file?.file_name ?? 'Data room', email, user_id: null };
      await recordFileUse(deps, id, 'FileLinkOpened', { ...use, via: 'link', at: deps.clock().toISOString() });
    }
    if (key === DATAROOM) return { ...view, download: null, files: opens(access) ? roomFiles(state, id, email) : [] };
    return { ...view, download: file ? downloadFor(id, key, email, access) : null };
  };

  const publicRead = { config: { rateLimit: { max: 120, timeWindow: 60_000 } } };
  app.get('/api/app/deals/:id/attachments/retrieve/:key', { ...publicRead, schema: { params } }, async (request, reply) =>
    retrieve(request.params.id, request.params.key, null, reply),
  );
  app.get(
    '/api/app/deals/:id/attachments/retrieve/:key/:type/:email',
    { ...publicRead, schema: { params: params.extend({ type: z.string().max(50), email: z.string().max(320) }) } },
    async (request, reply) => retrieve(request.params.id, request.params.key, request.params.email, reply),
  );

  app.get(
    '/api/app/deals/:id/attachments/:key/public/download',
    { ...publicRead, schema: { params, querystring: publicDownloadQuery } },
    async (request, reply) => {
      const { id, key } = request.params;
      const opened = await openThroughLink(deps, id, key, request.query);
      if (opened.expired) return sendError(reply, linkExpired());
      const { file, content } = opened;
      const use = { target: key, file_name: file.file_name, email: request.query.email || null, user_id: null };
      await recordOrClose(content, () =>
        recordFileUse(deps, id, 'FileDownloaded', { ...use, via: 'link', at: deps.clock().toISOString() }),
      );
      return sendFile(reply, file, content, 'attachment');
    },
  );
};
