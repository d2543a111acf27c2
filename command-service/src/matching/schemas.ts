import { nameSchema, sentStrategySchema, sourcingListGroupNames, type Strategy } from '@dealbook/domain';
import { z } from 'zod';

/** Request and response shapes of sourcing and matching (domain/src/matching/README.md). */
export const industryQuery = z.object({ industry: z.string().min(1).max(100) });
export const divisionQuery = z.object({ division: z.string().min(1).max(100) });
export const divisionNameBody = z.object({ name: nameSchema.max(200) });
export const divisionBody = z.looseObject({
  id: z.string().min(1).max(100),
  name: nameSchema.max(200),
  Strategies: sentStrategySchema.default({}),
});
const option = z.looseObject({ value: z.string(), label: z.string(), selected: z.boolean() });
export const divisionOut = z.object({
  id: z.string(),
  name: z.string(),
  industry_id: z.string(),
  Strategies: z.object({
    ...Object.fromEntries(sourcingListGroupNames.map((g) => [g, z.array(option)])),
    Horizon: z.object({ DEBT: z.array(option), DEQT: z.array(option), PHYS: z.array(option) }),
    CapitalTransSize: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  }) as unknown as z.ZodType<Strategy>,
});
export const divisionRefOut = z.object({ id: z.string(), name: z.string(), industry_id: z.string() });

export const matchParams = z.object({ id: z.string().min(1).max(100), match_id: z.string().min(1).max(100) });
export const rateBody = z.object({ rating: z.number() });
export const rateOut = z.object({ match_id: z.string(), rating: z.number() });
export const shareMatchBody = z.looseObject({
  user: z.looseObject({ id: z.string().min(1).max(100).optional(), email: z.string().max(320).optional() }),
});
export const matchListOut = z.looseObject({ deal_id: z.string(), matches: z.array(z.looseObject({ id: z.string() })) });
export const matchOut = z.looseObject({ id: z.string(), contacted: z.boolean() });

const feedback = z.array(z.object({ name: z.string().max(50), rating: z.number() })).max(20);
export const feedbackBody = z.object({
  status: z.enum(['viewed', 'accepted', 'declined', 'archived']),
  feedback: feedback.default([]),
  comment: z.string().max(2000).default(''),
  deal_version: z.number().int().positive().optional(),
});
export const tokenFeedbackBody = z.object({
  status: z.literal('declined').default('declined'),
  feedback: feedback.default([]),
  comment: z.string().max(2000).default(''),
});
export const tokenParams = z.object({ token: z.string().min(10).max(300) });
export const feedbackOut = z.object({ status: z.string(), title: z.string().nullable() });
