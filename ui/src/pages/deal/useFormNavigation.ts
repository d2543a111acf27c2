import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { componentSectionId } from './rail/missing';
import { onNextFrame } from './rail/useLiveCalculation';

/** Beyond this many components a loaded deal opens with only its first one expanded. */
const EXPANDED_UP_TO = 3;

/** Where a section stops when scrolled to: below the sticky section navigation. */
export const SCROLL_MARGIN = 72;

export type FormNavigation = {
  /** the sections of components shown collapsed */
  collapsed: ReadonlySet<string>;
  toggle: (section: string) => void;
  /** Takes the reader to a section, or to one field of it (expanding its component first) and focuses it. */
  goTo: (section: string, field?: string) => void;
};

/**
 * Finding one's way in the entry form: which components are collapsed, and going to a section or a field.
 * Every component starts expanded, unless the deal arrives with many: then only the first one is.
 */
export function useFormNavigation(components: readonly SubProperty[], ready: boolean): FormNavigation {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const initialized = useRef(false);
  useEffect(() => {
    if (!ready || initialized.current) return;
    initialized.current = true;
    if (components.length > EXPANDED_UP_TO) setCollapsed(new Set(components.slice(1).map(componentSectionId)));
  }, [ready, components]);

  const toggle = useCallback(
    (section: string) =>
      setCollapsed((now) => {
        const next = new Set(now);
        if (!next.delete(section)) next.add(section);
        return next;
      }),
    [],
  );

  const goTo = useCallback((section: string, field?: string) => {
    setCollapsed((now) => {
      if (!now.has(section)) return now;
      const next = new Set(now);
      next.delete(section);
      return next;
    });
    // after the component has been expanded and painted, so its field can take the focus
    onNextFrame(() => {
      const target = (field && document.getElementById(field)) || document.getElementById(section);
      if (!target) return;
      target.scrollIntoView?.({ block: field ? 'center' : 'start' });
      target.focus({ preventScroll: true });
    });
  }, []);

  return { collapsed, toggle, goTo };
}
