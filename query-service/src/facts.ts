import { randomUUID } from 'node:crypto';
import { decodeEvent } from '@dealbook/domain';
import type { QueryServiceDeps } from './deps';

/**
 * Appends a fact a read produced (a file opened, an activity export): decided by no one, so with no
 * expected revision, checked against its schema, under a fresh id of its own.
 */
export async function recordFact(
  deps: Pick<QueryServiceDeps, 'store' | 'types'>,
  streamId: string,
  event: { type: string; data: unknown },
  actorId: string | null,
  at: string,
): Promise<void> {
  const id = randomUUID();
  const version = deps.types[event.type]?.version ?? 1;
  const metadata = { actorId, commandId: id, correlationId: id, causationId: id, occurredAt: at, schemaVersion: version };
  await deps.store.append(
    streamId,
    [{ id, type: event.type, data: decodeEvent(deps.types, event.type, event.data, version), metadata }],
    'any',
  );
}
