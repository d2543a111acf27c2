import { randomBytes } from 'node:crypto';
import type { DocumentStore } from '../document-store/port';

/** The collection of per-person keys: never a read model, never rebuilt, never copied into one. */
export const PERSONAL_KEYS = 'personal_keys';

/**
 * One AES-256 key per person (issue 19, R12: crypto-shredding). Events hold a person's data only sealed
 * with their key; destroying the key is erasing the data, wherever copies of those events went (backups,
 * the log itself, which is never rewritten). Keys live in their own document store (`keys.sqlite` on the
 * embedded adapters, the `personal_keys` collection in MongoDB) so that no projection rebuild, export or
 * read model touches them.
 *
 * Keys are read from the store each time, never cached: a process that did not do the erasing cannot go on
 * opening a person's data with a copy of a key destroyed elsewhere. Only personal fields need a key, so
 * few events pay the read. One process creates keys, the one that appends events (the command side);
 * within it, creation of one subject's key is serialised so that two appends never seal with two keys.
 */
export interface PersonalKeys {
  /** The subject's key, created when `create` and none exists; null when there is none (never made, or erased). */
  keyFor(subject: string, create: boolean): Promise<Buffer | null>;
  /** Destroys the subject's key: what was sealed with it can never be opened again. */
  destroy(subject: string): Promise<void>;
}

export function documentKeys(documents: DocumentStore): PersonalKeys {
  const creating = new Map<string, Promise<Buffer>>();
  let ready: Promise<void> | null = null;
  const ensure = () => (ready ??= documents.ensureCollection({ name: PERSONAL_KEYS }));
  const read = async (subject: string) => {
    await ensure();
    const doc = await documents.get<{ _id: string; key: string }>(PERSONAL_KEYS, subject);
    return doc ? Buffer.from(doc.key, 'base64') : null;
  };
  const create = (subject: string) => {
    let pending = creating.get(subject);
    if (!pending) {
      pending = (async () => {
        const existing = await read(subject);
        if (existing) return existing;
        const key = randomBytes(32);
        await documents.upsert(PERSONAL_KEYS, { _id: subject, key: key.toString('base64') });
        return key;
      })().finally(() => creating.delete(subject));
      creating.set(subject, pending);
    }
    return pending;
  };
  return {
    keyFor: (subject, mayCreate) => (mayCreate ? create(subject) : read(subject)),
    async destroy(subject) {
      await ensure();
      await documents.delete(PERSONAL_KEYS, subject);
    },
  };
}
