import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileErrors, type FileEntry } from '@dealbook/domain';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import type { QueryServiceDeps } from '../deps';
import { recordFileUse } from './file-use';
import { openInApp, recordOrClose, sendFile } from './files';
import { linkExpired, openThroughLink, publicDownloadQuery } from './public-files';

const inApp = /^\/api\/app\/deals\/secure\/([^/]+)\/attachments\/([^/]+)\/download$/;
const throughLink = /^\/api\/app\/deals\/([^/]+)\/attachments\/([^/]+)\/public\/download$/;

/** `u` as a path of our own origin, or null for anything that leaves it. */
function ownPath(u: string, appUrl: string): URL | null {
  try {
    const origin = new URL(appUrl).origin;
    const url = new URL(u, origin);
    return url.origin === origin ? url : null;
  } catch {
    return null;
  }
}

/** The parts of a matched path, decoded; null when one holds a broken percent escape ('%E0%A4%A'). */
function decodedParts(match: RegExpExecArray): [string, string] | null {
  try {
    return [decodeURIComponent(match[1]!), decodeURIComponent(match[2]!)];
  } catch {
    return null;
  }
}

/** A URL the viewer was given that no link of ours could be: the visitor's mistake, not the server's. */
const badUrl = () => errorBody(400, 'BAD_URL', 'This file address is not valid. Open the file from its page again.');

/**
 * `GET /api/pdf?url=`: the PDF viewer's source. Only this deal's own file links are
 * shown, with the same access as downloading them (signed in, or a signed public link), so the viewer can
 * never be pointed at another site or another person's file. Each view is recorded.
 */
export const pdfRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const notAPdf = () => errorBody(415, 'NOT_A_PDF', 'This file is not a PDF: download it instead.', { title: 'Restricted Access' });
  const isPdf = (file: FileEntry) => file.content_type === 'application/pdf';

  app.get(
    '/api/pdf',
    { config: { rateLimit: { max: 120, timeWindow: 60_000 } }, schema: { querystring: z.object({ url: z.string().min(1).max(2000) }) } },
    async (request, reply) => {
      const url = ownPath(request.query.url, deps.appEnv.app_url);
      const own = url && inApp.exec(url.pathname);
      const link = url && throughLink.exec(url.pathname);
      const at = deps.clock().toISOString();
      if (own) {
        if (!request.user) return sendError(reply, errorBody(401, 'UNAUTHENTICATED', 'Please sign in to view this file.'));
        const parts = decodedParts(own);
        if (!parts) return sendError(reply, badUrl());
        const [dealId, fileId] = parts;
        const { file, content } = await openInApp(deps, request, dealId, fileId);
        if (!isPdf(file)) {
          content.destroy();
          return sendError(reply, notAPdf());
        }
        const use = { target: fileId, file_name: file.file_name, email: request.user.email, user_id: request.user.id };
        await recordOrClose(content, () => recordFileUse(deps, dealId, 'FileViewed', { ...use, via: 'app', at }));
        return sendFile(reply, file, content, 'inline');
      }
      if (link) {
        const query = publicDownloadQuery.safeParse(Object.fromEntries(url.searchParams));
        if (!query.success) return sendError(reply, linkExpired());
        const parts = decodedParts(link);
        if (!parts) return sendError(reply, badUrl());
        const [dealId, key] = parts;
        const opened = await openThroughLink(deps, dealId, key, query.data);
        if (opened.expired) return sendError(reply, linkExpired());
        if (!isPdf(opened.file)) {
          opened.content.destroy();
          return sendError(reply, notAPdf());
        }
        const use = { target: key, file_name: opened.file.file_name, email: query.data.email || null, user_id: null };
        await recordOrClose(opened.content, () => recordFileUse(deps, dealId, 'FileViewed', { ...use, via: 'link', at }));
        return sendFile(reply, opened.file, opened.content, 'inline');
      }
      throw fileErrors.pdfNotAllowed();
    },
  );
};
