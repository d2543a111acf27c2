import { formatCurrency } from '@dealbook/domain/calc/display';

/**
 * Money on the summary and the entry's live figures follows the requirements' one display rule (the requirements
 * section 9), kept once in domain/: k, M or B with two decimals and trailing zeros trimmed ($15.15M,
 * $946.88k, $2M). The exact figure to the cent goes in a tooltip.
 */

const exact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** '$15.15M', '$946.88k', '$2M', '-$60k', '$950'; '' for a value that is not a finite number. */
export const formatMoney = (value: number): string => formatCurrency(value);

/** The exact figure: '$914,450.27', '-$5,700,000'. */
export function formatExactMoney(value: number): string {
  return Number.isFinite(value) ? exact.format(value) : '';
}
