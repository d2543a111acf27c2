import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealStream, forgetDecoded, identityErrors } from '@dealbook/domain';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import { requireAdmin } from '@dealbook/infra/http/session';
import { emailSubject, userSubject } from '@dealbook/infra/personal-data/fields';
import { contextOf, sendPosition } from '../context';
import type { IdentityDeps } from './deps';
import { readUser, runEmail, runUser, step } from './streams';

const idParams = z.object({ id: z.string().min(1).max(100) });
const erasedOut = z.object({ id: z.string(), erased: z.literal(true) });

/** The names the person went by: at sign-up, and as their profile last said. */
async function namesOf(deps: IdentityDeps, userId: string, user: { firstName: string; lastName: string }): Promise<string[]> {
  const profile = (await deps.store.readStream(`account-${userId}`, { direction: 'backwards' })).find((e) => e.type === 'ProfileUpdated');
  const latest = profile?.data as { first_name?: string; last_name?: string } | undefined;
  const full = (first?: string, last?: string) => `${first ?? ''} ${last ?? ''}`.trim();
  return [...new Set([full(user.firstName, user.lastName), full(latest?.first_name, latest?.last_name)])].filter(Boolean);
}

/** The streams whose kept states (snapshots) hold the person's data in the clear, besides deals'. */
const personalStreams = (userId: string) => [`user-${userId}`, `account-${userId}`, `models-${userId}`];

/**
 * `POST /api/admin/users/{id}/erase` (R12: the right to erasure). Releases the person's address
 * (`EmailReleased`: it may sign up again), records `PersonalDataErased` on the user's stream (the account
 * is closed for good), then destroys the keys of the person's id and of
 * their email address, so every value of theirs in the log reads as a placeholder, and drops what this
 * process remembers in the clear (decoded events, the kept states of their streams and of every deal). On
 * reading the event the projection process rebuilds every read model (projections/runner/requests.ts) and
 * the workers forget their mail jobs, outbox copies and mail log lines (workers/src/erasure.ts). Asked
 * again, it destroys the keys again and records nothing new, so an erasure cut short by a crash is
 * finished by a retry.
 */
export const erasureRoutes: FastifyPluginAsyncZod<IdentityDeps> = async (app, deps) => {
  app.post(
    '/api/admin/users/:id/erase',
    { preValidation: requireAdmin, schema: { params: idParams, response: { 200: erasedOut } } },
    async (request, reply) => {
      const keys = deps.personalKeys;
      if (!keys) return sendError(reply, errorBody(503, 'ERASURE_UNAVAILABLE', 'Erasure is not set up on this server.'));
      const userId = request.params.id;
      const user = await readUser(deps, userId);
      if (user.status === 'none') throw identityErrors.userNotFound();
      const subjects = [userSubject(userId), ...(user.erased ? [] : [emailSubject(user.email)])];
      if (!user.erased) await deps.noteErasure?.(userId, [user.email, ...(await namesOf(deps, userId, user))]);
      const context = contextOf(request, deps.clock());
      // Before the erasure, while the address can still be read: a sign-up with it is then a new account,
      // and its 409 no longer tells that the address had one. A retry after a crash releases nothing twice.
      if (!user.erased) {
        const release = { type: 'ReleaseEmail' as const, data: { userId, now: context.now.toISOString() } };
        await runEmail(deps, user.email, release, step(context, 'release'));
      }
      const data = { userId, by: request.user!.id, subjects, now: context.now.toISOString() };
      const result = await runUser(deps, userId, { type: 'ErasePersonalData', data }, context);
      // The subjects as recorded: on a retry, those of the first attempt (the email then reads as a placeholder).
      const recorded = (await deps.store.readStream(`user-${userId}`, { direction: 'backwards' })).find(
        (e) => e.type === 'PersonalDataErased',
      );
      for (const subject of (recorded?.data as { subjects: string[] } | undefined)?.subjects ?? subjects) await keys.destroy(subject);
      forgetDecoded();
      for (const streamId of personalStreams(userId)) await deps.snapshots?.forget?.(streamId);
      // Any deal's kept state may hold the person's address or name; which deals is not known here, and
      // dropping them all costs each deal one fold of its stream on its next command.
      await deps.snapshots?.forgetStreams?.(dealStream(''));
      sendPosition(reply, result);
      return { id: userId, erased: true as const };
    },
  );
};
