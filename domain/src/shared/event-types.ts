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

const CACHE_SIZE = 20_000;
const decoded = new WeakMap<EventTypes, Map<string, unknown>>();
const caches = new Set<{ clear(): void }>();

/**
 * `decodeEvent` for a stored event, remembered by event id: a stored event never changes, and a stream
 * is decoded again on every command against it (a 50-component deal costs milliseconds of validation).
 * The data comes back deep-frozen, so a fold that mutated it would fail loudly rather than poison the cache.
 */
export function decodeStored(
  types: EventTypes,
  event: { id: string; type: string; data: unknown; metadata: { schemaVersion: number } },
): unknown {
  let cache = decoded.get(types);
  if (!cache) {
    decoded.set(types, (cache = new Map()));
    caches.add(cache);
  }
  if (cache.has(event.id)) return cache.get(event.id);
  const data = deepFreeze(decodeEvent(types, event.type, event.data, event.metadata.schemaVersion));
  cache.set(event.id, data);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return data;
}

/**
 * Drops every remembered decoding: a person's data was erased (R12), and decodings made while
 * their key existed must not outlive it in this process.
 */
export function forgetDecoded(): void {
  for (const cache of caches) cache.clear();
}

/**
 * Has `forgetDecoded` clear `cache` too: for what a process keeps that was folded from decoded events (the
 * command service's states, command-service/src/state-cache.ts).
 */
export function forgetWithDecoded(cache: { clear(): void }): void {
  caches.add(cache);
}

/** Freezes what is not frozen yet, and what it holds: a frozen part (decoded event data) is not visited again. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
