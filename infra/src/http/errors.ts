import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, type DomainErrorKind } from '@dealbook/domain';
import { AppendTooLargeError, MAX_APPEND_BYTES, WrongExpectedVersionError } from '../event-store/port';

/** Answers a request no route matched (the SPA's index.html for a page URL); false to answer 404. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** The one error shape every route answers with. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code: string;
  title?: string;
  details?: unknown;
}

/** The one mapping from domain error kinds to HTTP statuses. */
export const statusOfKind: Record<DomainErrorKind, number> = {
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_many: 429,
};

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorBody(statusCode: number, code: string, message: string, extra: Partial<ErrorBody> = {}): ErrorBody {
  return { statusCode, error: reasons[statusCode] ?? 'Error', message, code, ...extra };
}

export function sendError(reply: FastifyReply, body: ErrorBody): FastifyReply {
  return reply.code(body.statusCode).type('application/json').send(body);
}

/**
 * Fastify's `frameworkErrors` option: the errors its router raises before a route runs (an address that
 * is not valid UTF-8 once decoded, a path segment over `maxParamLength`), in our shape and without echoing
 * the address back. Pass it to every `Fastify({ ... })`.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void sendError(reply, errorBody(414, 'URI_TOO_LONG', 'This address is too long. Check the link and try again.'));
  } else void sendError(reply, errorBody(400, 'BAD_URL', 'This address is not valid. Check the link and try again.'));
}

/** Installs the error and not-found handlers. 5xx bodies never carry internals. */
export function registerErrorHandling(app: FastifyInstance, fallback?: NotFoundFallback): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof DomainError) {
      const status = statusOfKind[err.kind];
      // A limit that knows when it frees says so, as the per-route rate limits do.
      const wait = err.details?.retry_after_seconds;
      if (status === 429 && typeof wait === 'number') void reply.header('retry-after', String(wait));
      return sendError(reply, errorBody(status, err.code, err.message, { title: err.title, details: err.details }));
    }
    if (err instanceof AppendTooLargeError) {
      const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
      return sendError(
        reply,
        errorBody(
          413,
          'TOO_LARGE_TO_SAVE',
          `This change is too large to save (${mb(err.bytes)}, at most ${mb(MAX_APPEND_BYTES)}): make it smaller, or save it in parts.`,
        ),
      );
    }
    if (err instanceof WrongExpectedVersionError) {
      return sendError(reply, errorBody(409, 'CONFLICT', 'Someone else changed this at the same time. Reload and try again.'));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = err.validation.map((v) => ({ path: v.instancePath || '/', message: v.message }));
      return sendError(reply, errorBody(400, 'VALIDATION', 'Some fields are not valid.', { details: { fields } }));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return sendError(reply, errorBody(500, 'INTERNAL', 'Something went wrong on our side.'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return sendError(reply, errorBody(status, 'INTERNAL', 'Something went wrong on our side.'));
    }
    const code = err.code?.startsWith('FST_') ? (status === 400 ? 'BAD_REQUEST' : err.code) : (err.code ?? 'ERROR');
    return sendError(reply, errorBody(status, code, err.message));
  });
  app.setNotFoundHandler((request, reply) => {
    if (fallback?.(request, reply)) return reply;
    const path = request.url.split('?')[0]!;
    return sendError(
      reply,
      errorBody(404, 'NOT_FOUND', `No route ${request.method} ${path.length > 100 ? `${path.slice(0, 100)}…` : path}`),
    );
  });
}
