/**
 * What an incomplete deal still needs before its figures mean anything: the inputs the engine reads and
 * found empty, per component, each with the path of its field on the entry page. Taken from the engine's
 * result (an area of 0, an NOI of 0, no capitalization) and the deal's own fields (no exit cap typed).
 */
import type { DealCalculation } from '@dealbook/domain/calc/calculate';
import type { ComponentResult } from '@dealbook/domain/calc/components';
import { num, type DealInput, type SubPropertyInput } from '@dealbook/domain/calc/input';
import { componentFieldLabel, dealFieldLabel } from '../deals/labels';

/** One empty input: its label, what it leaves at zero, and its field's path (`closing_basis`, `sub_properties.0.quantity`). */
export type MissingInput = { label: string; path: string; effect?: string };
export type MissingGroup = { scope: string; items: MissingInput[] };

function componentNeeds(c: SubPropertyInput, r: ComponentResult): { key: string; effect: string }[] {
  const needs: { key: string; effect: string }[] = [];
  if (r.area_sf === 0 && num(c.quantity) <= 0 && num(c.project_size_amount) <= 0)
    needs.push({ key: 'quantity', effect: 'no size: budgets and rents per unit or per SF come to $0' });
  if (r.is_operating && r.noi === 0) needs.push({ key: 'stabilized_noi', effect: 'no NOI or rent: it earns nothing' });
  if (r.is_operating && num(c.exit_cap_percentage_min) <= 0)
    needs.push({ key: 'exit_cap_percentage_min', effect: 'no exit cap: it sells for $0' });
  if ((r.is_development || !r.is_operating) && r.development_basis === 0 && r.stabilization_basis === 0)
    needs.push({ key: 'development_basis', effect: 'no budget: nothing is built' });
  return needs;
}

export function missingInputs(deal: DealInput, calc: DealCalculation): MissingGroup[] {
  const groups: MissingGroup[] = [];
  const developing = calc.components.some((c) => c.is_development);
  if (num(deal.closing_basis) <= 0 && (!developing || calc.deal.unlevered_capitalization === 0)) {
    const effect = developing
      ? 'no cost at all: nothing is invested, so there are no returns'
      : 'no purchase price: the deal costs nothing';
    groups.push({ scope: 'Deal', items: [{ label: dealFieldLabel('closing_basis'), effect, path: 'closing_basis' }] });
  }
  calc.components.forEach((r, index) => {
    const input = deal.sub_properties?.[index] ?? {};
    const items = componentNeeds(input, r).map(({ key, effect }) => ({
      label: componentFieldLabel(key),
      effect,
      path: `sub_properties.${index}.${key}`,
    }));
    if (items.length > 0) groups.push({ scope: r.name || `Component ${index + 1}`, items });
  });
  return groups;
}

/** The entry page opened on a deal at one field: `#field-<path>` names it. */
export const fieldLink = (dealId: string, path: string) =>
  `/app/deals/project?current_deal=${encodeURIComponent(dealId)}&current_deal_view=editing#field-${path}`;
