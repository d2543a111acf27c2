/**
 * The date rules of the entry screen, from the engine: each component's earliest
 * and latest disposition dates, the hold dates the rules move (a linked component raised to its minimum, an
 * unlinked one's date before it cleared, any date past the maximum brought back to it, each with the 'Data
 * Validation' alert), and the warnings to show.
 */
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { calculateComponents } from '@dealbook/domain/calc/components';
import { analysisDate, endOfMonth } from '@dealbook/domain/calc/dates';
import { formatUsDate } from '@dealbook/domain/calc/display';
import type { DealInput } from '@dealbook/domain/calc/input';
import type { Alert } from '@dealbook/domain/calc/timeline';

export interface ComponentTiming {
  min_hold_date: string;
  max_hold_date: string;
  /** 'Disposition between … and …' */
  range: string;
  /**
   * the hold date the rules set in place of the entered one (null: cleared, as the engine reads an unlinked
   * component's date before the minimum), with its alert; null when the entered date stands
   */
  fix: { hold_date: string | null; alert: Alert } | null;
  /** the shorter-than-parent question */
  warnings: Alert[];
}

/**
 * A date before the earliest disposition date counts for nothing in the engine, which sells at the earliest:
 * it is cleared from the form, not kept on screen as if it were used.
 */
const clearedAlert = (minHold: string): Alert => ({
  code: 'hold_date_updated',
  title: 'Data Validation',
  message: `cleared: it was before the earliest disposition date, ${formatUsDate(minHold)}, which the calculations use`,
});

export function componentTimings(deal: Partial<Deal>, now: Date): ComponentTiming[] {
  const components = deal.sub_properties ?? [];
  if (components.length === 0) return [];
  const analysis = analysisDate(deal.analysis_date, now);
  const { results } = calculateComponents(deal as DealInput, analysis);
  return results.map((result, index) => {
    const entered = components[index]?.hold_date ? endOfMonth(components[index].hold_date) : null;
    const moved = entered !== null && result.hold_date !== null && result.hold_date !== entered;
    const alert = result.alerts.find((a) => a.code === 'hold_date_updated');
    return {
      min_hold_date: result.min_hold_date,
      max_hold_date: result.max_hold_date,
      range: `Disposition between ${formatUsDate(result.min_hold_date)} and ${formatUsDate(result.max_hold_date)}.`,
      fix:
        moved && alert
          ? { hold_date: result.hold_date!, alert }
          : entered !== null && result.hold_date === null
            ? { hold_date: null, alert: clearedAlert(result.min_hold_date) }
            : null,
      warnings: result.alerts.filter((a) => a.code === 'shorter_than_parent'),
    };
  });
}

/** The deal with every hold date the rules moved, or null when none moved. */
export function withHoldDateFixes(deal: Partial<Deal>, timings: readonly ComponentTiming[]): Partial<Deal> | null {
  if (!timings.some((t) => t.fix)) return null;
  const sub_properties = (deal.sub_properties ?? []).map((c, i) => {
    const fix = timings[i]?.fix;
    return fix ? { ...c, hold_date: fix.hold_date } : c;
  });
  return { ...deal, sub_properties };
}
