import { z } from 'zod';
import type { DomainEvent, EventTypes } from './shared';

/**
 * Analytics of a user's reading ("an analytics event records viewing a deal summary").
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

/**
 * An admin or auditor exported a view of the activity list ("each export itself recorded as an
 * event"), on the exporter's `analytics-<userId>` stream: what was exported (the list's filter and sort),
 * in which format and how many rows.
 */
export const activityExportedSchema = z.object({
  format: z.enum(['csv', 'xlsx']),
  filter: z.record(z.string(), z.unknown()),
  sort: z.tuple([z.string(), z.enum(['ASC', 'DESC'])]).nullable(),
  rows: z.number().int().nonnegative(),
  at: z.iso.datetime({ offset: true }),
  by: z.string().min(1),
});

export type DealSummaryViewed = DomainEvent<'DealSummaryViewed', z.infer<typeof dealSummaryViewedSchema>>;
export type ActivityExported = DomainEvent<'ActivityExported', z.infer<typeof activityExportedSchema>>;
export type AnalyticsEvent = DealSummaryViewed | ActivityExported;

export const analyticsEventTypes = {
  DealSummaryViewed: { schema: dealSummaryViewedSchema, version: 1 },
  ActivityExported: { schema: activityExportedSchema, version: 1 },
} satisfies Record<AnalyticsEvent['type'], EventTypes[string]>;
