/**
 * The dialogs that feed derived values: which inputs each edits, the value the
 * engine derives from them, whether a typed value differs (the 'Yes, Please Update Values / No, Keep
 * Original Values' prompt), and what applying or resetting writes back to the component.
 */
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { CONSTRUCTION_LINE_ITEMS, STABILIZATION_LINE_ITEMS, capexBasis } from '@dealbook/domain/calc/capex';
import { areaFromSquareFeet, isAreaUnit, projectArea } from '@dealbook/domain/calc/area';
import { componentNoi } from '@dealbook/domain/calc/component-noi';
import { AREA_RESET_BLOCKED_MESSAGE, areaResetBlockers } from '@dealbook/domain/calc/dependency-tree';
import { periodMultiplier } from '@dealbook/domain/calc/noi';
import { round2 } from '@dealbook/domain/calc/round';
import type { SubPropertyInput } from '@dealbook/domain/calc/input';
import { noiInputKeys } from '@dealbook/domain/calc/noi-inputs';

export type DialogKind = 'area' | 'construction' | 'stabilization' | 'stabilized_noi' | 'interim_noi';
export type Patch = Partial<Record<keyof SubProperty, unknown>>;

type Target = { field: keyof SubProperty; flag: keyof SubProperty; title: string; label: string };

export const dialogTargets: Record<DialogKind, Target> = {
  area: { field: 'project_size_amount', flag: 'project_area_is_derived', title: 'Component area', label: 'Project area' },
  construction: {
    field: 'development_basis',
    flag: 'development_basis_is_derived',
    title: 'Construction capex',
    label: 'Development basis',
  },
  stabilization: {
    field: 'stabilization_basis',
    flag: 'stabilization_basis_is_derived',
    title: 'Stabilization capex',
    label: 'Stabilization basis',
  },
  stabilized_noi: {
    field: 'stabilized_noi',
    flag: 'stabilized_noi_is_derived',
    title: 'Stabilized operating income',
    label: 'Stabilized NOI',
  },
  interim_noi: { field: 'interim_noi', flag: 'interim_noi_is_derived', title: 'Interim operating income', label: 'Interim NOI' },
};

const withOverride = (key: string) => [key, `${key}_override`, `${key}_override_input`];

/** The component keys each dialog edits (its inputs; the derived field itself is written on apply). */
export function dialogInputKeys(kind: DialogKind): string[] {
  switch (kind) {
    case 'area':
      return [
        'project_area_amount',
        'project_area_units',
        ...withOverride('project_area_load_factor'),
        ...withOverride('project_area_loss_factor'),
      ];
    case 'construction':
      return CONSTRUCTION_LINE_ITEMS.flatMap((item) => [`${item}_amount`, `${item}_units`]);
    case 'stabilization':
      return STABILIZATION_LINE_ITEMS.flatMap((item) => [`${item}_amount`, `${item}_units`]);
    case 'stabilized_noi':
    case 'interim_noi':
      return noiInputKeys(kind === 'stabilized_noi' ? 'stabilized' : 'interim');
    default: {
      const _exhaustive: never = kind;
      return _exhaustive;
    }
  }
}

const asInput = (c: SubProperty | Patch) => c as SubPropertyInput;

/**
 * The inputs a dialog changed, hidden ones included (a field shown only when relevant keeps its value in
 * the draft): every key of `dialogInputKeys` whose draft value differs from the component's.
 */
export function inputsPatch(kind: DialogKind, before: SubProperty, draft: SubProperty): Patch {
  const was = before as Record<string, unknown>;
  const now = draft as Record<string, unknown>;
  return Object.fromEntries(
    dialogInputKeys(kind)
      .filter((key) => (now[key] ?? null) !== (was[key] ?? null))
      .map((key) => [key, now[key] ?? null]),
  );
}

/** The value the engine derives from the dialog's inputs, in the unit of the field it is written to. */
export function derivedValue(kind: DialogKind, c: SubProperty): number {
  const flagged = { ...c, [dialogTargets[kind].flag]: true };
  switch (kind) {
    case 'area': {
      const sf = projectArea(asInput({ ...flagged, project_area_amount: c.project_area_amount ?? 0 })).area_sf;
      return isAreaUnit(c.project_size_units) ? round2(areaFromSquareFeet(sf, c.project_size_units)) : sf;
    }
    case 'construction':
      return capexBasis(asInput(flagged), 'construction').amount;
    case 'stabilization':
      return capexBasis(asInput(flagged), 'stabilization').amount;
    case 'stabilized_noi':
      return componentNoi(asInput(flagged)).stabilized_noi;
    case 'interim_noi':
      return componentNoi(asInput({ ...flagged, is_interim_noi: true })).interim_noi ?? 0;
    default: {
      const _exhaustive: never = kind;
      return _exhaustive;
    }
  }
}

/** The value typed on the entry screen, comparable with the derived one (a typed NOI is annualized by its period). */
export function typedValue(kind: DialogKind, c: SubProperty): number | null {
  if (kind === 'area' && !isAreaUnit(c.project_size_units)) return null;
  const value = c[dialogTargets[kind].field] as number | null | undefined;
  if (value === null || value === undefined) return null;
  return kind === 'stabilized_noi' ? round2(value * periodMultiplier(c.stabilized_noi_period)) : value;
}

/** A typed value the derived one would overwrite: the case the spec asks about before updating. */
export function needsPrompt(kind: DialogKind, c: SubProperty): boolean {
  const typed = typedValue(kind, c);
  return typed !== null && c[dialogTargets[kind].flag] !== true && Math.abs(typed - derivedValue(kind, c)) >= 0.005;
}

/**
 * What applying writes: the derived value rounded to 2 decimals with its `_is_derived` flag true ('Yes,
 * Please Update Values'), or the inputs kept while the typed value stays and the flag is false ('No, Keep
 * Original Values').
 */
export function applyPatch(kind: DialogKind, c: SubProperty, update: boolean): Patch {
  const { field, flag } = dialogTargets[kind];
  if (!update) return { [flag]: false };
  const value = derivedValue(kind, c);
  const patch: Patch = { [flag]: true };
  if (kind !== 'area' || isAreaUnit(c.project_size_units)) patch[field] = value;
  if (kind === 'stabilized_noi') patch.stabilized_noi_period = 'yearly';
  if (kind === 'interim_noi') patch.is_interim_noi = true;
  return patch;
}

export type Reset = { patch: Patch | null; toast: string };

/** Resetting clears the dialog's inputs and the derived flag; area inputs stay while a derived value depends on them. */
export function resetPatch(kind: DialogKind, c: SubProperty): Reset {
  if (kind === 'area' && areaResetBlockers(asInput(c)).length > 0) return { patch: null, toast: AREA_RESET_BLOCKED_MESSAGE };
  const patch: Patch = Object.fromEntries(dialogInputKeys(kind).map((key) => [key, null]));
  patch[dialogTargets[kind].flag] = false;
  const what =
    kind === 'area' ? 'Project area inputs' : kind === 'construction' || kind === 'stabilization' ? 'Cost inputs' : 'Income inputs';
  return { patch, toast: `${what} reset: the ${dialogTargets[kind].label.toLowerCase()} keeps its entered value.` };
}
