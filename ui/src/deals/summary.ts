import type { Change } from '@dealbook/domain/deals/diff';
import { parsePath } from '@dealbook/domain/deals/path';
import { componentTypes } from '@dealbook/domain/catalog/components';
import { componentFieldLabel, dealFieldLabel, formatValue, humanize, listItemNames } from './labels';

/** One line of a change summary: what changed, in words, and its values before and after. */
export type ChangeLine = {
  kind: 'field' | 'added' | 'removed' | 'moved';
  label: string;
  from: string;
  to: string;
  /** The change's path, for a field's own history. */
  path: string;
};

type Item = Record<string, unknown>;
/** Deals (any version) in which to look up an item by its id, for its name. */
export type NameSources = readonly (object | null | undefined)[];

function findItem(sources: NameSources, list: string, itemId: string): Item | undefined {
  for (const deal of sources) {
    const items = (deal as Record<string, unknown> | null | undefined)?.[list];
    const found = Array.isArray(items) ? (items as Item[]).find((item) => item?.item_id === itemId) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** `Component 'Tower A' (Apartments)` or `Senior Loan 'Bank A'`; an unnamed item says its kind only. */
export function itemTitle(list: string, item: Item | undefined): string {
  const kind = listItemNames[list] ?? humanize(list);
  const name = typeof item?.name === 'string' && item.name.trim() !== '' ? ` '${item.name.trim()}'` : '';
  const type =
    list === 'sub_properties' && typeof item?.type === 'string'
      ? componentTypes[item.type as keyof typeof componentTypes]?.title
      : undefined;
  return `${kind}${name}${type ? ` (${type})` : ''}`;
}

/** A change as a person reads it: field labels rather than paths; a whole item added or removed as such. */
export function describeChange(change: Change, sources: NameSources = []): ChangeLine {
  const { segments, order } = parsePath(change.path);
  const [first, second, ...rest] = segments;
  const list = first && 'key' in first ? first.key : '';
  const base = { path: change.path, from: '', to: '' };
  if (order) return { ...base, kind: 'moved', label: `${listItemNames[list] ?? humanize(list)}s reordered` };
  if (!second || !('itemId' in second)) {
    const key = segments.map((s) => ('key' in s ? s.key : s.itemId)).join('.');
    return { ...base, kind: 'field', label: dealFieldLabel(key), from: formatValue(list, change.from), to: formatValue(list, change.to) };
  }
  if (rest.length === 0) {
    const added = change.from === undefined || change.from === null;
    const item = (added ? change.to : change.from) as Item | undefined;
    return { ...base, kind: added ? 'added' : 'removed', label: `${itemTitle(list, item)} ${added ? 'added' : 'removed'}` };
  }
  const item = findItem(sources, list, second.itemId);
  const key = rest.map((s) => ('key' in s ? s.key : s.itemId)).join('.');
  const field = list === 'sub_properties' ? componentFieldLabel(key) : humanize(key);
  return {
    ...base,
    kind: 'field',
    label: `${itemTitle(list, item)} · ${field}`,
    from: formatValue(key, change.from),
    to: formatValue(key, change.to),
  };
}

/** A version's changes in one sentence for its row in the versions list, e.g. `Project Name, Component 'A' added`. */
export function summarizeChanges(changes: readonly Change[], sources: NameSources = [], max = 3): string {
  if (changes.length === 0) return 'No changes';
  const lines = changes.map((change) => describeChange(change, sources).label);
  const shown = lines.slice(0, max).join('; ');
  return lines.length > max ? `${shown}; and ${lines.length - max} more` : shown;
}
