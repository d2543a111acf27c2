/** Builders and helpers shared by the event store contract suites. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  WrongExpectedVersionError,
  type EventMetadata,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
} from '../../src/event-store/port';

/** A fresh stream id, so suites can share one store (KurrentDB) without seeing each other's streams. */
export function newStreamId(category = 'contract'): string {
  return `${category}-${randomUUID()}`;
}

export function newMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  const commandId = randomUUID();
  return {
    actorId: 'user-1',
    commandId,
    correlationId: commandId,
    causationId: commandId,
    occurredAt: '2025-01-02T03:04:05.678Z',
    schemaVersion: 1,
    ...overrides,
  };
}

export function newEvent(type = 'ThingHappened', data: Record<string, unknown> = { n: 1 }): NewEvent {
  return { id: randomUUID(), type, data, metadata: newMetadata() };
}

export function newEvents(count: number, type = 'ThingHappened'): NewEvent[] {
  return Array.from({ length: count }, (_, n) => newEvent(type, { n }));
}

export const ids = (events: readonly { id: string }[]): string[] => events.map((event) => event.id);

export async function expectWrongVersion(
  append: Promise<unknown>,
  expected: ExpectedRevision,
  actual: number | 'no_stream',
): Promise<void> {
  const error: unknown = await append.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  expect(error).toMatchObject({ code: 'WRONG_EXPECTED_VERSION', expected, actual });
}

export function expectIncreasingPositions(events: readonly RecordedEvent[]): void {
  for (let i = 1; i < events.length; i++) {
    expect(BigInt(events[i]!.position)).toBeGreaterThan(BigInt(events[i - 1]!.position));
  }
}

/** Iterates until `done` says enough; the loop's end (break) closes the subscription. */
export async function collect(
  subscription: Subscription,
  keep: (event: RecordedEvent) => boolean,
  done: (kept: readonly RecordedEvent[]) => boolean,
): Promise<RecordedEvent[]> {
  const kept: RecordedEvent[] = [];
  if (done(kept)) return kept;
  for await (const event of subscription) {
    if (keep(event)) kept.push(event);
    if (done(kept)) break;
  }
  return kept;
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}
