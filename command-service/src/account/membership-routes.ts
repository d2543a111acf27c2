import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireUser } from '@dealbook/infra/http/session';
import { accountErrors } from '@dealbook/domain';
import { contextOf, sendPosition } from '../context';
import { readUser, step } from '../identity/streams';
import type { AccountDeps } from './deps';
import { answerRequest, leave, managedCompanyOf, removeMember, requestToJoin } from './membership';
import { okOut } from './schemas';
import { readAccount, runCompany } from './streams';

const companyId = z.string().regex(/^[0-9a-f]{24}$/);
const userParams = z.object({ user_id: z.string().min(1).max(100) });
/**
 * An admin's handle on one request: the company's id, then the person's (`<company>_<user>`). Checked
 * after the admin check (a malformed one names no request), so that nobody else learns its shape.
 */
const requestParams = z.object({ id: z.string().min(1).max(200) });
const membershipOut = z.object({ status: z.enum(['member', 'pending']), company_id: z.string(), company_name: z.string() });
const domainBody = z.object({ domain: z.string().trim().min(1).max(253) });
const domainsOut = z.object({ domains: z.array(z.string()) });
const base = '/api/app/users/secure/company';

function splitRequestId(id: string) {
  const found = /^([0-9a-f]{24})_(.{1,100})$/.exec(id);
  if (!found) throw accountErrors.membershipRequestNotFound();
  return { companyId: found[1]!, userId: found[2]! };
}

/**
 * Joining a company takes proof (domain/src/account/README.md, "Membership"): a request a manager or an
 * admin answers, or a verified sign-in address at a domain the company verified. A member may leave; a
 * manager answers requests, removes members and verifies the company's domain.
 */
export const membershipRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  app.post(
    `${base}/requests`,
    { preHandler: requireUser, schema: { body: z.object({ company_id: companyId }), response: { 200: membershipOut } } },
    async (request, reply) => {
      const userId = request.user!.id;
      const target = request.body.company_id;
      const context = contextOf(request, deps.clock());
      const account = await readAccount(deps, userId);
      if (account.companyId === target) return { status: 'member' as const, company_id: target, company_name: account.companyName };
      const result = await requestToJoin(deps, userId, target, context);
      sendPosition(reply, result);
      return { status: result.member ? ('member' as const) : ('pending' as const), company_id: target, company_name: result.state.name };
    },
  );

  app.delete(
    `${base}/requests/:company_id`,
    { preHandler: requireUser, schema: { params: z.object({ company_id: companyId }), response: { 200: okOut } } },
    async (request, reply) => {
      const context = contextOf(request, deps.clock());
      const data = { userId: request.user!.id, now: context.now.toISOString() };
      const result = await runCompany(
        deps,
        request.params.company_id,
        { type: 'WithdrawCompanyMembership', data },
        step(context, 'withdraw'),
      );
      sendPosition(reply, result);
      return { ok: true as const };
    },
  );

  app.post(`${base}/leave`, { preHandler: requireUser, schema: { response: { 200: okOut } } }, async (request, reply) => {
    sendPosition(reply, await leave(deps, request.user!.id, contextOf(request, deps.clock())));
    return { ok: true as const };
  });

  for (const answer of ['approve', 'decline'] as const) {
    app.post(
      `${base}/requests/:user_id/${answer}`,
      { preHandler: requireUser, schema: { params: userParams, response: { 200: okOut } } },
      async (request, reply) => {
        const { companyId: company, actor } = await managedCompanyOf(deps, request.user!.id);
        const context = contextOf(request, deps.clock());
        sendPosition(reply, await answerRequest(deps, company, request.params.user_id, actor, answer === 'approve', context));
        return { ok: true as const };
      },
    );

    app.post(
      `/api/admin/company-requests/:id/${answer}`,
      { preValidation: requireAdmin, schema: { params: requestParams, response: { 200: okOut } } },
      async (request, reply) => {
        const { companyId: company, userId } = splitRequestId(request.params.id);
        const actor = { id: request.user!.id, admin: true, member: false };
        const context = contextOf(request, deps.clock());
        sendPosition(reply, await answerRequest(deps, company, userId, actor, answer === 'approve', context));
        return { ok: true as const };
      },
    );
  }

  app.delete(
    `${base}/members/:user_id`,
    { preHandler: requireUser, schema: { params: userParams, response: { 200: okOut } } },
    async (request, reply) => {
      const { companyId: company, actor } = await managedCompanyOf(deps, request.user!.id);
      sendPosition(reply, await removeMember(deps, company, request.params.user_id, actor, contextOf(request, deps.clock())));
      return { ok: true as const };
    },
  );

  app.post(
    `${base}/domains`,
    { preHandler: requireUser, schema: { body: domainBody, response: { 200: domainsOut } } },
    async (request, reply) => {
      const me = request.user!;
      const { companyId: company, actor } = await managedCompanyOf(deps, me.id);
      const user = await readUser(deps, me.id);
      if (user.status === 'none') throw accountErrors.accountNotFound();
      const context = contextOf(request, deps.clock());
      const data = {
        domain: request.body.domain,
        actor,
        actorEmail: user.email,
        actorEmailVerified: user.status === 'active',
        now: context.now.toISOString(),
      };
      const result = await runCompany(deps, company, { type: 'VerifyCompanyDomain', data }, step(context, 'domain'));
      sendPosition(reply, result);
      return { domains: result.state.domains };
    },
  );
};
