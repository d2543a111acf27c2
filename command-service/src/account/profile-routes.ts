import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mayManage, parseHeadquarters, type CompanyState } from '@dealbook/domain';
import { requireAdmin, requireUser } from '@dealbook/infra/http/session';
import { z } from 'zod';
import { contextOf, sendPosition } from '../context';
import { step } from '../identity/streams';
import type { AccountDeps } from './deps';
import { okOut, preferencesBody, preferencesOut, profileBody, profileOut } from './schemas';
import { admit, requestToJoin } from './membership';
import { companyIdFor, readAccount, runAccount, runCompany } from './streams';

/**
 * The signed-in person's profile, company and email preferences; the admin's company confirmation. Naming a
 * company on the profile founds it when it is new, and asks to join it otherwise.
 */
export const profileRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  app.put(
    '/api/app/users/secure/profile',
    { preHandler: requireUser, schema: { body: profileBody, response: { 200: profileOut } } },
    async (request, reply) => {
      const userId = request.user!.id;
      const body = request.body;
      const context = contextOf(request, deps.clock());
      const now = context.now.toISOString();
      const companyName = body.company.replace(/\s+/g, ' ');
      // A blank company leaves the membership as it is: leaving takes the company section's own button.
      const companyId = companyName ? companyIdFor(companyName) : null;
      let company: CompanyState | null = null;
      let pending: { company_id: string; company_name: string } | null = null;
      let member = companyId !== null && (await readAccount(deps, userId)).companyId === companyId;
      if (companyId) {
        const named = await runCompany(
          deps,
          companyId,
          { type: 'CreateCompany', data: { name: companyName, createdBy: userId, now } },
          step(context, 'company'),
        );
        company = named.state;
        // The first to name the company founds it; anyone else asks to join (README.md, "Membership").
        if (!member && company.members[userId]) {
          await admit(deps, userId, companyId, company, context);
          member = true;
        } else if (!member) {
          const asked = await requestToJoin(deps, userId, companyId, context);
          member = asked.member;
          if (!member) pending = { company_id: companyId, company_name: asked.state.name };
        }
        // Spec §5: the headquarters change only when the address gives city, state and country. Only a manager changes them.
        if (mayManage(company, { id: userId, admin: false, member })) {
          const parsed = body.headquarters_address ? parseHeadquarters(body.headquarters_address) : null;
          const details = await runCompany(
            deps,
            companyId,
            {
              type: 'SetCompanyDetails',
              data: {
                legalEntityDba: body.legal_entity_dba,
                headquartersAddress: body.headquarters_address,
                parsed,
                actor: { id: userId, admin: false, member },
                now,
              },
            },
            step(context, 'company-details'),
          );
          company = details.state;
          sendPosition(reply, details);
        }
      }
      const result = await runAccount(
        deps,
        userId,
        { type: 'UpdateProfile', data: { firstName: body.first_name, lastName: body.last_name, telephone: body.contact_telephone, now } },
        step(context, 'profile'),
      );
      if (result.position) reply.header('X-Position', result.position);
      const s = result.state;
      const hq = member && company ? company.headquarters : { city: '', state: '', country: '' };
      return {
        id: userId,
        first_name: s.firstName,
        last_name: s.lastName,
        contact_telephone: s.telephone,
        company_id: s.companyId,
        company: s.companyName,
        headquarters_city: hq.city,
        headquarters_state: hq.state,
        headquarters_country: hq.country,
        company_request: pending,
      };
    },
  );

  // The spec names two paths for the signed-in case; both do the same.
  for (const path of ['/api/app/users/secure/set/email_preferences', '/api/app/users/secure/profile/email/preferences/']) {
    app.post(
      path,
      { preHandler: requireUser, schema: { body: preferencesBody, response: { 200: preferencesOut } } },
      async (request, reply) => {
        const context = contextOf(request, deps.clock());
        const { source, ...preferences } = request.body;
        const result = await runAccount(
          deps,
          request.user!.id,
          { type: 'SetEmailPreferences', data: { preferences, via: 'account', source: source ?? null, now: context.now.toISOString() } },
          step(context, 'preferences'),
        );
        sendPosition(reply, result);
        return result.state.preferences;
      },
    );
  }

  app.put(
    '/api/admin/companies/:id/confirm',
    { preValidation: requireAdmin, schema: { params: z.object({ id: z.string().min(1).max(64) }), response: { 200: okOut } } },
    async (request, reply) => {
      const context = contextOf(request, deps.clock());
      const result = await runCompany(
        deps,
        request.params.id,
        { type: 'ConfirmCompany', data: { by: request.user!.id, now: context.now.toISOString() } },
        step(context, 'confirm-company'),
      );
      sendPosition(reply, result);
      return { ok: true as const };
    },
  );
};
