import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  authorize,
  dealAccessOf,
  fileErrors,
  fileOut,
  fileView,
  lockedInApp,
  openRecord,
  sameEmail,
  stateAsOf,
  DATAROOM,
  downloadNameOf,
  type DealState,
  type FileEntry,
} from '@dealbook/domain';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import { requireUser } from '@dealbook/infra/http/session';
import type { QueryServiceDeps } from '../deps';
import { actorOf, foldedDeal, idParams } from './deals-shared';
import { recordFileUse, runsFiles } from './file-use';

/** `Content-Disposition` that no file name can break out of: an ASCII fallback and the UTF-8 name. */
export function disposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Streams a file's bytes with headers no browser can be tricked by. */
export function sendFile(reply: FastifyReply, file: FileEntry, content: Readable, kind: 'attachment' | 'inline') {
  return reply
    .header('Content-Type', file.content_type)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', disposition(kind, downloadNameOf(file.file_name, file.content_type)))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(content);
}

/** Records a use before its bytes go out; if it cannot be recorded, the opened content is closed and nothing is sent. */
export async function recordOrClose(content: Readable, record: () => Promise<void>) {
  try {
    await record();
  } catch (error) {
    content.destroy();
    throw error;
  }
}

const listedFileOut = fileOut.extend({ restricted_access: z.boolean(), is_locked: z.boolean(), requested: z.boolean() });
const accessListOut = z.looseObject({ id: z.string() });

/**
 * A file of the deal, opened by a signed-in person inside the app: they must see the deal, and a file
 * restricted on its own opens only to those on its list and those who run the deal's files.
 */
export async function openInApp(deps: QueryServiceDeps, request: FastifyRequest, dealId: string, fileId: string) {
  const { state } = await foldedDeal(deps, dealId);
  const access = dealAccessOf(state, actorOf(request));
  authorize(access, 'view');
  const file = state.files.find((f) => f.file_id === fileId);
  if (!file) throw fileErrors.fileNotFound('File Not Found');
  if (lockedInApp(state.fileAccess[fileId], { runsFiles: runsFiles(access), email: request.user!.email }))
    throw fileErrors.restrictedInApp();
  const content = deps.blobs ? await deps.blobs.get(file.sha256) : null;
  if (!content) throw fileErrors.fileNotFound('File Not Found');
  return { state, file, content };
}

/**
 * The deal's images and attachments, read from its stream (exact, no projection lag), and the download
 * that streams a file's blob to whoever may open it. Images and PDFs may be asked
 * inline (`?inline=1`, for the console card and the summary); everything else downloads. Every download
 * (not an inline image) is recorded before it is sent.
 */
export const fileQueryRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const readable = async (id: string, request: FastifyRequest): Promise<DealState> => {
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
      { preHandler: requireUser, schema: { params: idParams, response: { 200: z.array(listedFileOut) } } },
      async (request) => {
        const state = await readable(request.params.id, request);
        const person = { runsFiles: runsFiles(dealAccessOf(state, actorOf(request))), email: request.user!.email };
        return state.files
          .filter((f) => f.kind === kind)
          .map((f) => {
            const list = state.fileAccess[f.file_id] ?? openRecord();
            return {
              ...fileView(request.params.id, f),
              restricted_access: list.restricted_access,
              is_locked: lockedInApp(list, person),
              requested: list.requested_access.some((r) => sameEmail(r.email, person.email)),
            };
          });
      },
    );
  }

  // Who may open what, now or as of a time: for those who manage the files, and for admins and auditors.
  app.get(
    '/api/app/deals/secure/:id/attachments/dataroom/permissions/retrieve',
    {
      preHandler: requireUser,
      schema: {
        params: idParams,
        querystring: z.object({ as_of: z.iso.datetime({ offset: true }).optional() }),
        response: { 200: accessListOut },
      },
    },
    async (request, reply) => {
      const { state: now, events } = await foldedDeal(deps, request.params.id);
      const access = dealAccessOf(now, actorOf(request));
      if (!runsFiles(access)) authorize(access, 'manage_files');
      const { as_of } = request.query;
      const state = as_of ? stateAsOf(events, { at: as_of }) : now;
      if (state.status === 'none') return sendError(reply, errorBody(404, 'DEAL_NOT_YET', 'This deal did not exist yet at that time.'));
      const record = (id: string) => ({ id, ...openRecord(), ...state.fileAccess[id] });
      return {
        ...record(DATAROOM),
        files: state.files.filter((f) => f.kind === 'attachment').map((f) => ({ ...record(f.file_id), file_name: f.file_name })),
        ...(as_of ? { as_of } : {}),
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
      const { id, attachment_id } = request.params;
      const { file, content } = await openInApp(deps, request, id, attachment_id);
      const showable = file.kind === 'image' || file.content_type === 'application/pdf';
      const inline = Boolean(request.query.inline) && showable;
      if (!(inline && file.kind === 'image')) {
        const use = { target: file.file_id, file_name: file.file_name, email: request.user!.email, user_id: request.user!.id };
        await recordOrClose(content, () =>
          recordFileUse(deps, id, inline ? 'FileViewed' : 'FileDownloaded', { ...use, via: 'app', at: deps.clock().toISOString() }),
        );
      }
      return sendFile(reply, file, content, inline ? 'inline' : 'attachment');
    },
  );
};
