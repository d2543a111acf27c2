/**
 * The logger of every process's own lines (the projections, the workers, the job queues, the lease, the
 * starters), beside each Fastify instance's: pino, at the configured level, with the same redaction
 * (tokens in paths, secret-looking keys: http/log-redaction.ts). One JSON line each; `npm run dev`
 * pipes them through pino-pretty.
 */
import pino, { type Logger } from 'pino';
import { loggerOptions, type LogDestination } from '../http/log-redaction';

/** What the code logging through it needs: a line, with an error or fields first when there are some. */
export type Log = Pick<Logger, 'info' | 'warn' | 'error'>;

export function createLog(level: string, destination?: LogDestination): Logger {
  const { stream, ...options } = loggerOptions(level, destination) as ReturnType<typeof loggerOptions> & { stream?: LogDestination };
  return stream ? pino(options, stream) : pino(options);
}
