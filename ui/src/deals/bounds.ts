import { dealFieldBounds, type FieldBoundsTable } from '@dealbook/domain';
import type { FieldErrors } from './form';

type Fields = Record<string, unknown>;

/** A number outside its field's domain (domain/src/deals/bounds.ts), in the words the server answers. */
function errorOf(table: FieldBoundsTable, field: string, value: unknown, item: Fields): string | null {
  const bounds = table[field];
  if (!bounds || typeof value !== 'number') return null;
  if (!Number.isFinite(value) || value < bounds.min || value > bounds.max || (bounds.integer && !Number.isInteger(value))) {
    return bounds.message;
  }
  const inYears = bounds.unitsField !== undefined && item[bounds.unitsField] === 'years';
  if (inYears && bounds.maxYears !== undefined && value > bounds.maxYears) return bounds.message;
  return null;
}

function check(errors: FieldErrors, table: FieldBoundsTable, item: Fields, prefix: string): void {
  for (const [field, value] of Object.entries(item)) {
    const message = errorOf(table, field, value, item);
    if (message) errors[`${prefix}${field}`] = message;
  }
}

/**
 * The deal's numbers checked against the same domains the server checks at Save (`dealFieldBounds`, read
 * from the deal schema): the form shows them as they are typed, keyed by the form's field paths
 * (`closing_basis`, `sub_properties.0.exit_cap_percentage_min`, `senior_loans.1.interest_rate`).
 */
export function boundErrors(deal: Fields): FieldErrors {
  const errors: FieldErrors = {};
  const { deal: own, ...lists } = dealFieldBounds as Record<string, FieldBoundsTable>;
  check(errors, own ?? {}, deal, '');
  for (const [list, table] of Object.entries(lists)) {
    const items = deal[list];
    if (!Array.isArray(items)) continue;
    items.forEach((item: unknown, i) => {
      if (item && typeof item === 'object') check(errors, table, item as Fields, `${list}.${i}.`);
    });
  }
  return errors;
}

const GROUPED = new Set(['money', 'signedMoney', 'area', 'quantity']);

/** Whether a number field is shown grouped in thousands (amounts, sizes, counts), by its key in any list. */
export function groupsThousands(key: string): boolean {
  for (const table of Object.values(dealFieldBounds as Record<string, FieldBoundsTable>)) {
    const kind = table[key]?.kind;
    if (kind) return GROUPED.has(kind);
  }
  return false;
}
