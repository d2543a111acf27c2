import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account-routes';
import type { IdentityDeps } from './deps';
import { erasureRoutes } from './erasure-routes';
import { roleRoutes } from './role-routes';
import { sessionRoutes } from './session-routes';
import { identityTools } from './tools';

export type { IdentityDeps } from './deps';
export { registerAccount, ORPHAN_AFTER_MS, type NewAccount, type Registered } from './registration';
export { requestRecovery, setPasswordWithToken, type PasswordSet } from './links';
export { signIn } from './sign-in';
export { linkTokens, passwordHasher, type LinkToken, type PasswordHasher } from './secrets';
export { readUser, readReservation, runUser, step, userIdForEmail } from './streams';

/** Identity and access: sign-up, activation, sign-in and out, recovery, console preferences, platform roles. */
export const identityRoutes: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const tools = identityTools(deps);
  await app.register(accountRoutes, { ...deps, tools });
  await app.register(sessionRoutes, { ...deps, tools });
  await app.register(roleRoutes, deps);
  await app.register(erasureRoutes, deps);
};
