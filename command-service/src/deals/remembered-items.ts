/**
 * The deal bodies' validation for what an editor sends: the whole deal at every save, its list items mostly
 * unchanged since the last one. zod walks every key of an item's schema (about 200 for a component) for each
 * of a deal's items, present or not, which made validation the largest cost of a save (P3).
 *
 * Here each list item is validated alone with its own schema and the result remembered by the item's JSON
 * text: an item's validation depends on nothing but the item (no refinement of the deal looks into its
 * lists), so the same text always gives the same value. The deal's other fields are validated with the
 * deal's schema less those lists. A body that is not a plain object, or with an item that fails, is left to
 * the whole schema (`registerFastParse`), so refusals and their messages are the route schema's own.
 *
 * Remembered values are frozen: they are shared by every body that sends the same item. An item's text is
 * the body's own where its parser recorded it (infra/src/http/item-texts.ts), so the item need not be
 * written out again to be looked up.
 */
import { z } from 'zod';
import { deepFreeze, itemListNames } from '@dealbook/domain';
import { isPlainObject } from '@dealbook/domain/deals/schema-parts';
import { itemTextsOf } from '@dealbook/infra/http/item-texts';

/** Items remembered per list: enough for the deals being edited at once, about 1 KB each. */
const REMEMBERED_ITEMS = 20_000;

type ListName = (typeof itemListNames)[number];

/** The array schema inside a list's optional, nullable and preprocessing wrappers. */
function arrayOf(schema: z.ZodType): z.ZodArray | undefined {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return arrayOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return arrayOf(schema.out as z.ZodType);
  return schema instanceof z.ZodArray ? schema : undefined;
}

/**
 * A parse of `body` (a deal object schema, extended or not) after `prepare` (the route's preprocessing),
 * or undefined where the whole schema must run.
 */
export function rememberedItemsParse(body: z.ZodObject, prepare: (raw: unknown) => unknown): (data: unknown) => unknown {
  const shape = body.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  const lists = new Map<ListName, { item: z.ZodType; remembered: Map<string, unknown> }>();
  for (const name of itemListNames) {
    const array = shape[name] && arrayOf(shape[name]);
    if (array) lists.set(name, { item: array.element as z.ZodType, remembered: new Map() });
  }
  // The deal's own fields, by which lists the body sends as arrays (the others stay with the fields).
  const rests = new Map<string, z.ZodObject>();
  const restOf = (sent: ListName[]) => {
    const signature = sent.join(',');
    let rest = rests.get(signature);
    if (!rest) rests.set(signature, (rest = body.omit(Object.fromEntries(sent.map((name) => [name, true])) as never)));
    return rest;
  };

  const itemValue = (list: { item: z.ZodType; remembered: Map<string, unknown> }, item: unknown, text: string): unknown => {
    const known = list.remembered.get(text);
    if (known !== undefined) return known;
    const parsed = list.item.safeParse(item);
    if (!parsed.success) return undefined;
    // A copy of the text: a body's text is a slice of the whole body, which it would keep alive.
    list.remembered.set(Buffer.from(text).toString(), deepFreeze(parsed.data));
    if (list.remembered.size > REMEMBERED_ITEMS) list.remembered.delete(list.remembered.keys().next().value!);
    return parsed.data;
  };

  return (data) => {
    const prepared = prepare(data);
    if (!isPlainObject(prepared) || !isPlainObject(data)) return undefined;
    const texts = itemTextsOf(data);
    const sent = [...lists.keys()].filter((name) => Array.isArray(prepared[name]));
    const values = new Map<string, unknown[]>();
    for (const name of sent) {
      const list = lists.get(name)!;
      const items: unknown[] = [];
      // The body's texts line up with its own array; an item `prepare` replaced (given an id) is written out.
      const raw = data[name];
      const bodyTexts = Array.isArray(raw) ? texts?.get(name) : undefined;
      const sentItems = prepared[name] as unknown[];
      for (let i = 0; i < sentItems.length; i++) {
        const item = sentItems[i];
        const text =
          bodyTexts && bodyTexts.length === (raw as unknown[]).length && (raw as unknown[])[i] === item
            ? bodyTexts[i]!
            : JSON.stringify(item);
        const value = itemValue(list, item, text);
        if (value === undefined) return undefined;
        items.push(value);
      }
      values.set(name, items);
    }
    const rest = restOf(sent).safeParse(prepared);
    if (!rest.success) return undefined;
    // In the schema's key order, as the whole schema gives them.
    const parsed = rest.data as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      if (values.has(key)) out[key] = values.get(key);
      else if (key in parsed) out[key] = parsed[key];
    }
    return out;
  };
}
