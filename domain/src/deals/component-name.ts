import { nameSchema } from '../shared/names';
import { optional } from './schema-parts';

/**
 * The punctuation a component's name may not hold. A component's name titles its sheet and its rows in the
 * spreadsheet model and its lines in the summary, where these read as formula or path syntax; letters,
 * digits, spaces and hyphens are all a name needs ('North-Wing 2').
 */
const forbidden = /[`~!@#$%^&*()_+={}|[\]\\:';"<>?,./]/g;

/** A component's name with the forbidden characters left out: what the entry screen keeps as one types, and what is stored. */
export function componentNameOf(value: string): string {
  return value.replace(forbidden, '');
}

/** The component name field: cleaned as every name is, then without the forbidden characters, on the server as on the screen. */
export const componentName = optional(nameSchema.overwrite(componentNameOf));
