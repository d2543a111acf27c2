/**
 * What every sheet builder receives: the engine's model inputs, the layout's sizes and references to the
 * Assumptions cells the formulas read.
 */
import type { ModelInputs } from '@dealbook/domain';
import type { Workbook } from 'exceljs';
import { address, sheetRef } from './cells';
import type { AssumptionsLayout, ComponentCol, Counts, LoanTerm } from './layout';
import { COMPONENT_COLS, SHEET, assumptionsLayout } from './layout';

export interface Model {
  wb: Workbook;
  inputs: ModelInputs;
  counts: Counts;
  assumptions: AssumptionsLayout;
  /** months 0 ... n of the pro forma */
  months: number[];
}

export function modelOf(wb: Workbook, inputs: ModelInputs): Model {
  const counts: Counts = {
    months: inputs.periods.investment_period_months,
    components: inputs.components.length,
    loans: inputs.loans.length,
    leases: inputs.ground_leases.length,
    tiers: inputs.waterfall.terms.tiers.length,
  };
  return {
    wb,
    inputs,
    counts,
    assumptions: assumptionsLayout(counts),
    months: Array.from({ length: counts.months + 1 }, (_, t) => t),
  };
}

/** A component's assumption: Assumptions!$P$22. */
export function componentRef(model: Model, i: number, key: ComponentCol): string {
  return sheetRef(SHEET.assumptions, address(model.assumptions.componentRow(i), COMPONENT_COLS[key], true));
}

/** A loan's term: Assumptions!$B$40. */
export function loanRef(model: Model, i: number, term: LoanTerm): string {
  return sheetRef(SHEET.assumptions, address(model.assumptions.loanRow(term), model.assumptions.loanCol(i), true));
}

/** Defines a workbook-level name for one cell. */
export function defineName(model: Model, sheet: string, row: number, col: number, name: string): void {
  model.wb.definedNames.add(`'${sheet}'!${address(row, col, true)}`, name);
}
