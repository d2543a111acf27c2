import { z } from 'zod';
import type { DomainEvent, EventTypes } from './shared';

/**
 * An admin's requests to the projection process: retry a projection a dead-lettered event
 * stopped (from its checkpoint, so that event is applied again), or rebuild one into new collections
 * while the live ones serve. Stream `ops-projections`; the runner acts on them as they arrive.
 */
export const OPS_PROJECTIONS_STREAM = 'ops-projections';

export const projectionRequestSchema = z.object({
  projection: z.string().min(1).max(100),
  at: z.iso.datetime({ offset: true }),
  by: z.string().min(1),
});

export type ProjectionRetryRequested = DomainEvent<'ProjectionRetryRequested', z.infer<typeof projectionRequestSchema>>;
export type ProjectionRebuildRequested = DomainEvent<'ProjectionRebuildRequested', z.infer<typeof projectionRequestSchema>>;
export type OpsEvent = ProjectionRetryRequested | ProjectionRebuildRequested;

export const opsEventTypes = {
  ProjectionRetryRequested: { schema: projectionRequestSchema, version: 1 },
  ProjectionRebuildRequested: { schema: projectionRequestSchema, version: 1 },
} satisfies Record<OpsEvent['type'], EventTypes[string]>;
