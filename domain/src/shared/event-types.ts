import type { z } from 'zod';

/**
 * The schema of one event type's data, at its current schema version, and how to bring older shapes
 * up to date. Events are validated with it when appended and when read.
 */
export interface EventType {
  schema: z.ZodType;
  version: number;
  /** Upcasts data written at `fromVersion` (< version) to the current shape. */
  upcast?: (data: unknown, fromVersion: number) => unknown;
}

export type EventTypes = Record<string, EventType>;

export class UnknownEventTypeError extends Error {
  constructor(readonly type: string) {
    super(`Unknown event type ${type}`);
  }
}

/** Validates (and upcasts) an event's data against the registry. Throws on an unknown type or bad data. */
export function decodeEvent(types: EventTypes, type: string, data: unknown, schemaVersion: number): unknown {
  const t = types[type];
  if (!t) throw new UnknownEventTypeError(type);
  const current = schemaVersion < t.version && t.upcast ? t.upcast(data, schemaVersion) : data;
  return t.schema.parse(current);
}
