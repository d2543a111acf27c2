import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CommandContext, CommandResult } from './handle';

/**
 * The command's context from the request: the correlation id, the signed-in actor, the clock's time and
 * the command id. With an Idempotency-Key the id is the actor's, the key's and a fingerprint of the
 * request (method, path, body): a retried request (the same key, the same request) is the same command and
 * appends nothing twice, while another request sent with that key is another command, whoever sends it,
 * so no one's key can join someone else's request; on a stream the first one wrote, it is refused
 * (handle.ts). Without a key every request is a command of its own.
 */
export function contextOf(request: FastifyRequest, now: Date): CommandContext {
  const key = header(request, 'idempotency-key');
  const commandId = key ? keyedCommandId(request, key) : randomUUID();
  const correlationId = header(request, 'x-correlation-id') ?? commandId;
  return { commandId, actorId: request.user?.id ?? null, correlationId, causationId: commandId, now };
}

/** The separator before a keyed command id's request fingerprint (handle.ts compares ids without it). */
export const FINGERPRINT_MARK = '#';

function keyedCommandId(request: FastifyRequest, key: string): string {
  const digest = (text: string) => createHash('sha256').update(text).digest('hex');
  const fingerprint = digest(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`).slice(0, 16);
  return `${request.user?.id ?? 'anon'}:${digest(key).slice(0, 32)}${FINGERPRINT_MARK}${fingerprint}`;
}

/** Tells the client where its write landed, for read-your-writes (`X-Min-Position`) and If-Match. */
export function sendPosition(reply: FastifyReply, result: Pick<CommandResult<unknown>, 'position' | 'revision'>): void {
  if (result.position) reply.header('X-Position', result.position);
  if (result.revision >= 0) reply.header('ETag', `"${result.revision}"`);
}

/** The revision the client edited, from `If-Match: "<revision>"`. */
export function ifMatchOf(request: FastifyRequest): number | undefined {
  const raw = header(request, 'if-match');
  if (!raw) return undefined;
  const n = Number(raw.replace(/^W\//, '').replace(/"/g, ''));
  return Number.isInteger(n) && n >= -1 ? n : undefined;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}
