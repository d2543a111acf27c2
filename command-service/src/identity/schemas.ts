import { z } from 'zod';
import { nameSchema } from '@dealbook/domain';

/** Request and response shapes of the identity routes (snake_case, as the spec's payloads). */
export const emailField = z.string().trim().min(1).max(320);
/** Bounded only against abuse: the policy (checkPasswordPolicy) gives the clear message on length. */
export const passwordField = z.string().max(4096);
export const tokenParams = z.object({ token: z.string().min(1).max(200) });

export const createUserBody = z.object({
  email: emailField,
  /** Cleaned of controls and bidi marks (`cleanName`), like every name the server keeps. */
  first_name: nameSchema.max(100).optional(),
  last_name: nameSchema.max(100).optional(),
  type: z.enum(['D', 'PI']),
  ghost: z.boolean().default(false),
  /** Optional in the schema so that a missing opt-in gets the spec's message, not a field error. */
  opt_in: z.boolean().optional(),
  invitation_code: z.string().trim().max(64).nullish(),
});

export const credentialsBody = z.object({ email: emailField, password: passwordField });
export const passwordBody = z.object({ password: passwordField });
export const forgotBody = z.object({ email: emailField });

/** The spec's short codes (MYP, OTH, SYN) or the long names. */
export const consoleViewBody = z.object({
  type: z.enum(['MYP', 'OTH', 'SYN', 'my_projects', 'other_deals', 'matched_solicitations']),
});
export const sandboxBody = z.object({ type: z.boolean() });

export const accountOut = z.object({ id: z.string(), email: z.string() });
export const signedInUser = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  type: z.enum(['D', 'PI']),
  admin: z.boolean(),
  auditor: z.boolean(),
});
export const messageOut = z.object({ message: z.string() });
export const consoleViewOut = z.object({ console_view: z.enum(['my_projects', 'other_deals', 'matched_solicitations']) });
export const sandboxOut = z.object({ sandbox: z.boolean() });
