/**
 * A rule the command broke. `code` is stable and maps to an HTTP status in one place
 * (command-service/src/http/errors.ts); `title` and `message` carry the spec's texts.
 */
export type DomainErrorKind =
  | 'invalid' // 400/422: the input breaks a rule
  | 'unauthenticated' // 401
  | 'forbidden' // 403: not allowed, or a plan limit reached
  | 'not_found' // 404
  | 'conflict' // 409: already exists, or a stale revision
  | 'gone' // 410: an expired or used token
  | 'too_many'; // 429

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly title?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
