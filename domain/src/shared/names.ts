import { z } from 'zod';

/**
 * Characters no name needs and that let one name pass for another on a screen: the C0 and C1 controls
 * (NUL, escape, DEL, …) and the bidirectional overrides, embeddings, isolates and marks (U+202A–U+202E,
 * U+2066–U+2069, U+200E, U+200F, U+061C) that reverse or reorder the text around them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const unsafe = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Line breaks and tabs separate words: they become a space rather than gluing the words together. */
const breaks = /[\t\n\v\f\r\u0085]+/g;

/** A name as people will see it: breaks turned into spaces, controls and bidi marks removed, trimmed. */
export function cleanName(value: string): string {
  return value.replace(breaks, ' ').replace(unsafe, '').trim();
}

/**
 * A name field: cleaned before any length check, so the limit counts what is kept. Every name the server
 * accepts (deal, component, financing item, company, person) is parsed with it.
 */
export const nameSchema = z.string().overwrite(cleanName);
