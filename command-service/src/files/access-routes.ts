import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeDealCommand, DATAROOM, dealDecider, openRecord, type DealState, type FileAccessCommand } from '@dealbook/domain';
import { requireUser } from '@dealbook/infra/http/session';
import { mailSources } from '@dealbook/infra/http/mail-limits';
import { contextOf } from '../context';
import { mailLimitsOf } from '../mail-limits';
import type { DealsDeps } from '../deals/deps';
import { idParams } from '../deals/schemas';
import { readDeal, runDeal } from '../deals/streams';
import { actorOf, sendDealHeaders } from '../deals/tools';
import { readUser } from '../identity/streams';

const base = '/api/app/deals/secure/:id/attachments';
const email = z.string().trim().max(320);
const target = z.string().min(1).max(100).optional();
const person = z.union([email, z.looseObject({ email })]);
const reason = z.string().max(500);

interface Wanted {
  target: string;
  grant?: string[];
  remove?: string;
  restricted?: boolean;
  deny?: { email: string; reason: string };
}

export const accessOut = z.object({
  id: z.string(),
  restricted_access: z.boolean(),
  permissioned_users: z.array(z.object({ email: z.string(), created_at: z.string(), authorized: z.boolean() })),
  requested_access: z.array(z.object({ email: z.string(), created_at: z.string(), authorized: z.boolean() })),
  denied_access: z.array(z.object({ email: z.string(), created_at: z.string(), reason: z.string() })),
  added: z.number().optional(),
});

/** One access list as the permission dialogs read it (the data room's, or a file's). */
export const accessView = (state: DealState, id: string) => ({ id, ...(state.fileAccess[id] ?? openRecord()) });

/**
 * The data room's and each file's access list, for those who manage the deal's files (the requirements:
 * the dataroom/permissions and filesharing/permissions calls). `attachment` names a file; absent (or
 * `dataroom`), the data room. Each change is an event on the deal's stream.
 */
export const fileAccessRoutes: FastifyPluginAsyncZod<DealsDeps> = async (app, deps) => {
  const mailLimits = mailLimitsOf(deps);
  const apply = async (
    request: Parameters<typeof actorOf>[0],
    dealId: string,
    make: (state: DealState, now: string, actorId: string) => Promise<FileAccessCommand>,
    beforeWriting: () => Promise<void>,
  ) => {
    const actor = actorOf(request);
    const state = await readDeal(deps, dealId);
    const context = contextOf(request, deps.clock());
    const command = await make(state, context.now.toISOString(), actor.id);
    // Who may is asked first, and the command decided: someone who may not is told nothing else, and a
    // refused change uses none of the mail limits.
    authorizeDealCommand(command, state, actor);
    dealDecider.decide(command, state);
    await beforeWriting();
    return runDeal(deps, dealId, command, context, actor);
  };
  /** The owner's address: from their account, or the session's when the owner is the one asking. */
  const ownerEmail = async (state: DealState, request: Parameters<typeof actorOf>[0]) => {
    const owner = state.deal.user_id;
    if (!owner) return null;
    const fromAccount = (await readUser(deps, owner)).email;
    return fromAccount || (request.user?.id === owner ? request.user.email : null);
  };
  const routes: [string, z.ZodType, (body: never) => Wanted][] = [
    [
      'dataroom/permissions/update',
      z.object({ permission: z.looseObject({ restricted_access: z.boolean(), attachment: target }) }),
      (b: { permission: { restricted_access: boolean; attachment?: string } }) => ({
        target: b.permission.attachment ?? DATAROOM,
        restricted: b.permission.restricted_access,
      }),
    ],
    [
      'dataroom/permissions/auth',
      z.object({ email, attachment: target }),
      (b: { email: string; attachment?: string }) => ({ target: b.attachment ?? DATAROOM, grant: [b.email] }),
    ],
    [
      'dataroom/permissions/auth/bulk',
      z.object({ emails: z.array(email).min(1).max(1000), attachment: target }),
      (b: { emails: string[]; attachment?: string }) => ({ target: b.attachment ?? DATAROOM, grant: b.emails }),
    ],
    [
      'dataroom/permissions/remove',
      z.object({ user: person, attachment: target }),
      (b: { user: string | { email: string }; attachment?: string }) => ({
        target: b.attachment ?? DATAROOM,
        remove: typeof b.user === 'string' ? b.user : b.user.email,
      }),
    ],
    [
      'filesharing/permissions/save',
      z.object({ attachment: z.string().min(1).max(100), restricted_access: z.boolean() }),
      (b: { attachment: string; restricted_access: boolean }) => ({ target: b.attachment, restricted: b.restricted_access }),
    ],
    [
      'filesharing/permissions/auth',
      z.looseObject({ attachment: z.string().min(1).max(100), email }),
      (b: { attachment: string; email: string }) => ({ target: b.attachment, grant: [b.email] }),
    ],
    [
      'dataroom/permissions/deny',
      z.object({ email, reason, attachment: target }),
      (b: { email: string; reason: string; attachment?: string }) => ({ target: b.attachment ?? DATAROOM, deny: b }),
    ],
    [
      'filesharing/permissions/deny',
      z.object({ attachment: z.string().min(1).max(100), email, reason }),
      (b: { attachment: string; email: string; reason: string }) => ({ target: b.attachment, deny: b }),
    ],
  ];
  for (const [path, body, read] of routes) {
    app.post(
      `${base}/${path}`,
      { preHandler: requireUser, schema: { params: idParams, body, response: { 200: accessOut } } },
      async (request, reply) => {
        const wanted = read(request.body as never);
        // Opening a room or a file to an address mails it, and so does a refusal: counted like every mail to
        // an address someone else chose, once the caller may, before anything is recorded.
        const countMail = async () => {
          if (wanted.grant) await mailLimits.admit('access-grant', { to: wanted.grant, from: mailSources(request) });
          if (wanted.deny) await mailLimits.admit('access-answer', { to: [wanted.deny.email], from: mailSources(request) });
        };
        const result = await apply(
          request,
          request.params.id,
          async (state, now, actorId) => {
            const stamp = { target: wanted.target, now, actorId };
            if (wanted.grant)
              return { type: 'GrantFileAccess', data: { ...stamp, emails: wanted.grant, ownerEmail: await ownerEmail(state, request) } };
            if (wanted.deny) {
              const { email, reason } = wanted.deny;
              return { type: 'DenyFileAccess', data: { ...stamp, email, reason, projectName: state.deal.project_name ?? '' } };
            }
            if (wanted.remove !== undefined) return { type: 'RemoveFileAccess', data: { ...stamp, email: wanted.remove } };
            return { type: 'SetFileRestriction', data: { ...stamp, restricted: wanted.restricted ?? false } };
          },
          countMail,
        );
        sendDealHeaders(reply, result.revision, result.position);
        const added = result.events.filter((e) => e.type === 'FilePermissionGranted').length;
        return { ...accessView(result.state, wanted.target), ...(wanted.grant ? { added } : {}) };
      },
    );
  }
};
