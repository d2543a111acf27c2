import { z } from 'zod';

const emailSchema = z.email();

/** The same syntax rule the identity events validate emails with, so a verified email always fits them. */
export function hasEmailSyntax(email: string): boolean {
  return email.length <= 254 && emailSchema.safeParse(email).success;
}

/** The domain part, lower-cased (the caller has checked the syntax). */
export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}
