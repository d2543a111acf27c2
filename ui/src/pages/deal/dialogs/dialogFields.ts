import { capexCostUnits, expenseInputTypes, leaseTypes, periods, type Option } from '@dealbook/domain/catalog/options';
import { sizeUnitCodes } from '@dealbook/domain/catalog/size-units';
import { sizeUnits } from '@dealbook/domain/catalog/size-units';
import { CONSTRUCTION_LINE_ITEMS, STABILIZATION_LINE_ITEMS } from '@dealbook/domain/calc/capex';
import type { NoiKind } from '@dealbook/domain/calc/input';
import type { FieldSpec } from '../../../deals/fields';
import { componentFieldLabel } from '../../../deals/labels';
import type { DialogKind } from '../../../calc/dialogs';
import { netLeaseSummary, shownInput } from '../../../calc/income';

type Draft = Record<string, unknown>;

/**
 * One input of a dialog. `when` limits it to the drafts it applies to (a hidden input keeps its value in the
 * draft). `override` names a percent the engine replaces by `<key>_override_input` while `<key>_override`
 * is on: the dialog shows an Override switch and that input beside it.
 */
export type DialogField = FieldSpec & { when?: (draft: Draft) => boolean; override?: string };
/** A labelled group of a dialog's inputs; `note` is a titled line shown under them. */
export type DialogSection = {
  title: string | null;
  fields: DialogField[];
  note?: (draft: Draft) => { label: string; text: string } | null;
};

const sizeOptions: Option[] = sizeUnitCodes.map((code) => ({ code, label: sizeUnits[code].title }));
const perUnits: Option[] = [
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
    { key: `${item}_amount`, label: `${itemLabel(item)} ($)`, kind: 'number', grouped: true },
    { key: `${item}_units`, label: `${itemLabel(item)} basis`, kind: 'select', options: capexCostUnits },
  ]);

/** An amount with its basis and period, three to a row. */
const amountFields = (key: string, name: string, when?: DialogField['when']): DialogField[] => [
  { key, label: `${name} ($)`, kind: 'number', grouped: true, width: 4, when },
  { key: `${key}_units`, label: `${name} basis`, kind: 'select', options: perUnits, width: 4, when },
  { key: `${key}_period`, label: `${name} period`, kind: 'select', options: periods, width: 4, when },
];

const FACTOR_HELP = 'Applies to per nSF and per uSF bases.';

const noiSections = (kind: NoiKind): DialogSection[] => {
  const k = (key: string) => `${kind}_${key}`;
  const is = (key: string, value: unknown) => (draft: Draft) => shownInput(draft, k(key)) === value;
  const net = is('lease_type', 'net');
  const detailed = is('expense_input_type', 'detailed');
  return [
    {
      title: 'Rent',
      fields: [
        ...amountFields(k('rent'), 'Rent'),
        { key: k('lease_type'), label: 'Lease type (default gross)', kind: 'select', options: leaseTypes, width: 12 },
        { key: k('single_net'), label: 'Single net: tenant pays property taxes', kind: 'flag', width: 12, when: net },
        { key: k('double_net'), label: 'Double net: tenant pays insurance', kind: 'flag', width: 12, when: net },
        { key: k('triple_net'), label: 'Triple net: tenant pays maintenance', kind: 'flag', width: 12, when: net },
      ],
      note: (draft) => {
        const lease = netLeaseSummary(kind, draft);
        return lease && { label: lease.label, text: lease.tenantPays };
      },
    },
    {
      title: 'Occupancy',
      fields: [
        { key: k('occupancy_rate'), label: 'Occupancy (%, default 70)', kind: 'number', override: 'occupancy' },
        {
          key: k('credit_loss_recovery_rate'),
          label: 'Credit-loss recovery (%)',
          kind: 'number',
          override: 'credit-loss recovery',
          help: 'Default 0: the share of the vacant rent still collected.',
        },
        { key: k('load_factor'), label: 'Load factor (%, default 10)', kind: 'number', override: 'load factor', help: FACTOR_HELP },
        { key: k('loss_factor'), label: 'Loss factor (%, default 10)', kind: 'number', override: 'loss factor', help: FACTOR_HELP },
      ],
    },
    {
      title: 'Other income',
      fields: [
        { key: k('other_revenue'), label: 'Other income', kind: 'flag', width: 12 },
        ...amountFields(k('other_income'), 'Other income', is('other_revenue', true)),
        {
          key: k('other_income_attribution'),
          label: 'Attribution (%, default 100)',
          kind: 'number',
          when: is('other_revenue', true),
          help: 'Share of the other income counted.',
        },
      ],
    },
    {
      title: 'Expenses',
      fields: [
        { key: k('expense_input_type'), label: 'Expenses entered as', kind: 'select', options: expenseInputTypes, width: 12 },
        { key: k('expense_margin'), label: 'Expense margin (%, default 50)', kind: 'number', when: (d) => !detailed(d) },
        ...amountFields(k('tax_expense'), 'Taxes', detailed),
        ...amountFields(k('insurance_expense'), 'Insurance', detailed),
        ...amountFields(k('maintenance_expense'), 'Maintenance', detailed),
      ],
    },
  ];
};

/** The inputs each dialog shows, grouped; together with the fields they keep in step, its dialogInputKeys. */
export const dialogSections: Record<DialogKind, DialogSection[]> = {
  area: [
    {
      title: null,
      fields: [
        { key: 'project_area_amount', label: 'Area (per unit if in units)', kind: 'number' },
        { key: 'project_area_units', label: 'Area units', kind: 'select', options: sizeOptions },
        { key: 'project_area_load_factor', label: 'Load factor (%, default 10)', kind: 'number', override: 'load factor' },
        { key: 'project_area_loss_factor', label: 'Loss factor (%, default 10)', kind: 'number', override: 'loss factor' },
      ],
    },
  ],
  construction: [{ title: null, fields: capexFields(CONSTRUCTION_LINE_ITEMS) }],
  stabilization: [{ title: null, fields: capexFields(STABILIZATION_LINE_ITEMS) }],
  stabilized_noi: noiSections('stabilized'),
  interim_noi: noiSections('interim'),
};

/** The component keys a dialog's inputs edit, the override pairs included. */
export const shownKeys = (kind: DialogKind): string[] =>
  dialogSections[kind].flatMap((section) =>
    section.fields.flatMap((field) => (field.override ? [field.key, `${field.key}_override`, `${field.key}_override_input`] : [field.key])),
  );

/** Why an override switched on must be given (an empty one would count as 0%, not as the default). */
export const EMPTY_OVERRIDE = 'Enter the override, or switch it off: left empty it would count as 0%.';

/** The overrides switched on but left empty among the inputs the draft shows: they keep Apply from taking it. */
export const emptyOverrides = (sections: readonly DialogSection[], draft: Draft): string[] =>
  sections.flatMap((section) =>
    section.fields.flatMap((field) => {
      if (!field.override || (field.when && !field.when(draft))) return [];
      const value = draft[`${field.key}_override_input`];
      return draft[`${field.key}_override`] === true && (value === null || value === undefined || value === '') ? [field.override] : [];
    }),
  );
