import { z } from 'zod';
import { nameSchema } from '@dealbook/domain';

/** Request and response shapes of the account routes (snake_case, as the spec's payloads). */
const text = (max: number) => z.string().trim().max(max);
/** A person's or a company's name: controls and bidi marks removed (`cleanName`), then trimmed. */
const name = (max: number) => nameSchema.max(max);

export const profileBody = z.object({
  first_name: name(100),
  last_name: name(100).default(''),
  contact_telephone: text(40).default(''),
  /** The company's name, as chosen from the search or typed new. */
  company: name(200).default(''),
  legal_entity_dba: name(200).default(''),
  headquarters_address: text(300).default(''),
  /** Sent by the spec's client; the server keeps the company's own ghost flag. */
  company_ghost: z.boolean().optional(),
});

export const preferencesBody = z.object({
  marketing: z.boolean(),
  transactional: z.boolean(),
  collaboration: z.boolean(),
  legal: z.boolean(),
  source: text(50).optional(),
});
export const preferencesOut = z.object({
  marketing: z.boolean(),
  transactional: z.boolean(),
  collaboration: z.boolean(),
  legal: z.boolean(),
});

export const trackBody = z.object({ campaign_host: text(100).min(1), campaign_id: text(100).min(1) });
export const referBody = z.object({ emails: z.array(z.email().max(320)).max(20) });
export const referralInternalBody = z.object({
  first_name: name(100).default(''),
  last_name: name(100).default(''),
  email: z.email().max(320),
  type: z.enum(['D', 'PI']).default('D'),
  referred_by: z.string().max(100).optional(),
});
export const surveyAnswersBody = z.object({
  programming_components: z.array(z.object({ title: text(200).min(1), selected: z.boolean() })).max(20),
});
export const surveyInvitationBody = z.object({ email: z.email().max(320), provider_id: z.string().max(100).nullish() });

export const tokenParams = z.object({ token: z.string().min(1).max(400) });
export const okOut = z.object({ ok: z.literal(true) });
export const messageOut = z.object({ message: z.string() });
export const profileOut = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  contact_telephone: z.string(),
  company_id: z.string().nullable(),
  company: z.string(),
  headquarters_city: z.string(),
  headquarters_state: z.string(),
  headquarters_country: z.string(),
  /** The request this save filed to join an existing company, which its managers answer; null when none. */
  company_request: z.object({ company_id: z.string(), company_name: z.string() }).nullable(),
});
