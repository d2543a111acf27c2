import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collaboratorsSeenBy, dealErrors } from '@dealbook/domain';
import { requireUser } from '@dealbook/infra/http/session';
import type { ConsoleDealDoc } from '@dealbook/projections/deals/console-deals';
import { DEAL_ACCESS, type DealAccessDoc } from '@dealbook/projections/deals/deal-access';
import type { QueryServiceDeps } from '../deps';
import { cardOf, dealCard } from './console';
import { accessOut, actorOf, idParams, namesOf, readableDeal } from './deals-shared';

const person = z.object({ id: z.string(), email: z.string(), name: z.string() });
const collaboratorOut = z.object({
  shared_user_id: z.string(),
  email: z.string(),
  name: z.string(),
  can_view: z.boolean(),
  can_share: z.boolean(),
  can_edit: z.boolean(),
  shared_at: z.string().nullable(),
  shared_by: z.string().nullable(),
  shared_by_name: z.string().nullable(),
  /** False while the person has not activated their account (a newcomer the deal was shared with). */
  active: z.boolean(),
});
const distributionOut = z.object({
  deal_id: z.string(),
  project_name: z.string(),
  owner: person,
  collaborators: z.array(collaboratorOut),
  access: accessOut,
});
const collabCard = z.object({
  collab_id: z.string(),
  can_view: z.boolean(),
  can_share: z.boolean(),
  can_edit: z.boolean(),
  archived: z.boolean(),
  shared_at: z.string().nullable(),
  shared_by: z.string().nullable(),
  shared_by_name: z.string().nullable(),
  owner_id: z.string(),
  owner_name: z.string(),
  deal: dealCard,
});

/** The distribution page's shares and collaborators, and the console's Collabs list. */
export const sharingViewRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const documents = deps.documents;

  app.get(
    '/api/app/deals/secure/:id/share/collab',
    {
      preHandler: requireUser,
      config: { projections: ['deals', 'deal_access', 'users'] },
      schema: { params: idParams, response: { 200: distributionOut } },
    },
    async (request) => {
      const { doc, access } = await readableDeal(documents, request.params.id, actorOf(request));
      // A provider sees the deal offered, never who else works on it (domain/src/access/README.md).
      if (access.role === 'provider') throw dealErrors.dealNotFound();
      const entry = await documents.get<DealAccessDoc>(DEAL_ACCESS, doc._id);
      const collaborators = collaboratorsSeenBy(access, entry?.collaborators ?? [], (c) => c.can_view);
      const ids = [doc.user_id, ...collaborators.flatMap((c) => [c.user_id, c.shared_by ?? ''])].filter(Boolean);
      const [names, users] = await Promise.all([namesOf(documents, ids), documents.find('users', { _id: { $in: ids } })]);
      const emails = new Map(users.map((u) => [u._id, typeof u.email === 'string' ? u.email : '']));
      const active = new Set(users.filter((u) => u.active === true).map((u) => u._id));
      return {
        deal_id: doc._id,
        project_name: doc.project_name,
        owner: { id: doc.user_id, email: emails.get(doc.user_id) ?? '', name: names.get(doc.user_id) ?? doc.user_id },
        collaborators: collaborators.map((c) => ({
          shared_user_id: c.user_id,
          email: c.email,
          name: names.get(c.user_id) ?? c.email,
          can_view: c.can_view,
          can_share: c.can_share,
          can_edit: c.can_edit,
          shared_at: c.shared_at,
          shared_by: c.shared_by,
          shared_by_name: c.shared_by ? (names.get(c.shared_by) ?? c.shared_by) : null,
          active: active.has(c.user_id),
        })),
        access,
      };
    },
  );

  app.get(
    '/api/app/console/secure/collabs',
    {
      preHandler: requireUser,
      config: { projections: ['deal_access', 'console_deals', 'users'] },
      schema: { response: { 200: z.array(collabCard) } },
    },
    async (request) => {
      const me = request.user!.id;
      const now = deps.clock();
      const shared = await documents.find<DealAccessDoc>(DEAL_ACCESS, { viewer_ids: me, deleted: false });
      if (shared.length === 0) return [];
      const cards = await documents.find<ConsoleDealDoc>('console_deals', { _id: { $in: shared.map((d) => d._id) } });
      const byId = new Map(cards.map((c) => [c._id, c]));
      const names = await namesOf(
        documents,
        shared.flatMap((d) => [d.owner_id, ...d.collaborators.map((c) => c.shared_by ?? '')]).filter(Boolean),
      );
      return shared
        .flatMap((d) => {
          const card = byId.get(d._id);
          const mine = d.collaborators.find((c) => c.user_id === me);
          if (!card || !mine) return [];
          return [
            {
              collab_id: d._id,
              can_view: mine.can_view,
              can_share: mine.can_share,
              can_edit: mine.can_edit,
              archived: mine.archived,
              shared_at: mine.shared_at,
              shared_by: mine.shared_by,
              shared_by_name: mine.shared_by ? (names.get(mine.shared_by) ?? mine.shared_by) : null,
              owner_id: d.owner_id,
              owner_name: names.get(d.owner_id) ?? d.owner_id,
              deal: cardOf(card, now),
            },
          ];
        })
        .sort((a, b) => b.deal.deal_sort_date.localeCompare(a.deal.deal_sort_date));
    },
  );
};
