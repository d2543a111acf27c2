import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DATAROOM, dataroomStream, fileErrors, linkAccessIn, openRecord, type DealState, type LinkAccess } from '@dealbook/domain';
import { windowQuotaFor } from '@dealbook/infra/counters/window-quota';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import { mailLimitsFor, mailSources } from '@dealbook/infra/http/mail-limits';
import { fileLinks, MAILED_FILE_LINK_TTL_MS } from '@dealbook/infra/security/file-links';
import { deriveKey, seal, TOKEN_MAIL_PURPOSE } from '@dealbook/infra/security/seal';
import type { QueryServiceDeps } from '../deps';
import { recordFact } from '../facts';
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
  const allowed = opens(linkAccessIn(state, key, query.email || null));
  const content = file && deps.blobs && allowed && state.status === 'active' ? await deps.blobs.get(file.sha256) : null;
  if (!file || !content) throw fileErrors.fileNotFound('File Not Found');
  return { expired: false as const, file, content };
}

export const linkExpired = () =>
  errorBody(410, 'LINK_EXPIRED', 'This download link has expired or is not valid: open the file’s page again.');

/** What the page says instead of a link when the link went to the address's mail. */
/**
 * The address a visitor typed, as the access lists compare it (spaces around it are no part of it), or
 * null when what is left is no address: nothing is looked up, mailed or recorded for it.
 */
const visitorEmail = (typed: string): string | null => {
  const email = typed.trim();
  return z.email().safeParse(email).success ? email : null;
};

export const checkYourMail = (email: string, room: boolean) =>
  `We have sent ${room ? 'the links to the data room’s files' : 'the download link'} to ${email}. ${
    room ? 'They work' : 'It works'
  } for 24 hours. A private file is never shown for an address typed on this page: its link goes to that address only.`;

/** A page opened again (or reloaded) within this time mails no second copy of the same links. */
const REMAILED_AFTER_MS = 10 * 60 * 1000;

/**
 * The public attachment pages' reads: what a link opens, and for whom. Not restricted →
 * open; restricted → the visitor's email decides (granted, pending, or 405 'Restricted Access'). An open
 * file comes with a signed download link that expires in 15 minutes; an open data room lists its
 * attachments, each with its own access. Typing an address proves nothing, so what an address is granted
 * is mailed to it (FileLinkMailed, sent by the file-mail worker) and the page says to check the mail,
 * unless the visitor is signed in with that very address. A visitor who gave an email and got in is recorded.
 */
export const publicFileRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const links = deps.sessionKey ? fileLinks(deps.sessionKey) : null;
  const sealKey = deps.sessionKey ? deriveKey(deps.sessionKey, TOKEN_MAIL_PURPOSE) : null;
  const mailLimits = deps.mailLimits ?? mailLimitsFor(deps.counters, deps.clock);
  const recentlyMailed = windowQuotaFor(deps.counters, 'file-links-mailed', { windowMs: REMAILED_AFTER_MS, clock: deps.clock });
  /** Whether the visitor has shown they are `email`: signed in with it. */
  const proven = (request: FastifyRequest, email: string | null) => !!email && request.user?.email.toLowerCase() === email.toLowerCase();
  const shows = (access: LinkAccess, proof: boolean) => access === 'open' || (access === 'granted' && proof);
  const downloadFor = (id: string, key: string, email: string | null, access: LinkAccess, proof: boolean) =>
    links && shows(access, proof) ? links.linkFor(id, key, email ?? '', deps.clock()) : null;

  /** Records the mail of the links `email` may open (the file, or the data room's files); the worker sends it. */
  const mailLinks = async (request: FastifyRequest, id: string, key: string, state: DealState, email: string) => {
    const file = state.files.find((f) => f.file_id === key);
    const targets =
      key === DATAROOM
        ? state.files.filter((f) => f.kind === 'attachment' && opens(linkAccessIn(state, f.file_id, email)))
        : file
          ? [file]
          : [];
    if (!links || !sealKey || targets.length === 0) return;
    const again = await recentlyMailed.take([{ key: `${id}:${key}:${email.toLowerCase()}`, count: 1, limit: 1 }]);
    if (!again.ok) return;
    await mailLimits.admit('file-link', { to: [email], from: mailSources(request) });
    const now = deps.clock();
    const data = {
      target: key,
      file_name: file?.file_name ?? 'Data room',
      email: email.toLowerCase(),
      user_id: request.user?.id ?? null,
      via: 'link' as const,
      at: now.toISOString(),
      project_name: state.deal.project_name ?? '',
      links: targets.map((f) => ({
        file_name: f.file_name,
        sealed_link: seal(sealKey, links.linkFor(id, f.file_id, email, now, MAILED_FILE_LINK_TTL_MS)),
      })),
      expires_at: new Date(now.getTime() + MAILED_FILE_LINK_TTL_MS).toISOString(),
    };
    await recordFact(deps, dataroomStream(id), { type: 'FileLinkMailed', data }, data.user_id, data.at);
  };

  const roomFiles = (state: DealState, id: string, email: string | null, proof: boolean) =>
    state.files
      .filter((f) => f.kind === 'attachment')
      .map((f) => {
        const access = linkAccessIn(state, f.file_id, email);
        const own = state.fileAccess[f.file_id];
        return {
          id: f.file_id,
          aws_key: f.file_name,
          content_type: f.content_type,
          size: f.size,
          restricted_access: own?.restricted_access ?? false,
          access,
          download: downloadFor(id, f.file_id, email, access, proof),
        };
      });

  const retrieve = async (
    request: FastifyRequest,
    id: string,
    key: string,
    email: string | null,
    reply: Parameters<typeof sendError>[0],
  ) => {
    const { state } = await foldedDeal(deps, id);
    const file = state.files.find((f) => f.file_id === key);
    if (state.status !== 'active' || (key !== DATAROOM && !file)) throw fileErrors.fileNotFound('File Not Found');
    const list = state.fileAccess[key] ?? openRecord();
    const access = linkAccessIn(state, key, email);
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
    if (email && access === 'granted' && !proven(request, email)) {
      await mailLinks(request, id, key, state, email);
      return { ...view, download: null, mailed: true, message: checkYourMail(email.toLowerCase(), key === DATAROOM) };
    }
    const proof = proven(request, email);
    if (email && opens(access)) {
      const use = { target: key, file_name: file?.file_name ?? 'Data room', email, user_id: null };
      await recordFileUse(deps, id, 'FileLinkOpened', { ...use, via: 'link', at: deps.clock().toISOString() });
    }
    if (key === DATAROOM) return { ...view, download: null, files: opens(access) ? roomFiles(state, id, email, proof) : [] };
    return { ...view, download: file ? downloadFor(id, key, email, access, proof) : null };
  };

  const publicRead = { config: { rateLimit: { max: 120, timeWindow: 60_000 } } };
  app.get('/api/app/deals/:id/attachments/retrieve/:key', { ...publicRead, schema: { params } }, async (request, reply) =>
    retrieve(request, request.params.id, request.params.key, null, reply),
  );
  app.get(
    '/api/app/deals/:id/attachments/retrieve/:key/:type/:email',
    { ...publicRead, schema: { params: params.extend({ type: z.string().max(50), email: z.string().max(320) }) } },
    async (request, reply) => retrieve(request, request.params.id, request.params.key, visitorEmail(request.params.email), reply),
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
