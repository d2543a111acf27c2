import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationCodeFor, profileCompleteness } from '@dealbook/domain';
import { createEmbeddedGeocoder } from '@dealbook/infra/geocoding/embedded';
import { requireReviewer, requireUser } from '@dealbook/infra/http/session';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import { signedTokens } from '@dealbook/infra/mail/unsubscribe-tokens';
import type { QueryServiceDeps } from '../deps';
import { escapeRegex, findOptions, parseList, listQuery, sendRange } from '../simple-rest';
import { accountView, companyView, prefs, toCompany, type AccountDoc, type CompanyDoc } from './account-views';
import { companyMembershipQueryRoutes } from './company-membership';

const config = { projections: ['accounts'] };
const notFound = () => errorBody(404, 'INVALID_UNSUBSCRIBE_TOKEN', 'This unsubscribe link is not valid.');

/** Account self-service reads: the profile, companies and colleagues, preferences by link, address suggestions. */
export const accountQueryRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  await app.register(companyMembershipQueryRoutes, deps);
  const docs = deps.documents;
  const geocoder = deps.geocoder ?? createEmbeddedGeocoder();
  const tokens = deps.sessionKey ? signedTokens(deps.sessionKey) : null;
  const accountOf = (id: string) => docs.get<AccountDoc>('accounts', id);
  const companyOf = async (account: AccountDoc | null) =>
    account?.company_id ? docs.get<CompanyDoc>('companies', account.company_id) : null;

  app.get(
    '/api/app/users/secure/profile',
    { preHandler: requireUser, config, schema: { response: { 200: accountView } } },
    async (request) => {
      const id = request.user!.id;
      const [account, user] = await Promise.all([accountOf(id), docs.get<{ _id: string; email?: string; type?: 'D' | 'PI' }>('users', id)]);
      const company = await companyOf(account);
      const facts = {
        first_name: account?.first_name ?? '',
        contact_telephone: account?.contact_telephone ?? '',
        company_name: account?.company ?? '',
        company_ghost: company?.company_ghost ?? true,
        legal_entity_dba: company?.legal_entity_dba ?? '',
      };
      return {
        id,
        email: user?.email ?? account?.email ?? '',
        type: user?.type ?? account?.type ?? 'D',
        first_name: facts.first_name,
        last_name: account?.last_name ?? '',
        contact_telephone: facts.contact_telephone,
        company: company ? toCompany(company) : null,
        email_gdpr_prefs: prefs(account),
        invitation_code: invitationCodeFor(id),
        referral_token: tokens?.tokenFor('refer', id) ?? null,
        completeness: profileCompleteness(facts),
      };
    },
  );

  app.get(
    '/api/app/users/secure/companies',
    {
      preHandler: requireUser,
      config,
      schema: { querystring: z.object({ q: z.string().max(200).default('') }), response: { 200: z.array(companyView) } },
    },
    async (request) => {
      const q = request.query.q.trim().toLowerCase();
      if (!q) return [];
      const found = await docs.find<CompanyDoc>(
        'companies',
        { name_lower: { $regex: escapeRegex(q) } },
        { limit: 10, sort: { name_lower: 1 } },
      );
      return found.map((c) => toCompany(c));
    },
  );

  app.get(
    '/api/app/users/secure/companies/colleagues',
    {
      preHandler: requireUser,
      config,
      schema: {
        response: { 200: z.array(z.object({ id: z.string(), email: z.string(), first_name: z.string(), last_name: z.string() })) },
      },
    },
    async (request) => {
      const me = await accountOf(request.user!.id);
      if (!me?.company_id) return [];
      const all = await docs.find<AccountDoc>('accounts', { company_id: me.company_id }, { limit: 200, sort: { last_name: 1 } });
      return all
        .filter((a) => a._id !== me._id)
        .map((a) => ({ id: a._id, email: a.email, first_name: a.first_name, last_name: a.last_name }));
    },
  );

  app.get(
    '/api/app/users/secure/company',
    { preHandler: requireUser, config, schema: { response: { 200: companyView.nullable() } } },
    async (request) => {
      const company = await companyOf(await accountOf(request.user!.id));
      return company ? toCompany(company) : null;
    },
  );

  app.get(
    '/api/app/users/email/preferences/:token',
    {
      config,
      schema: {
        params: z.object({ token: z.string().min(1).max(400) }),
        response: { 200: z.object({ email: z.string(), email_gdpr_prefs: accountView.shape.email_gdpr_prefs }) },
      },
    },
    async (request, reply) => {
      const userId = tokens?.subjectOf('user', request.params.token);
      const account = userId ? await accountOf(userId) : null;
      if (!account) return sendError(reply, notFound());
      return { email: account.email, email_gdpr_prefs: prefs(account) };
    },
  );

  app.get(
    '/api/app/geocoding/suggest',
    {
      preHandler: requireUser,
      schema: {
        querystring: z.object({ q: z.string().max(300).default('') }),
        response: {
          200: z.array(
            z.object({
              description: z.string(),
              city: z.string(),
              state: z.string(),
              country: z.string(),
              latitude: z.number(),
              longitude: z.number(),
              precision: z.enum(['city', 'street']),
            }),
          ),
        },
      },
    },
    async (request) => geocoder.suggest(request.query.q),
  );

  const survey = z.object({
    id: z.string(),
    email: z.string(),
    provider_id: z.string().nullable(),
    status: z.enum(['invited', 'clicked', 'answered']),
    created_at: z.string(),
    clicked_at: z.string().nullable(),
    answered_at: z.string().nullable(),
    programming_components: z.array(z.object({ title: z.string(), selected: z.boolean() })),
  });
  type SurveyDoc = Omit<z.infer<typeof survey>, 'id'> & { _id: string };
  const surveyOut = ({ _id, ...rest }: SurveyDoc) => survey.parse({ id: _id, ...rest });
  const surveyConfig = { projections: ['surveys'] };

  app.get(
    '/api/admin/surveys',
    { preValidation: requireReviewer, config: surveyConfig, schema: { querystring: listQuery, response: { 200: z.array(survey) } } },
    async (request, reply) => {
      const list = parseList(request.query);
      const filter = typeof list.filter.status === 'string' ? { status: list.filter.status } : {};
      const [found, total] = await Promise.all([
        docs.find<SurveyDoc>(
          'surveys',
          filter,
          findOptions(list, { created_at: 'created_at', email: 'email', status: 'status' }, { created_at: -1 }),
        ),
        docs.count('surveys', filter),
      ]);
      sendRange(reply, 'surveys', list.skip, found.length, total);
      return found.map(surveyOut);
    },
  );

  app.get(
    '/api/admin/surveys/:id',
    { preValidation: requireReviewer, config: surveyConfig, schema: { params: z.object({ id: z.string() }), response: { 200: survey } } },
    async (request, reply) => {
      const doc = await docs.get<SurveyDoc>('surveys', request.params.id);
      return doc ? surveyOut(doc) : sendError(reply, errorBody(404, 'SURVEY_NOT_FOUND', 'This survey does not exist.'));
    },
  );
};
