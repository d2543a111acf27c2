import { capexCostUnits, periods, type Option } from '@dealbook/domain/catalog/options';
import { sizeUnitCodes } from '@dealbook/domain/catalog/size-units';
import { sizeUnits } from '@dealbook/domain/catalog/size-units';
import { CONSTRUCTION_LINE_ITEMS, STABILIZATION_LINE_ITEMS } from '@dealbook/domain/calc/capex';
import type { FieldSpec } from '../../../deals/fields';
import { componentFieldLabel } from '../../../deals/labels';
import type { DialogKind } from '../../../calc/dialogs';

const sizeOptions: Option[] = sizeUnitCodes.map((code) => ({ code, label: sizeUnits[code].title }));
const rentUnits: Option[] = [
  { code: 'units', label: 'per unit' },
  { code: 'gSF', label: 'per gross SF' },
  { code: 'nSF', label: 'per net rentable SF' },
  { code: 'uSF', label: 'per usable SF' },
  { code: 'lFT', label: 'per linear foot' },
  { code: 'totalAmount', label: 'total' },
];
const itemLabel = (item: string) => componentFieldLabel(item).replace(/^(Construction|Stabilization) /, '');

const capexFields = (items: readonly string[]): FieldSpec[] =>
  items.flatMap((item): FieldSpec[] => [
    { key: `${item}_amount`, label: `${itemLabel(item)} ($)`, kind: 'number' },
    { key: `${item}_units`, label: `${itemLabel(item)} basis`, kind: 'select', options: capexCostUnits },
  ]);

const noiFields = (prefix: 'stabilized' | 'interim'): FieldSpec[] => [
  { key: `${prefix}_rent`, label: 'Rent ($)', kind: 'number' },
  { key: `${prefix}_rent_units`, label: 'Rent basis', kind: 'select', options: rentUnits },
  { key: `${prefix}_rent_period`, label: 'Rent period', kind: 'select', options: periods },
  { key: `${prefix}_occupancy_rate`, label: 'Occupancy (%, default 70)', kind: 'number' },
  { key: `${prefix}_other_revenue`, label: 'Other income', kind: 'flag' },
  { key: `${prefix}_other_income`, label: 'Other income ($ per month)', kind: 'number' },
  { key: `${prefix}_expense_margin`, label: 'Expense margin (%, default 50)', kind: 'number' },
];

/** The inputs each dialog shows, in the order of dialogInputKeys. */
export const dialogFields: Record<DialogKind, FieldSpec[]> = {
  area: [
    { key: 'project_area_amount', label: 'Area (per unit if in units)', kind: 'number' },
    { key: 'project_area_units', label: 'Area units', kind: 'select', options: sizeOptions },
    { key: 'project_area_load_factor', label: 'Load factor (%, default 10)', kind: 'number' },
    { key: 'project_area_loss_factor', label: 'Loss factor (%, default 10)', kind: 'number' },
  ],
  construction: capexFields(CONSTRUCTION_LINE_ITEMS),
  stabilization: capexFields(STABILIZATION_LINE_ITEMS),
  stabilized_noi: noiFields('stabilized'),
  interim_noi: noiFields('interim'),
};
