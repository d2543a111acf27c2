import { decodeStored, type EventTypes } from '@dealbook/domain';
import type { RecordedEvent } from '@dealbook/infra/event-store/port';

/**
 * An event as its capability types it: validated and upcast against the capability's registry (once per
 * event id, frozen), or null for a type the registry does not hold. A projection that reads events through
 * it names fields the compiler checks: a renamed field breaks the build, not the read model.
 */
export function typedEvent<E extends { type: string; data: unknown }>(
  types: { [T in E['type']]: EventTypes[string] },
  event: RecordedEvent,
): E | null {
  if (!Object.hasOwn(types, event.type)) return null;
  return { type: event.type, data: decodeStored(types as EventTypes, event) } as E;
}
