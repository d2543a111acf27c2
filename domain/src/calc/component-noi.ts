/**
 * The NOIs of a component: stabilized and interim from their dialogs' inputs (or as typed, annualized), the
 * incoming NOI of an acquisition, and the value-added mark.
 */
import { projectArea, quantityOf } from './area';
import { isDerived } from './capex';
import type { Maybe, SubPropertyInput } from './input';
import { num } from './input';
import { noiInputsOf } from './noi-inputs';
import type { NoiBreakdown, NoiContext } from './noi';
import { noiFromInputs, periodMultiplier } from './noi';
import { round2 } from './round';

/** Interim NOI under 80% of stabilized NOI marks the component value-added. */
export const VALUE_ADDED_THRESHOLD = 0.8;

export function noiContext(c: SubPropertyInput): NoiContext {
  return {
    quantity: quantityOf(c),
    area_sf: projectArea(c).area_sf,
    project_size_amount: num(c.project_size_amount),
    project_size_units: c.project_size_units,
  };
}

export interface ComponentNoi {
  stabilized: NoiBreakdown;
  interim: NoiBreakdown | null;
  /** annual; derived from the dialog's inputs, or as entered (its period annualized) when not derived */
  stabilized_noi: number;
  stabilized_noi_is_derived: boolean;
  interim_noi: number | null;
  interim_noi_is_derived: boolean;
  /** annual in-place NOI of an acquisition */
  incoming_noi: number | null;
  value_added: boolean;
}

/** An NOI entered by the user for a period ('monthly' × 12), or derived from its dialog's inputs. */
function chosenNoi(derived: boolean, breakdown: NoiBreakdown, entered: Maybe<number>, period: Maybe<string>): number {
  return derived ? breakdown.noi : round2(num(entered) * periodMultiplier(period));
}

export function componentNoi(c: SubPropertyInput): ComponentNoi {
  const context = noiContext(c);
  const stabilized = noiFromInputs(noiInputsOf(c, 'stabilized'), context);
  const stabilized_noi_is_derived = isDerived(c.stabilized_noi_is_derived, c.stabilized_noi);
  const stabilized_noi = chosenNoi(stabilized_noi_is_derived, stabilized, c.stabilized_noi, c.stabilized_noi_period);

  const hasInterim = c.is_interim_noi === true || c.interim_noi != null || c.interim_rent != null;
  const interim = hasInterim ? noiFromInputs(noiInputsOf(c, 'interim'), context) : null;
  const interim_noi_is_derived = interim !== null && isDerived(c.interim_noi_is_derived, c.interim_noi);
  const interim_noi = interim === null ? null : chosenNoi(interim_noi_is_derived, interim, c.interim_noi, null);

  const incoming_noi = c.incoming_noi == null ? null : round2(num(c.incoming_noi) * periodMultiplier(c.incoming_noi_period));
  const value_added = interim_noi !== null && stabilized_noi > 0 && interim_noi < VALUE_ADDED_THRESHOLD * stabilized_noi;
  return { stabilized, interim, stabilized_noi, stabilized_noi_is_derived, interim_noi, interim_noi_is_derived, incoming_noi, value_added };
}
