import { z } from 'zod';
import type { DomainEvent, EventTypes } from './shared';

/**
 * Analytics of a user's reading (spec 2 section 7: "an analytics event records viewing a deal summary").
 * Stream `analytics-<userId>`, not the deal's: a view changes nothing in the deal, and an event on the
 * deal stream would move its revision, so the owner's next save with If-Match would be a false 409 and
 * versions and field histories would fold reads that are not edits.
 */
export const analyticsStream = (userId: string): string => `analytics-${userId}`;

export const dealSummaryViewedSchema = z.object({
  dealId: z.string().min(1),
  /** the deal's version when it was viewed, the revision the summary was computed from */
  dealVersion: z.number().int().nonnegative(),
  at: z.iso.datetime({ offset: true }),
  by: z.string().min(1),
});

export type DealSummaryViewed = DomainEvent<'DealSummaryViewed', z.infer<typeof dealSummaryViewedSchema>>;
export type AnalyticsEvent = DealSummaryViewed;

export const analyticsEventTypes = {
  DealSummaryViewed: { schema: dealSummaryViewedSchema, version: 1 },
} satisfies Record<AnalyticsEvent['type'], EventTypes[string]>;
