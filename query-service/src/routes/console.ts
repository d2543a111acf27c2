import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refreshingStatuses } from '@dealbook/domain';
import { requireUser } from '@dealbook/infra/http/session';
import type { QueryServiceDeps } from '../deps';
import { consoleGroupOf } from './deals-shared';
import type { ConsoleDealDoc } from '@dealbook/projections/deals/console-deals';
import { INVITATIONS, type InvitationDoc } from '@dealbook/projections/matching/matches';

const group = z.enum(['today', 'seven_days_ago', 'thirty_days_ago', 'older']);

/** One invitation in a provider's console (domain/src/matching/README.md). */
const invitationCard = z.object({
  deal_id: z.string(),
  project_name: z.string(),
  status: z.string(),
  group: z.enum(['pending', 'live', 'declined', 'archived']),
  invited_at: z.string(),
  status_at: z.string(),
  sponsor_name: z.string(),
  /** The sponsor's firm, which the card names as the offer's. */
  sponsor_company: z.string(),
  /** The provider's own firm: the company the deal was matched to. */
  company_name: z.string(),
  score: z.number(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  asset_type: z.string().nullable(),
  mandate: z.string().nullable(),
});

const partialCard = z.object({
  partial_id: z.string(),
  project_name: z.string(),
  deal: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
  group,
});

export const dealCard = z.object({
  id: z.string(),
  project_name: z.string(),
  status: z.string(),
  stage: z.enum(['pending', 'live']),
  /** The console tab: pending, live, or deleted (recoverable). */
  tab: z.enum(['pending', 'live', 'deleted']),
  deleted: z.boolean(),
  deleted_at: z.string().nullable(),
  deal_sort_date: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: z.string(),
  group,
  deal_version: z.number(),
  /** Published or staged: the console refreshes every 8 seconds while one is shown. */
  refreshing: z.boolean(),
  replicated_from: z.string().nullable(),
  mandate: z.string().nullable(),
  asset_type: z.string().nullable(),
  project_type: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  full_address: z.string().nullable(),
  currency: z.string().nullable(),
  closing_basis: z.number().nullable(),
  has_matched_users: z.boolean(),
  demo_deal: z.boolean(),
  components: z.array(z.object({ item_id: z.string(), name: z.string().nullable(), type: z.string().nullable() })),
  /** The deal's first image, inline (null: no image). */
  image: z.string().nullable(),
});

const str = (v: unknown) => (typeof v === 'string' ? v : null);

/** The console's lists: arrays, newest first, each card with its update group. */
export const consoleRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const documents = deps.documents;

  app.get(
    '/api/app/console/secure/partials',
    { preHandler: requireUser, config: { projections: ['console_partials'] }, schema: { response: { 200: z.array(partialCard) } } },
    async (request) => {
      const now = deps.clock();
      const docs = await documents.find('console_partials', { user_id: request.user!.id, deleted: false }, { sort: { updated_at: -1 } });
      return docs.map((d) => ({
        partial_id: d._id,
        project_name: str(d.project_name) ?? '',
        deal: (d.deal ?? {}) as Record<string, unknown>,
        created_at: String(d.created_at),
        updated_at: String(d.updated_at),
        group: consoleGroupOf(str(d.updated_at), now),
      }));
    },
  );

  app.get(
    '/api/app/console/secure/deals',
    { preHandler: requireUser, config: { projections: ['console_deals'] }, schema: { response: { 200: z.array(dealCard) } } },
    async (request) => {
      const now = deps.clock();
      const docs = await documents.find<ConsoleDealDoc>('console_deals', { user_id: request.user!.id }, { sort: { deal_sort_date: -1 } });
      return docs.map((d) => cardOf(d, now));
    },
  );

  // A provider's invitations: the matched deals offered to them. Collabs: sharing-views.ts.
  app.get(
    '/api/app/console/secure/invitations',
    {
      preHandler: requireUser,
      config: { projections: ['matches', 'deals', 'accounts'] },
      schema: { response: { 200: z.array(invitationCard) } },
    },
    async (request) => {
      const invitations = await documents.find<InvitationDoc>(INVITATIONS, { user_id: request.user!.id }, { sort: { status_at: -1 } });
      return Promise.all(
        invitations.map(async (i) => {
          const deal = ((await documents.get('deals', i.deal_id))?.deal ?? {}) as Record<string, unknown>;
          const owner = await documents.get('accounts', i.owner_id);
          return {
            deal_id: i.deal_id,
            project_name: str(deal.project_name) ?? '',
            status: i.status,
            group: i.group as z.infer<typeof invitationCard>['group'],
            invited_at: i.invited_at,
            status_at: i.status_at,
            sponsor_name: `${String(owner?.first_name ?? '')} ${String(owner?.last_name ?? '')}`.trim() || String(owner?.email ?? ''),
            sponsor_company: String(owner?.company ?? ''),
            company_name: i.company_name,
            score: i.score,
            city: str(deal.city),
            state: str(deal.state),
            asset_type: str(deal.asset_type),
            mandate: str(deal.mandate),
          };
        }),
      );
    },
  );
};

/** A console card from its read model document; the update group moves with the clock, so it is computed here. */
export const cardOf = (d: ConsoleDealDoc, now: Date): z.infer<typeof dealCard> => ({
  id: d._id,
  project_name: str(d.card.project_name) ?? '',
  status: d.status,
  stage: d.stage,
  tab: d.deleted ? ('deleted' as const) : d.stage,
  deleted: d.deleted,
  deleted_at: d.deleted_at,
  deal_sort_date: d.deal_sort_date,
  created_at: d.created_at,
  updated_at: d.updated_at,
  updated_by: d.updated_by,
  group: consoleGroupOf(d.deal_sort_date, now),
  deal_version: d.deal_version,
  refreshing: !d.deleted && refreshingStatuses.includes(d.status),
  replicated_from: d.replicated_from,
  mandate: str(d.card.mandate),
  asset_type: str(d.card.asset_type),
  project_type: str(d.card.project_type),
  city: str(d.card.city),
  state: str(d.card.state),
  full_address: str(d.card.full_address),
  currency: str(d.card.currency),
  closing_basis: typeof d.card.closing_basis === 'number' ? d.card.closing_basis : null,
  has_matched_users: d.card.has_matched_users === true,
  demo_deal: d.card.demo_deal === true,
  components: d.components,
  image: d.images?.[0]
    ? `/api/app/deals/secure/${encodeURIComponent(d._id)}/attachments/${encodeURIComponent(d.images[0])}/download?inline=1`
    : null,
});
