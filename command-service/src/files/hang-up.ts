import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a connection whose request was refused half-read stays half-closed before it is closed. */
const HANG_UP_MS = 2_000;
/** Whether the request's body is still arriving (an injected request knows no such thing, and has no socket). */
const unread = (request: FastifyRequest) => request.raw.complete === false;

/** Reads no more of a request refused before its whole body arrived. */
export function stopReading(request: FastifyRequest): void {
  if (!unread(request)) return;
  request.raw.unpipe();
  request.raw.pause();
}

/**
 * Answering a request refused before its whole body arrived (too large, not signed in, not allowed), Node
 * would read the rest to keep the connection, however large. Instead nothing more is read; once the answer
 * is out (in the same turn as Node's drain starts, so that none happens) the connection is half-closed
 * behind it, so that the sender sees the answer and stops, and closed a moment later. Closing at once, with
 * the sender's bytes unread, would reset it, and the answer could be lost.
 */
export function hangUpUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (!unread(request)) return;
  stopReading(request);
  reply.raw.once('finish', () => {
    stopReading(request);
    const socket = request.raw.socket;
    socket.end();
    const timer = setTimeout(() => socket.destroy(), HANG_UP_MS).unref();
    socket.once('close', () => clearTimeout(timer));
  });
}
