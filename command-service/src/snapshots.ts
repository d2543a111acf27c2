/**
 * Snapshots of a decider's state, kept beside the event log so that a command on a long stream reads only
 * the events after the last one (P9: every sign-in appends to `user-<id>` and every explicit
 * save to `deal-<id>`, and a command that folds the whole stream costs more the older the account or deal).
 *
 * Why snapshots rather than moving sign-ins to a stream no decision reads: the lockout is a decision that
 * reads sign-ins (failures in the window, and the success that clears them), so those facts belong in the
 * user's stream, under its revision; moving them would split one consistency boundary in two. And a move
 * cures one stream, where snapshots cure any long stream whose decider opts in.
 *
 * A snapshot is a cache, never a source of truth: the event log stays the only record and the snapshot is
 * trusted only when
 * - it was written by the same decider version and the same evolve code (`snapshotKey`): a decider
 *   change that forgets to bump its version still changes the key, so a kept state cannot outlive the code
 *   that folded it (the version covers what the code text does not: helpers, the state's shape);
 * - the stream still holds, at the snapshot's revision, the very event it was folded up to (id and
 *   recorded time): a snapshot ahead of the stream (a log restored from an older backup) or of a stream
 *   written again is ignored and the whole stream is folded.
 * A snapshot that cannot be read or written costs speed, never a command: the stream is folded instead.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Decider } from '@dealbook/domain';
import type { DocumentStore } from '@dealbook/infra/document-store/port';
import type { EmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';

/**
 * A load that folded this many events past the kept state keeps a new one. On the embedded stores an event
 * read costs ~3.5 µs and keeping a state ~25 µs: at 20, a command reads no more past the kept state than a
 * new account's whole stream holds, and the writes cost about 1 µs a command.
 */
export const SNAPSHOT_EVERY = 20;
/** How many of the latest command ids a snapshot remembers, so that a retry just behind it is known. */
export const RECENT_COMMANDS = 100;

export interface StreamSnapshot {
  streamId: string;
  /** Revision of the last event folded into `state`. */
  revision: number;
  /** That event's id and recorded time: the anchor checked before the snapshot is trusted. */
  eventId: string;
  recordedAt: string;
  /** `snapshotKey` of the decider that folded it. */
  key: string;
  /** The state as JSON (a string: the document store never reinterprets its keys or values). */
  state: string;
  /** Ids of the last commands folded (oldest first, at most RECENT_COMMANDS). */
  commandIds: string[];
}

export interface SnapshotStore {
  /** Null when there is none, or it cannot be read. */
  load(streamId: string): Promise<StreamSnapshot | null>;
  /** Replaces the stream's snapshot; a failure is reported, never thrown. */
  save(snapshot: StreamSnapshot): Promise<void>;
  /** Drops the stream's snapshot (its person's data was erased: the kept state holds it in the clear). */
  forget?(streamId: string): Promise<void>;
  /**
   * Drops the snapshots of every stream whose id starts with `prefix`: those of all deals on an erasure,
   * since any deal's state may hold the person's address or name (a share, an invitation, a file request).
   */
  forgetStreams?(prefix: string): Promise<void>;
}

export const SNAPSHOTS = 'stream_snapshots';
/** How many snapshots `forgetStreams` reads and drops at a time. */
const FORGET_PAGE = 100;

const snapshotDoc = z.object({
  _id: z.string(),
  revision: z.number().int().nonnegative(),
  eventId: z.string(),
  recordedAt: z.string(),
  key: z.string(),
  state: z.string(),
  commandIds: z.array(z.string()),
});

/**
 * Snapshots as documents keyed by stream id. On the embedded runtime give it a document store of its own
 * file: the projections' thread holds the read models' write lock for whole batches. `onError` hears of
 * a store that fails (a log line), since the commands go on without it.
 */
export function documentSnapshots(
  documents: DocumentStore,
  options: { collection?: string; onError?: (error: unknown) => void } = {},
): SnapshotStore {
  const collection = options.collection ?? SNAPSHOTS;
  const report = options.onError ?? (() => {});
  let ready: Promise<void> | null = null;
  const ensure = () => {
    ready ??= documents.ensureCollection({ name: collection }).catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  };
  return {
    async load(streamId) {
      try {
        await ensure();
        const parsed = snapshotDoc.safeParse(await documents.get(collection, streamId));
        if (!parsed.success) return null;
        const { _id, ...rest } = parsed.data;
        return { streamId: _id, ...rest };
      } catch (error) {
        report(error);
        return null;
      }
    },
    async save({ streamId, ...rest }) {
      try {
        await ensure();
        await documents.upsert(collection, { _id: streamId, ...rest });
      } catch (error) {
        report(error);
      }
    },
    async forget(streamId) {
      await ensure();
      await documents.delete(collection, streamId);
      // On the embedded store, no older copy of the page may keep the state in its write-ahead log.
      await (documents as Partial<EmbeddedDocumentStore>).forgetOldPages?.();
    },
    async forgetStreams(prefix) {
      await ensure();
      // In pages, so that a store of many large states is never read into memory at once.
      const literal = prefix.replace(/[.*+?^$|()[\]{}\\]/g, '\\$&');
      const filter = { _id: { $regex: `^${literal}` } };
      for (;;) {
        const page = await documents.find(collection, filter, { limit: FORGET_PAGE });
        if (page.length === 0) break;
        await documents.write(page.map((doc) => ({ op: 'delete' as const, collection, id: doc._id })));
      }
      await (documents as Partial<EmbeddedDocumentStore>).forgetOldPages?.();
    },
  };
}

const codeHashes = new WeakMap<object, { initialState: unknown; hash: string }>();

/**
 * What a kept state must have been folded by: the decider's declared version, a hash of its evolve's code
 * and of its initial state. Null when the decider does not opt in.
 */
export function snapshotKey<C, E, S>(decider: Decider<C, E, S>): string | null {
  if (!decider.snapshot) return null;
  const cached = codeHashes.get(decider.evolve);
  let hash = cached?.hash;
  if (!cached || cached.initialState !== decider.initialState) {
    const code = `${decider.evolve.toString()}\n${JSON.stringify(decider.initialState)}`;
    hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
    codeHashes.set(decider.evolve, { initialState: decider.initialState, hash });
  }
  return `v${decider.snapshot.version}:${hash}`;
}

/** True when JSON gives the value back unchanged, so a state that is not is never kept. */
export function survivesJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(survivesJson);
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value).every((v) => v !== undefined && survivesJson(v));
}

/** The ids of the latest distinct commands, oldest first. */
export function recentCommandIds(before: readonly string[], after: readonly string[]): string[] {
  const latestFirst = new Set([...before, ...after].reverse());
  return [...latestFirst].slice(0, RECENT_COMMANDS).reverse();
}
