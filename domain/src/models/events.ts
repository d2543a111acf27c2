import { z } from 'zod';
import type { DomainEvent } from '../shared';

// Stream models-<userId>: one person's model unlocks and builds (model states), so the plan's quota is
// decided on one stream. The workbook itself is a file of the deal (FileUploaded on deal-<id>).
export const modelStream = (userId: string): string => `models-${userId}`;

const time = z.iso.datetime({ offset: true });
const dealId = z.string().min(1);

export const unlockVias = ['payment', 'quota', 'plan', 'free'] as const;
export type UnlockVia = (typeof unlockVias)[number];

export const modelUnlockedSchema = z.object({
  deal_id: dealId,
  via: z.enum(unlockVias),
  amount_cents: z.number().int().nonnegative(),
  coupon_code: z.string().nullable(),
  /** the card provider's charge; null when nothing was charged */
  payment_ref: z.string().nullable(),
  /** the billing cycle a quota unlock counts in; null otherwise */
  cycle_start: time.nullable(),
  at: time,
  by: z.string().min(1),
});
export const modelBuildRequestedSchema = z.object({
  build_id: z.string().min(1),
  deal_id: dealId,
  deal_version: z.number().int().positive(),
  /** the deal stream's revision of the event that made the version */
  revision: z.number().int().nonnegative(),
  deal_name: z.string(),
  /** the requester's address: the owner is mailed when the model is in the data room */
  email: z.string(),
  attempt: z.number().int().positive(),
  at: time,
  by: z.string().min(1),
});
export const modelBuiltSchema = z.object({
  build_id: z.string().min(1),
  deal_id: dealId,
  deal_name: z.string(),
  deal_version: z.number().int().positive(),
  email: z.string(),
  file_id: z.string().min(1),
  file_name: z.string().min(1),
  size: z.number().int().positive(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  inputs_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  duration_ms: z.number().nonnegative(),
  at: time,
});
export const modelBuildFailedSchema = z.object({
  build_id: z.string().min(1),
  deal_id: dealId,
  message: z.string(),
  at: time,
});

type Data<S extends z.ZodType> = z.infer<S>;
export type ModelUnlocked = DomainEvent<'ModelUnlocked', Data<typeof modelUnlockedSchema>>;
export type ModelBuildRequested = DomainEvent<'ModelBuildRequested', Data<typeof modelBuildRequestedSchema>>;
export type ModelBuilt = DomainEvent<'ModelBuilt', Data<typeof modelBuiltSchema>>;
export type ModelBuildFailed = DomainEvent<'ModelBuildFailed', Data<typeof modelBuildFailedSchema>>;
export type ModelEvent = ModelUnlocked | ModelBuildRequested | ModelBuilt | ModelBuildFailed;

export const modelEventTypes = {
  ModelUnlocked: { schema: modelUnlockedSchema, version: 1 },
  ModelBuildRequested: { schema: modelBuildRequestedSchema, version: 1 },
  ModelBuilt: { schema: modelBuiltSchema, version: 1 },
  ModelBuildFailed: { schema: modelBuildFailedSchema, version: 1 },
} as const;
