import type { DocumentStore } from '../document-store/port';

/**
 * What the command side notes of a person just before their keys go, for the workers to find copies by:
 * their names and address in the clear, kept only until the erasure job has run (then deleted).
 */
export const ERASURE_NOTES = 'erasure_notes';

export type ErasureNote = { _id: string; values: string[] };

/** Keeps the values to look for (the composition gives it to the erase route; workers/src/erasure.ts reads them). */
export function erasureNotes(documents: DocumentStore) {
  return async (userId: string, values: string[]): Promise<void> => {
    await documents.ensureCollection({ name: ERASURE_NOTES });
    await documents.upsert(ERASURE_NOTES, { _id: userId, values: values.filter((v) => v.trim().length >= 3) } satisfies ErasureNote);
  };
}
