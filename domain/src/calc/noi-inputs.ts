/** Reading the prefixed operating-income inputs of a component (`stabilized_rent` → `rent`). */
import type { NoiInputFields, NoiInputs, NoiKind, SubPropertyInput } from './input';

/** Every NOI input field, checked complete by the type: the keys `noiInputsOf` reads. */
const NOI_INPUT_FIELDS: Record<keyof NoiInputFields, true> = {
  rent: true,
  rent_units: true,
  rent_period: true,
  lease_type: true,
  single_net: true,
  double_net: true,
  triple_net: true,
  net_lease_type: true,
  load_factor: true,
  load_factor_override: true,
  load_factor_override_input: true,
  loss_factor: true,
  loss_factor_override: true,
  loss_factor_override_input: true,
  occupancy_rate: true,
  occupancy_rate_override: true,
  occupancy_rate_override_input: true,
  credit_loss_recovery_rate: true,
  credit_loss_recovery_rate_override: true,
  credit_loss_recovery_rate_override_input: true,
  other_income: true,
  other_revenue: true,
  other_income_units: true,
  other_income_period: true,
  other_income_attribution: true,
  expense_input_type: true,
  expense_margin: true,
  detailed_inputs: true,
  tax_expense: true,
  tax_expense_units: true,
  tax_expense_period: true,
  insurance_expense: true,
  insurance_expense_units: true,
  insurance_expense_period: true,
  maintenance_expense: true,
  maintenance_expense_units: true,
  maintenance_expense_period: true,
};
const NOI_INPUT_KEYS = Object.keys(NOI_INPUT_FIELDS) as (keyof NoiInputFields)[];

/** The component keys of one NOI kind's inputs (`stabilized_rent`, ...): what its dialog edits and resets. */
export const noiInputKeys = (kind: NoiKind): string[] => NOI_INPUT_KEYS.map((key) => `${kind}_${key}`);

const PREFIXED_KEYS: Record<NoiKind, [keyof NoiInputFields, string][]> = {
  stabilized: NOI_INPUT_KEYS.map((key) => [key, `stabilized_${key}`]),
  interim: NOI_INPUT_KEYS.map((key) => [key, `interim_${key}`]),
};

/** The inputs of one NOI kind on a component, prefix removed. */
export function noiInputsOf(component: SubPropertyInput, kind: NoiKind): NoiInputs {
  const source = component as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, prefixed] of PREFIXED_KEYS[kind]) {
    const value = source[prefixed];
    if (value !== undefined) out[key] = value;
  }
  return out as NoiInputs;
}
