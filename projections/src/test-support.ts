import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@dealbook/infra/event-store/port';

/** An event with fresh ids, for projection tests. */
export function newEvent(type: string, data: Record<string, unknown> = {}, actorId: string | null = 'u-1'): NewEvent {
  const id = randomUUID();
  return {
    id,
    type,
    data,
    metadata: { actorId, commandId: id, correlationId: id, causationId: id, occurredAt: '2026-11-22T10:00:00.000Z', schemaVersion: 1 },
  };
}
