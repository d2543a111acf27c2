import { z } from 'zod';
import type { EmailVerdict, EmailVerifier } from './port';
import { hasEmailSyntax } from './syntax';

export interface HttpEmailVerifierOptions {
  /** The verification endpoint; the email goes in its `email_address` query parameter. */
  url: string;
  /** Injectable so that tests and callers can route or wrap requests; defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/**
 * The service's answer. A missing flag counts as a failed check: only an explicit yes passes. `errors`
 * may come in any shape (a list, an object, a message); present and non-empty means invalid.
 */
const responseSchema = z.object({
  disposable: z.boolean().optional(),
  mx_records: z.boolean().optional(),
  smtp_server: z.boolean().optional(),
  smtp_check: z.boolean().optional(),
  errors: z.unknown().optional(),
});

function hasErrors(errors: unknown): boolean {
  if (errors === undefined || errors === null || errors === false || errors === '') return false;
  if (Array.isArray(errors)) return errors.length > 0;
  if (typeof errors === 'object') return Object.keys(errors).length > 0;
  return true;
}

/**
 * Valid only when the email is not disposable and has MX records, an SMTP server and a passing SMTP
 * check, with no errors. A service that fails to answer gives 'error', which the
 * sign-up treats as invalid as the spec says of errors; the caller may choose to let the person retry.
 */
export function createHttpEmailVerifier(options: HttpEmailVerifierOptions): EmailVerifier {
  const fetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  return {
    async verify(email: string): Promise<EmailVerdict> {
      const trimmed = email.trim();
      if (!hasEmailSyntax(trimmed)) return { valid: false, reason: 'syntax' };
      const url = new URL(options.url);
      url.searchParams.set('email_address', trimmed);
      let body: unknown;
      try {
        const response = await fetch(url, {
          headers: { accept: 'application/json', 'cache-control': 'no-cache' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return { valid: false, reason: 'error' };
        body = await response.json();
      } catch {
        return { valid: false, reason: 'error' };
      }
      const parsed = responseSchema.safeParse(body);
      if (!parsed.success) return { valid: false, reason: 'error' };
      const r = parsed.data;
      if (hasErrors(r.errors)) return { valid: false, reason: 'error' };
      if (r.disposable !== false) return { valid: false, reason: 'disposable' };
      if (r.mx_records !== true) return { valid: false, reason: 'no_mx' };
      if (r.smtp_server !== true || r.smtp_check !== true) return { valid: false, reason: 'smtp' };
      return { valid: true };
    },
  };
}
