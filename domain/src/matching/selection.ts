import { z } from 'zod';
import {
  assetClassCodes,
  horizons,
  sourcingListGroupNames,
  sourcingListGroups,
  type AssetClass,
  type SourcingListGroup,
} from '../catalog/sourcing';
import { matchingErrors } from './errors';

/**
 * A division's strategy as the events keep it: the selected values of each group, nothing else. The spec's
 * option lists (`{value, selected}` for every option) are a view of it (`strategyOf`), built for the screen.
 * An empty group states no preference: the matcher neither requires nor rewards it.
 */
const values = z.array(z.string().min(1));
export const selectionSchema = z.object({
  Asset_Class: values,
  Property: values,
  Risk_Class: values,
  Business_Plan: values,
  Applied_Strategy: values,
  Product_Strategy: values,
  Cap_Struct: values,
  Horizon: z.object({ DEBT: values, DEQT: values, PHYS: values }),
  CapitalTransSize: z.object({ min: z.number().nonnegative().nullable(), max: z.number().nonnegative().nullable() }),
  Geography: values,
  Territory: values,
});
export type Selection = z.infer<typeof selectionSchema>;

export const emptySelection = (): Selection => ({
  Asset_Class: [],
  Property: [],
  Risk_Class: [],
  Business_Plan: [],
  Applied_Strategy: [],
  Product_Strategy: [],
  Cap_Struct: [],
  Horizon: { DEBT: [], DEQT: [], PHYS: [] },
  CapitalTransSize: { min: null, max: null },
  Geography: [],
  Territory: [],
});

/** The spec's shape: every option of a group with its value and selected flag (Geography and Territory carry their extras). */
export type StrategyOption = { value: string; label: string; selected: boolean } & Record<string, unknown>;
export interface Strategy {
  Asset_Class: StrategyOption[];
  Property: StrategyOption[];
  Risk_Class: StrategyOption[];
  Business_Plan: StrategyOption[];
  Applied_Strategy: StrategyOption[];
  Product_Strategy: StrategyOption[];
  Cap_Struct: StrategyOption[];
  Horizon: Record<AssetClass, StrategyOption[]>;
  CapitalTransSize: { min: number | null; max: number | null };
  Geography: StrategyOption[];
  Territory: StrategyOption[];
}

const marked = (options: readonly object[], selected: readonly string[]): StrategyOption[] =>
  options.map((o) => {
    const option = o as { value: string; label: string };
    return { ...option, selected: selected.includes(option.value) };
  });

const horizonOptions = horizons.map(({ value, label }) => ({ value, label }));

export function strategyOf(selection: Selection): Strategy {
  const lists = Object.fromEntries(
    sourcingListGroupNames.map((group) => [group, marked(sourcingListGroups[group], selection[group])]),
  ) as Record<SourcingListGroup, StrategyOption[]>;
  return {
    ...lists,
    Horizon: {
      DEBT: marked(horizonOptions, selection.Horizon.DEBT),
      DEQT: marked(horizonOptions, selection.Horizon.DEQT),
      PHYS: marked(horizonOptions, selection.Horizon.PHYS),
    },
    CapitalTransSize: { ...selection.CapitalTransSize },
  };
}

/** A group as a client sends it: the option list with flags, or just the selected values. */
const sentGroup = z.array(z.union([z.string(), z.looseObject({ value: z.string(), selected: z.boolean().optional() })]));
const amount = z.union([z.number(), z.string(), z.null()]).optional();
export const sentStrategySchema = z.looseObject({
  Asset_Class: sentGroup.optional(),
  Property: sentGroup.optional(),
  Risk_Class: sentGroup.optional(),
  Business_Plan: sentGroup.optional(),
  Applied_Strategy: sentGroup.optional(),
  Product_Strategy: sentGroup.optional(),
  Cap_Struct: sentGroup.optional(),
  Horizon: z.looseObject({ DEBT: sentGroup.optional(), DEQT: sentGroup.optional(), PHYS: sentGroup.optional() }).optional(),
  CapitalTransSize: z.looseObject({ min: amount, max: amount }).optional(),
  Geography: sentGroup.optional(),
  Territory: sentGroup.optional(),
});
export type SentStrategy = z.infer<typeof sentStrategySchema>;

/**
 * The selection a client sent, checked: unknown values and an inverted or negative size range are refused
 * (the minimum strictly below the maximum; an empty maximum is valid).
 */
export function selectionFrom(sent: SentStrategy | Strategy): Selection {
  const pick = (group: string, options: readonly { value: string }[], given: z.infer<typeof sentGroup> | undefined): string[] => {
    const chosen = (given ?? []).flatMap((o) => (typeof o === 'string' ? [o] : o.selected === false ? [] : [o.value]));
    const known = new Set(options.map((o) => o.value));
    const unknown = chosen.filter((v) => !known.has(v));
    if (unknown.length > 0) throw matchingErrors.unknownOption(group, unknown);
    // In the catalogue's order, once each: the same choice is the same selection however it was sent.
    return options.filter((o) => chosen.includes(o.value)).map((o) => o.value);
  };
  const selection = emptySelection();
  for (const group of sourcingListGroupNames) selection[group] = pick(group, sourcingListGroups[group], sent[group]);
  for (const assetClass of assetClassCodes)
    selection.Horizon[assetClass] = pick(`Horizon.${assetClass}`, horizons, sent.Horizon?.[assetClass]);
  selection.CapitalTransSize = sizeRange(sent.CapitalTransSize?.min, sent.CapitalTransSize?.max);
  return selection;
}

function sizeRange(min: unknown, max: unknown): Selection['CapitalTransSize'] {
  const read = (value: unknown): number | null => {
    if (value === null || value === undefined || value === '') return null;
    const n = typeof value === 'number' ? value : Number(String(value).replace(/[$,\s]/g, ''));
    if (!Number.isFinite(n) || n < 0) throw matchingErrors.invalidSize();
    return n;
  };
  const range = { min: read(min), max: read(max) };
  if (range.max !== null && (range.min ?? 0) >= range.max) throw matchingErrors.invertedSize();
  return range;
}
