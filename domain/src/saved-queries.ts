import { z } from 'zod';
import type { DomainEvent, EventTypes } from './shared';

/**
 * Saved queries of the admin lists: a reviewer's named filters and sorts, kept with their account
 * so they follow them to any browser. Stream `saved-queries-<userId>`; each save records the resource's
 * whole list (react-admin keeps the list and writes it whole), the latest one counts.
 */
export const savedQueriesStream = (userId: string): string => `saved-queries-${userId}`;

export const SAVED_QUERIES_MAX = 50;

export const savedQuerySchema = z.object({
  label: z.string().trim().min(1).max(100),
  /** react-admin's list parameters: filter, sort, order, perPage, displayedFilters */
  value: z.record(z.string(), z.unknown()),
});
export const savedQueriesSetSchema = z.object({
  resource: z.string().regex(/^[a-z][a-z-]{0,39}$/),
  queries: z.array(savedQuerySchema).max(SAVED_QUERIES_MAX),
  at: z.iso.datetime({ offset: true }),
  by: z.string().min(1),
});

export type SavedQuery = z.infer<typeof savedQuerySchema>;
export type SavedQueriesSet = DomainEvent<'SavedQueriesSet', z.infer<typeof savedQueriesSetSchema>>;

export const savedQueryEventTypes = {
  SavedQueriesSet: { schema: savedQueriesSetSchema, version: 1 },
} satisfies Record<SavedQueriesSet['type'], EventTypes[string]>;

/** The resource's saved queries: the latest list recorded for it (none: empty). */
export function savedQueriesOf(events: readonly SavedQueriesSet[], resource: string): SavedQuery[] {
  return events.filter((e) => e.data.resource === resource).at(-1)?.data.queries ?? [];
}
