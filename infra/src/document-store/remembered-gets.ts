import { forgetWithDecoded } from '@dealbook/domain';
import type { Doc } from './port';

/** Documents that were written: some of a collection by id, or (`all`) any, as after a rebuild's swap. */
export type ChangedDocs = { all: true } | { all?: false; ids: [collection: string, id: string][] };

/** Subscribes to the changes of the process that writes the documents; returns the unsubscribe. */
export type DocChanges = (listener: (changed: ChangedDocs) => void) => () => void;

/** Beyond this many, the remembered documents are forgotten all at once (a few MB of user documents). */
const REMEMBERED = 10_000;

interface Getter {
  get(collection: string, id: string): Promise<Doc | null>;
}

/**
 * `get` answered from memory for the documents of `collections` (absent ones too) once read, until the
 * writer tells they changed. Used where every request reads the same few documents (the signed-in user and
 * whether the session was revoked) and the writer is in reach to tell of each write: the projections'
 * thread of the one-process runtime reports them with its checkpoints, after they are committed.
 *
 * A read that a change overtook is not kept: it may hold what was there before. So a change that arrives
 * after a read has the same effect as arriving before it, and nothing older than the last reported change
 * is ever answered. Erasing a person's data forgets everything remembered (it may hold decoded data).
 */
export function rememberedGets<G extends Getter>(documents: G, collections: string[], changes: DocChanges): Getter {
  const remembered = new Map<string, Doc | null>();
  const watched = new Set(collections);
  let generation = 0;
  changes((changed) => {
    generation++;
    if (changed.all) remembered.clear();
    else for (const [collection, id] of changed.ids) remembered.delete(key(collection, id));
  });
  forgetWithDecoded({
    clear() {
      generation++;
      remembered.clear();
    },
  });
  return {
    async get(collection, id) {
      if (!watched.has(collection)) return documents.get(collection, id);
      const k = key(collection, id);
      const kept = remembered.get(k);
      if (kept !== undefined) return kept;
      const started = generation;
      const doc = await documents.get(collection, id);
      if (generation === started) {
        if (remembered.size >= REMEMBERED) remembered.clear();
        remembered.set(k, doc && Object.freeze(doc));
      }
      return doc;
    },
  };
}

function key(collection: string, id: string): string {
  return `${collection}\u0000${id}`;
}
