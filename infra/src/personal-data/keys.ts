import { randomBytes } from 'node:crypto';
import type { DocumentStore } from '../document-store/port';

/** The collection of per-person keys: never a read model, never rebuilt, never copied into one. */
export const PERSONAL_KEYS = 'personal_keys';

/**
 * One AES-256 key per person (crypto-shredding). Events hold a person's data only sealed
 * with their key; destroying the key is erasing the data, wherever copies of those events went (backups,
 * the log itself, which is never rewritten). Keys live in their own document store (`keys.sqlite` on the
 * embedded adapters, the `personal_keys` collection in MongoDB) so that no projection rebuild, export or
 * read model touches them.
 *
 * Keys are read from the store each time, never cached: a process that did not do the erasing cannot go on
 * opening a person's data with a copy of a key destroyed elsewhere. Only personal fields need a key, so
 * few events pay the read. Every process that appends events may create keys (the command side, and the
 * query side recording file use): a key is stored only if none is, and read back, so all agree on one.
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
        // Another process may be making this subject's key at this moment: the first stored is the key, and
        // everyone reads it back. An overwrite would leave what was sealed with the first unreadable for good.
        await documents.insertIfAbsent(PERSONAL_KEYS, { _id: subject, key: randomBytes(32).toString('base64') });
        return (await read(subject))!;
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
