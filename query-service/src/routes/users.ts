import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkToken,
  decodeStored,
  fold,
  identityErrors,
  tokenDecider,
  tokenStream,
  userDecider,
  userStream,
  type Decider,
  type TokenPurpose,
} from '@dealbook/domain';
import type { Filter } from '@dealbook/infra/document-store/port';
import { hashToken } from '@dealbook/infra/security/tokens';
import { requireReviewer, requireUser } from '@dealbook/infra/http/session';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import { normalizeEmail } from '@dealbook/infra/security/emails';
import type { QueryServiceDeps } from '../deps';
import { escapeRegex, findOptions, idsFilter, listQuery, parseList, sendRange } from '../simple-rest';
import { related, RELATION_PROJECTIONS } from './relations';

const user = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  type: z.enum(['D', 'PI']),
  ghost: z.boolean(),
  active: z.boolean(),
  admin: z.boolean(),
  auditor: z.boolean(),
  deactivated: z.boolean(),
  /** The person's data was erased (R12): names and email are placeholders, the account closed for good. */
  erased: z.boolean(),
  console_view: z.enum(['my_projects', 'other_deals', 'matched_solicitations']),
  sandbox: z.boolean(),
  created_at: z.string().nullable(),
  activated_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
});
type UserOut = z.infer<typeof user>;
type UserDoc = Partial<Omit<UserOut, 'id'>> & { _id: string };

/** Defaults cover documents written by hand (test seeds, an older projection version). */
const out = (d: UserDoc): UserOut => ({
  id: d._id,
  email: d.email ?? '',
  first_name: d.first_name ?? '',
  last_name: d.last_name ?? '',
  type: d.type ?? 'D',
  ghost: d.ghost ?? false,
  active: d.active ?? false,
  admin: d.admin ?? false,
  auditor: d.auditor ?? false,
  deactivated: d.deactivated ?? false,
  erased: d.erased ?? false,
  console_view: d.console_view ?? 'my_projects',
  sandbox: d.sandbox ?? false,
  created_at: d.created_at ?? null,
  activated_at: d.activated_at ?? null,
  last_sign_in_at: d.last_sign_in_at ?? null,
});

const contains = (value: string) => ({ $regex: escapeRegex(value.trim()), $options: 'i' });
const sortFields: Record<string, string> = Object.fromEntries(
  ['email', 'first_name', 'last_name', 'type', 'created_at', 'activated_at', 'last_sign_in_at', 'admin', 'auditor', 'active'].map((f) => [
    f,
    f,
  ]),
);
const unauthenticated = () => errorBody(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
const notFound = () => errorBody(404, 'USER_NOT_FOUND', 'This account does not exist.');

const allQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(25),
  /** 0-based, as the spec's client sends it (the displayed page minus 1). */
  page: z.coerce.number().int().min(0).default(0),
  first_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
  email: z.string().max(320).optional(),
});

/** The signed-in user, the spec's user lists (admins), and the react-admin Users resource (read-only). */
export const userRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const config = { projections: ['users'] };
  const users = deps.documents;

  // The X-Min-Position wait runs before the session's user is looked up, so a client that just
  // activated or signed in sees its own write here.
  app.get('/api/app/users/secure/retrieve', { config, schema: { response: { 200: user } } }, async (request, reply) => {
    const doc = request.user ? await users.get<UserDoc>('users', request.user.id) : null;
    if (!doc || doc.active !== true) return sendError(reply, unauthenticated());
    return out(doc);
  });

  app.get(
    '/api/app/users/secure/all',
    {
      preValidation: requireReviewer,
      config,
      schema: {
        querystring: allQuery,
        response: { 200: z.object({ users: z.array(user), total: z.number(), page: z.number(), limit: z.number() }) },
      },
    },
    async (request) => {
      const { limit, page, ...filters } = request.query;
      const and: Filter[] = Object.entries(filters)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
        .map(([field, value]) => ({ [field]: contains(value) }));
      const filter = and.length ? { $and: and } : {};
      const [docs, total] = await Promise.all([
        users.find<UserDoc>('users', filter, { sort: { created_at: -1 }, skip: page * limit, limit }),
        users.count('users', filter),
      ]);
      return { users: docs.map(out), total, page, limit };
    },
  );

  // The share dialog's lookup (limit 1): a dealmaker learns whether a colleague has an
  // account, their name, type and whether it is active; admins get the whole record. By id, the address
  // is news to the caller: only someone related to its owner (relations.ts), an admin or an auditor gets
  // an answer, and everyone else the same 404 as an unknown id.
  app.get(
    '/api/app/users/secure/query',
    {
      preHandler: requireUser,
      config: { projections: ['users', ...RELATION_PROJECTIONS] },
      schema: {
        querystring: z.object({ email: z.string().max(320).optional(), id: z.string().max(100).optional() }),
        response: { 200: user.partial().extend({ id: z.string(), email: z.string() }) },
      },
    },
    async (request, reply) => {
      const { email, id } = request.query;
      if (!email && !id) return sendError(reply, errorBody(400, 'BAD_QUERY', 'Give an email or an id.'));
      const doc = id
        ? await users.get<UserDoc>('users', id)
        : (await users.find<UserDoc>('users', { email: normalizeEmail(email!) }, { limit: 1 }))[0];
      if (!doc) return sendError(reply, notFound());
      const me = request.user!;
      if (id && !me.admin && !me.auditor && !(await related(users, me.id, doc._id))) return sendError(reply, notFound());
      const found = out(doc);
      if (me.admin) return found;
      const { first_name, last_name, type, active } = found;
      return { id: found.id, email: found.email, first_name, last_name, type, active };
    },
  );

  app.get(
    '/api/admin/users',
    { preValidation: requireReviewer, config, schema: { querystring: listQuery, response: { 200: z.array(user) } } },
    async (request, reply) => {
      const list = parseList(request.query);
      const filter = adminFilter(list.filter);
      const [docs, total] = await Promise.all([
        users.find<UserDoc>('users', filter, findOptions(list, sortFields, { created_at: -1 })),
        users.count('users', filter),
      ]);
      sendRange(reply, 'users', list.skip, docs.length, total);
      return docs.map(out);
    },
  );

  app.get(
    '/api/admin/users/:id',
    { preValidation: requireReviewer, config, schema: { params: z.object({ id: z.string() }), response: { 200: user } } },
    async (request, reply) => {
      const doc = await users.get<UserDoc>('users', request.params.id);
      return doc ? out(doc) : sendError(reply, notFound());
    },
  );
};

function adminFilter(f: Record<string, unknown>): Filter {
  const and: Filter[] = [];
  const ids = idsFilter(f);
  if (ids) and.push(ids);
  for (const field of ['email', 'first_name', 'last_name']) {
    if (typeof f[field] === 'string' && f[field]) and.push({ [field]: contains(f[field]) });
  }
  if (f.type === 'D' || f.type === 'PI') and.push({ type: f.type });
  for (const flag of ['admin', 'auditor', 'deactivated', 'active', 'ghost', 'sandbox']) {
    if (typeof f[flag] === 'boolean') and.push({ [flag]: f[flag] });
  }
  if (typeof f.q === 'string' && f.q.trim()) {
    const rx = contains(f.q);
    and.push({ $or: [{ email: rx }, { first_name: rx }, { last_name: rx }] });
  }
  return and.length ? { $and: and } : {};
}

/**
 * The token purposes of the spec's token check. Survey and unsubscribe tokens arrive with their own
 * issues (surveys, email preferences); until then they answer 400 'unsupported token_type'.
 */
const tokenPurposes: Record<string, TokenPurpose> = { 'users-activate-ghost-account': 'activation', 'reset-password': 'reset' };

/** Public: the token check the activation and reset pages make, and the app's environment. */
export const publicRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const read = async <C, E, S>(streamId: string, decider: Decider<C, E, S>): Promise<S> => {
    const recorded = await deps.store.readStream(streamId);
    return fold(
      decider,
      recorded.map((e) => ({ type: e.type, data: decodeStored(deps.types, e) }) as E),
    );
  };

  // Read from the token's and the account's own streams, not a projection: exact, and never behind.
  app.get(
    '/api/token/check',
    {
      schema: {
        querystring: z.object({ token_type: z.string().max(100), token: z.string().min(1).max(200) }),
        response: {
          200: z.object({
            valid: z.boolean(),
            reason: z.string().optional(),
            title: z.string().optional(),
            message: z.string().optional(),
          }),
        },
      },
    },
    async (request, reply) => {
      const purpose = tokenPurposes[request.query.token_type];
      if (!purpose) return sendError(reply, errorBody(400, 'UNSUPPORTED_TOKEN_TYPE', 'unsupported token_type'));
      const hash = hashToken(request.query.token);
      const now = deps.clock().toISOString();
      const token = await read(tokenStream(hash), tokenDecider);
      let error = checkToken(token, purpose, now);
      if (!error && token.userId) {
        // A link mailed before the password was last set no longer works, though its own stream is unspent.
        const pending = (await read(userStream(token.userId), userDecider)).pendingTokens[hash];
        if (!pending || pending.purpose !== purpose || Date.parse(now) >= Date.parse(pending.expiresAt))
          error = identityErrors.invalidToken(purpose);
      }
      if (!error) return { valid: true };
      return { valid: false, reason: error.code, ...(error.title ? { title: error.title } : {}), message: error.message };
    },
  );

  app.get(
    '/api/get_app_env',
    { schema: { response: { 200: z.object({ env: z.enum(['embedded', 'production']), app_url: z.string() }) } } },
    async () => deps.appEnv,
  );
};
