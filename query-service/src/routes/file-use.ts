import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, dataroomStream, dealAccessOf, decodeStored, fileUseActions, type Access, type FileUseEvent } from '@dealbook/domain';
import { requireUser } from '@dealbook/infra/http/session';
import type { QueryServiceDeps } from '../deps';
import { recordFact } from '../facts';
import { actorOf, foldedDeal, idParams, namesOf } from './deals-shared';

type Use = Extract<FileUseEvent, { type: 'FileLinkOpened' }>['data'];
type Recordable = Exclude<FileUseEvent['type'], 'FileMailed'>;

/**
 * Records that someone opened, downloaded or viewed a file, before the bytes go out: a download that
 * could not be recorded is not made (the caller answers 5xx), so the data room's log has every one. A read
 * decides nothing, so the event is appended with no expected revision, on the deal's `dataroom-` stream.
 */
export const recordFileUse = (deps: Pick<QueryServiceDeps, 'store' | 'types'>, dealId: string, type: Recordable, use: Use) =>
  recordFact(deps, dataroomStream(dealId), { type, data: use }, use.user_id, use.at);

/** The owner's, an editor's, an admin's or an auditor's: those who see everything about the deal's files. */
export const runsFiles = (access: Access) =>
  access.can.manage_files || access.role === 'owner' || access.role === 'admin' || access.role === 'auditor';

const LIMIT = 500;
const itemOut = z.object({
  id: z.string(),
  type: z.enum(['opened', 'downloaded', 'viewed', 'mailed']),
  target: z.string(),
  file_name: z.string(),
  email: z.string().nullable(),
  user_id: z.string().nullable(),
  name: z.string().nullable(),
  via: z.enum(['app', 'link']),
  at: z.string(),
});

/** `GET .../attachments/activity`: who opened, downloaded, viewed or was mailed what, newest first. */
export const fileUseRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  app.get(
    '/api/app/deals/secure/:id/attachments/activity',
    {
      preHandler: requireUser,
      schema: {
        params: idParams,
        querystring: z.object({ attachment: z.string().min(1).max(100).optional() }),
        response: { 200: z.object({ total: z.number(), items: z.array(itemOut) }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { state } = await foldedDeal(deps, id);
      const access = dealAccessOf(state, actorOf(request));
      if (!runsFiles(access)) authorize(access, 'manage_files');
      const only = request.query.attachment;
      // Unfiltered, the newest page is all that is read and the stream's revision counts the rest.
      const recorded = await deps.store.readStream(dataroomStream(id), { direction: 'backwards', ...(only ? {} : { maxCount: LIMIT }) });
      const wanted = recorded
        .map((e) => ({ e, data: decodeStored(deps.types, e) as Use }))
        .filter(({ data }) => !only || data.target === only);
      const page = wanted.slice(0, LIMIT);
      const total = only ? wanted.length : (recorded[0]?.revision ?? -1) + 1;
      const names = await namesOf(
        deps.documents,
        page.flatMap(({ data }) => (data.user_id ? [data.user_id] : [])),
      );
      const items = page.map(({ e, data }) => ({
        id: e.id,
        type: fileUseActions[e.type as FileUseEvent['type']],
        target: data.target,
        file_name: data.file_name,
        email: data.email || null,
        user_id: data.user_id,
        name: data.user_id ? (names.get(data.user_id) ?? null) : null,
        via: data.via,
        at: data.at,
      }));
      return { total, items };
    },
  );
};
