import { useCallback, useMemo, useState } from 'react';
import { sameValue } from './sourcing-rules';

export type WorkingCopy<T> = {
  /** What was loaded or last saved; edits never touch it. */
  original: T;
  /** What the user edits. */
  working: T;
  /** The working copy differs from the original. */
  changed: boolean;
  /** Edits the working copy; `edit` returns a new value and must not mutate its argument. */
  update: (edit: (working: T) => T) => void;
  /** Puts the original back. */
  revert: () => void;
  /** A saved answer: the new original and working copy. */
  replace: (next: T) => void;
};

/**
 * An original and a working copy with a changed flag ("Saving replaces the original"). Edits are
 * immutable, so the original is never shared with the working copy and reverting restores it exactly.
 */
export function useWorkingCopy<T>(initial: T): WorkingCopy<T> {
  const [state, setState] = useState({ original: initial, working: initial });
  const changed = useMemo(() => !sameValue(state.original, state.working), [state]);
  const update = useCallback((edit: (working: T) => T) => setState((s) => ({ ...s, working: edit(s.working) })), []);
  const revert = useCallback(() => setState((s) => ({ ...s, working: s.original })), []);
  const replace = useCallback((next: T) => setState({ original: next, working: next }), []);
  return { original: state.original, working: state.working, changed, update, revert, replace };
}
