import { createHash } from 'node:crypto';
import { open, seal } from '../security/seal';
import type { EventStore, NewEvent, RecordedEvent, Subscription } from '../event-store/port';
import { personalFields, type PersonalField, type PersonalKind } from './fields';
import type { PersonalKeys } from './keys';

/** A sealed value: `pii1:<subject>:v1.<iv ‖ tag ‖ ciphertext>` (see security/seal.ts). */
const PREFIX = 'pii1:';
const SEALED_AT = ':v1.';

/** What an erased value reads as, by kind: still valid for the event's schema, naming no one. */
export function placeholder(kind: PersonalKind, subject: string): string {
  if (kind === 'email') return `erased-${createHash('sha256').update(subject).digest('hex').slice(0, 12)}@erased.invalid`;
  return kind === 'name' ? '[erased]' : '';
}

type Visit = (value: string, field: PersonalField, item: Record<string, unknown>) => Promise<string>;

/** A copy of `data` with every declared personal value replaced by `visit`'s answer. */
async function mapFields(data: Record<string, unknown>, fields: PersonalField[], visit: Visit): Promise<Record<string, unknown>> {
  const copy = structuredClone(data);
  for (const field of fields) await walk(copy, copy, field.path.split('.'), field, visit);
  return copy;
}

async function walk(node: unknown, item: Record<string, unknown>, path: string[], field: PersonalField, visit: Visit): Promise<void> {
  if (!node || typeof node !== 'object') return;
  const [head, ...rest] = path as [string, ...string[]];
  const record = node as Record<string, unknown>;
  const keys = head === '*' ? Object.keys(record) : [head.replace(/\[\]$/, '')];
  for (const key of keys) {
    const value = record[key];
    if (head.endsWith('[]') && Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const element: unknown = value[i];
        if (rest.length === 0) {
          if (typeof element === 'string') value[i] = await visit(element, field, item);
        } else if (element && typeof element === 'object') {
          await walk(element, element as Record<string, unknown>, rest, field, visit);
        }
      }
    } else if (rest.length === 0) {
      if (typeof value === 'string') record[key] = await visit(value, field, item);
    } else {
      await walk(value, item, rest, field, visit);
    }
  }
}

/**
 * The event store as the application sees it, with every person's data sealed with that person's key on
 * the way in and opened on the way out (R12). The log itself, its hash chain and every copy
 * of it hold only ciphertext for those fields; erasing a person (`PersonalKeys.destroy`) leaves the log
 * untouched, verifiable and replayable, and their values read as placeholders from then on.
 *
 * Values stored before this layer existed are plain and read as they are. `onRead` sees every event read,
 * so a process can drop what it cached of a person when it reads their erasure.
 */
export function sealingPersonalData(
  inner: EventStore,
  keys: PersonalKeys,
  options: { fields?: Record<string, PersonalField[]>; onRead?: (event: RecordedEvent) => void } = {},
): EventStore {
  const fields = options.fields ?? personalFields;

  const sealEvent = async (streamId: string, event: NewEvent): Promise<NewEvent> => {
    const declared = fields[event.type];
    if (!declared || !event.data || typeof event.data !== 'object') return event;
    const data = event.data as Record<string, unknown>;
    const sealed = await mapFields(data, declared, async (value, field, item) => {
      if (value.startsWith(PREFIX)) return value;
      const subject = field.subject(value, { data, item, streamId });
      if (!subject) return value;
      const key = (await keys.keyFor(subject, true))!;
      return `${PREFIX}${subject}:${seal(key, value)}`;
    });
    return { ...event, data: sealed };
  };

  const openEvent = async (event: RecordedEvent): Promise<RecordedEvent> => {
    const declared = fields[event.type];
    if (!declared || !event.data || typeof event.data !== 'object') return event;
    const data = await mapFields(event.data as Record<string, unknown>, declared, async (value, field) => {
      if (!value.startsWith(PREFIX)) return value;
      const at = value.lastIndexOf(SEALED_AT);
      const subject = value.slice(PREFIX.length, at);
      const key = await keys.keyFor(subject, false);
      return (key && open(key, value.slice(at + 1))) ?? placeholder(field.kind, subject);
    });
    return { ...event, data };
  };
  // Most events carry no one's data (every deal save, every sign-in): those pass as they are, without a
  // promise or a copy each, on the hot paths of every command's stream read and every projection page.
  const personal = (event: NewEvent) => fields[event.type] !== undefined;
  const openAll = async (events: RecordedEvent[]): Promise<RecordedEvent[]> => {
    if (options.onRead) for (const event of events) options.onRead(event);
    return events.some(personal) ? Promise.all(events.map((e) => (personal(e) ? openEvent(e) : e))) : events;
  };

  return {
    async append(streamId, events, expectedRevision) {
      const sealed = events.some(personal) ? await Promise.all(events.map((e) => sealEvent(streamId, e))) : events;
      return inner.append(streamId, sealed, expectedRevision);
    },
    readStream: async (streamId, o) => openAll(await inner.readStream(streamId, o)),
    readAll: async (o) => openAll(await inner.readAll(o)),
    subscribeToAll(o): Subscription {
      const subscription = inner.subscribeToAll(o);
      return {
        close: () => subscription.close(),
        async *[Symbol.asyncIterator]() {
          for await (const event of subscription) {
            options.onRead?.(event);
            yield personal(event) ? await openEvent(event) : event;
          }
        },
      };
    },
    headPosition: () => inner.headPosition(),
    close: () => inner.close(),
  };
}
