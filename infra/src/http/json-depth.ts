import type { FastifyInstance } from 'fastify';
import { recordItemTexts, scanJson } from './item-texts';

/** Deeper than any body the product sends (a deal nests 4 levels); enough to spare every later recursion. */
export const MAX_JSON_DEPTH = 64;
/** Bodies this long or longer have their list items' texts recorded: a deal with its components. */
const ITEM_TEXTS_FROM = 2048;

/**
 * How deeply a JSON text nests objects and arrays, read without parsing it (brackets inside strings do not
 * count). Stops counting past `limit`. The same pass as the one that records list items' texts.
 */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  return scanJson(text, limit).depth;
}

/**
 * JSON bodies nested deeper than MAX_JSON_DEPTH are refused with a 400 before they are parsed: a 10,000-deep
 * list in a draft (which keeps what was typed) once reached the event store, whose JSON.stringify ran out of
 * stack (R6). Otherwise Fastify's own parser, with its `__proto__` and `constructor` checks.
 */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    // A large body's list items are read as texts in the same pass (item-texts.ts).
    const scan = scanJson(text, MAX_JSON_DEPTH);
    if (scan.depth > MAX_JSON_DEPTH) {
      const error = Object.assign(new Error(`This request nests its data more than ${MAX_JSON_DEPTH} levels deep.`), {
        statusCode: 400,
        code: 'TOO_DEEP',
      });
      return done(error, undefined);
    }
    parse(request, text, (error: Error | null, value?: unknown) => {
      if (!error && text.length >= ITEM_TEXTS_FROM) recordItemTexts(value, scan.items);
      done(error, value);
    });
  });
}
