import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CommandContext, CommandResult } from './handle';

/**
 * The command's context from the request: the client's Idempotency-Key (so a retried request appends
 * nothing twice) or a fresh id, the correlation id, the signed-in actor and the clock's time.
 */
export function contextOf(request: FastifyRequest, now: Date): CommandContext {
  const key = header(request, 'idempotency-key');
  const commandId = key ? `${request.user?.id ?? 'anon'}:${key}` : randomUUID();
  const correlationId = header(request, 'x-correlation-id') ?? commandId;
  return { commandId, actorId: request.user?.id ?? null, correlationId, causationId: commandId, now };
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
