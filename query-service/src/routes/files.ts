import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, dealAccessOf, fileErrors, fileOut, fileView, DATAROOM, openRecord, type DealState } from '@dealbook/domain';
import { requireUser } from '@dealbook/infra/http/session';
import type { QueryServiceDeps } from '../deps';
import { actorOf, foldedDeal, idParams } from './deals-shared';

/** `Content-Disposition` that no file name can break out of: an ASCII fallback and the UTF-8 name. */
export function disposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The deal's images and attachments, read from its stream (exact, no projection lag), and the download
 * that streams a file's blob to whoever may see the deal (spec 3 section 7). Images and PDFs may be asked
 * inline (`?inline=1`, for the console card, the summary and the PDF viewer); everything else downloads.
 */
export const fileQueryRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const readable = async (id: string, request: Parameters<typeof actorOf>[0]): Promise<DealState> => {
    const { state } = await foldedDeal(deps, id);
    authorize(dealAccessOf(state, actorOf(request)), 'view');
    return state;
  };

  for (const [path, kind] of [
    ['images/all', 'image'],
    ['attachments/all', 'attachment'],
  ] as const) {
    app.get(
      `/api/app/deals/secure/:id/${path}`,
      { preHandler: requireUser, schema: { params: idParams, response: { 200: z.array(fileOut) } } },
      async (request) => {
        const state = await readable(request.params.id, request);
        return state.files.filter((f) => f.kind === kind).map((f) => fileView(request.params.id, f));
      },
    );
  }

  // Who may open what: for those who manage the files, and for admins and auditors (reads).
  app.get(
    '/api/app/deals/secure/:id/attachments/dataroom/permissions/retrieve',
    { preHandler: requireUser, schema: { params: idParams, response: { 200: z.looseObject({ id: z.string() }) } } },
    async (request) => {
      const state = await readable(request.params.id, request);
      const access = dealAccessOf(state, actorOf(request));
      if (access.role !== 'admin' && access.role !== 'auditor') authorize(access, 'manage_files');
      const record = (id: string) => ({ id, ...(state.fileAccess[id] ?? openRecord()) });
      return {
        ...record(DATAROOM),
        files: state.files.filter((f) => f.kind === 'attachment').map((f) => ({ ...record(f.file_id), file_name: f.file_name })),
      };
    },
  );

  app.get(
    '/api/app/deals/secure/:id/attachments/:attachment_id/download',
    {
      preHandler: requireUser,
      schema: {
        params: idParams.extend({ attachment_id: z.string().min(1).max(100) }),
        querystring: z.object({ inline: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const state = await readable(request.params.id, request);
      const file = state.files.find((f) => f.file_id === request.params.attachment_id);
      const content = file && deps.blobs ? await deps.blobs.get(file.sha256) : null;
      if (!file || !content) throw fileErrors.fileNotFound('File Not Found');
      const showable = file.kind === 'image' || file.content_type === 'application/pdf';
      return reply
        .header('Content-Type', file.content_type)
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', disposition(request.query.inline && showable ? 'inline' : 'attachment', file.file_name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(content);
    },
  );
};
