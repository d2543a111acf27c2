import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '@dealbook/domain';
import { errorBody, sendError } from './errors';

/** What the signed session cookie holds. The user's roles are looked up fresh on every request. */
export interface SessionData {
  uid: string;
  sid: string; // new on every sign-in
  iat: number; // when the session started (ms since epoch), to end sessions older than a password change
  /** When the session was last used (ms since epoch, rewritten at most every `SEEN_REFRESH_MS`); `iat` if never. */
  seen?: number;
}

/**
 * How long a session lasts (R9): it ends after 12 hours without a request (a working day left
 * open overnight needs a new sign-in) and 7 days after sign-in however busy it is. Both are counted on the
 * runtime's clock from what the encrypted cookie holds, so a copied cookie dies on time too.
 */
export const SESSION_IDLE_MS = 12 * 3600 * 1000;
export const SESSION_MAX_MS = 7 * 24 * 3600 * 1000;
/** The last-used time is rewritten (a new Set-Cookie) only when older than this: not on every response. */
export const SEEN_REFRESH_MS = 5 * 60 * 1000;

/** True when a session is past its idle or absolute limit at `now`. */
export function sessionExpired(session: SessionData, now: number): boolean {
  return now - session.iat >= SESSION_MAX_MS || now - (session.seen ?? session.iat) >= SESSION_IDLE_MS;
}

export interface SessionUser {
  id: string;
  email: string;
  admin: boolean;
  /** Reads everything an admin reads and changes nothing (the command service refuses every write). */
  auditor: boolean;
}

/** Finds the signed-in user behind a session (null when the account or the session is no longer valid). */
export type UserLookup = (session: SessionData) => Promise<SessionUser | null>;

declare module '@fastify/secure-session' {
  interface SessionData {
    uid: string;
    sid: string;
    iat: number;
    seen?: number;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export function startSession(request: FastifyRequest, data: SessionData): void {
  request.session.regenerate();
  request.session.set('uid', data.uid);
  request.session.set('sid', data.sid);
  request.session.set('iat', data.iat);
}

export function endSession(request: FastifyRequest): void {
  request.session.delete();
}

export function sessionUid(request: FastifyRequest): string | null {
  return request.session?.get('uid') ?? null;
}

export function sessionOf(request: FastifyRequest): SessionData | null {
  const uid = request.session?.get('uid');
  const sid = request.session?.get('sid');
  const iat = request.session?.get('iat');
  const seen = request.session?.get('seen');
  return uid && sid && typeof iat === 'number' ? { uid, sid, iat, ...(typeof seen === 'number' ? { seen } : {}) } : null;
}

/** The sha256 of a session id: what events and read models keep instead of the id itself. */
export function sessionHash(sid: string): string {
  return createHash('sha256').update(sid).digest('hex');
}

/** The signed-in person as the access policy sees them (routes behind `requireUser` only). */
export const actorOf = (request: FastifyRequest): Actor => ({
  id: request.user!.id,
  admin: request.user!.admin,
  auditor: request.user!.auditor,
});

/** preHandler: 401 unless signed in. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.user) {
    await sendError(reply, errorBody(401, 'UNAUTHENTICATED', 'Please sign in to continue.'));
  }
}

/** preHandler: 401 unless signed in, 403 unless an admin. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.user) {
    await sendError(reply, errorBody(401, 'UNAUTHENTICATED', 'Please sign in to continue.'));
  } else if (!request.user.admin) {
    await sendError(reply, errorBody(403, 'FORBIDDEN', 'This area is for administrators.'));
  }
}

/** preHandler: 401 unless signed in, 403 unless an admin or an auditor (the admin area's reads). */
export async function requireReviewer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.user) {
    await sendError(reply, errorBody(401, 'UNAUTHENTICATED', 'Please sign in to continue.'));
  } else if (!request.user.admin && !request.user.auditor) {
    await sendError(reply, errorBody(403, 'FORBIDDEN', 'This area is for administrators and auditors.'));
  }
}

/**
 * The signed-in user from the `users` read model (built by the users projection). A session ends when
 * it was signed out (`revoked_sessions`) or started before the account's last password change.
 */
export function usersLookup(documents: { get(collection: string, id: string): Promise<Record<string, unknown> | null> }): UserLookup {
  return async ({ uid, sid, iat }) => {
    const doc = await documents.get('users', uid);
    if (!doc || doc.active === false || doc.deactivated === true) return null;
    if (typeof doc.sessions_valid_from === 'string' && iat < Date.parse(doc.sessions_valid_from)) return null;
    if (await documents.get('revoked_sessions', sessionHash(sid))) return null;
    return { id: uid, email: String(doc.email), admin: doc.admin === true, auditor: doc.auditor === true };
  };
}
