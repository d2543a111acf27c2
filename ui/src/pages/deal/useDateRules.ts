import { useEffect, useMemo } from 'react';
import { componentTimings, withHoldDateFixes, type ComponentTiming } from '../../calc/timing';
import { useToast } from '../shared/toast';
import type { DraftDeal } from './useDealForm';

/**
 * The date rules applied while the deal is entered: each component's disposition window, and the hold dates
 * the rules move, written to the draft with the 'Data Validation' toast. A draft the engine cannot read yet
 * has no windows.
 */
export function useDateRules(deal: DraftDeal, readOnly: boolean, onChange: (deal: DraftDeal) => void): ComponentTiming[] {
  const notify = useToast();
  const timings = useMemo(() => {
    try {
      return componentTimings(deal, new Date());
    } catch {
      return [];
    }
  }, [deal]);
  useEffect(() => {
    if (readOnly) return;
    const fixed = withHoldDateFixes(deal, timings);
    if (!fixed) return;
    const moved = timings.flatMap((timing, i) =>
      timing.fix ? [`${timing.fix.alert.message} (${deal.sub_properties?.[i]?.name || `component ${i + 1}`}, disposition date)`] : [],
    );
    notify(`Data Validation: ${moved.join('; ')}`, 'info');
    onChange(fixed as DraftDeal);
  }, [deal, timings, readOnly, onChange, notify]);
  return timings;
}
