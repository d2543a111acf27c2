import type { StrategyOption } from '@dealbook/domain/matching/selection';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { matchingMessages } from '@dealbook/domain/matching/messages';
import type { Division, DivisionRef } from '../../account/sourcing-api';

/** Why a division cannot be saved; absent keys are fine. */
export type Problems = { name?: string; size?: string };

const normal = (name: string) => name.trim().toLowerCase();

/** A division name: non-empty, and unlike every other division's of the industry, case-insensitively. */
export function nameProblem(name: string, others: readonly DivisionRef[]): string | undefined {
  if (name.trim() === '') return matchingMessages.divisionNameRequired;
  if (others.some((d) => normal(d.name) === normal(name))) return matchingMessages.divisionNameTaken(name.trim());
  return undefined;
}

/** The minimum strictly below the maximum; an empty maximum is no limit, an empty minimum zero. */
export function sizeProblem({ min, max }: { min: number | null; max: number | null }): string | undefined {
  return max !== null && (min ?? 0) >= max ? matchingMessages.invertedSize : undefined;
}

/** The problems of a working copy; `siblings` are the industry's divisions (its own entry is left out by id). */
export function problemsOf(division: Division, siblings: readonly DivisionRef[]): Problems {
  const problems: Problems = {};
  const name = nameProblem(
    division.name,
    siblings.filter((d) => d.id !== division.id),
  );
  const size = sizeProblem(division.Strategies.CapitalTransSize);
  if (name) problems.name = name;
  if (size) problems.size = size;
  return problems;
}

/** The option list with `value` flipped. */
export const toggled = (options: StrategyOption[], value: string): StrategyOption[] =>
  options.map((o) => (o.value === value ? { ...o, selected: !o.selected } : o));

/** The option list with every option `pick` chooses set to `selected`. */
export const setAll = (options: StrategyOption[], pick: (o: StrategyOption) => boolean, selected: boolean): StrategyOption[] =>
  options.map((o) => (pick(o) ? { ...o, selected } : o));

/** Structural equality of plain JSON values (the working copy against the original). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** A failed call as the message dialog shows it: the server's title and message, else ours. */
export function failureText(error: unknown, fallback: string): DialogText {
  const e = error as { title?: unknown; message?: unknown } | null;
  const message = typeof e?.message === 'string' && e.message !== '' ? e.message : fallback;
  return { title: typeof e?.title === 'string' && e.title !== '' ? e.title : matchingMessages.profileFailed, message };
}
