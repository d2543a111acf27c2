import { useCallback, useEffect, useRef, useState } from 'react';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { deepEqual } from '@dealbook/domain/deals/diff';
import { dealsApi, type SavedDeal } from '../../deals/api';
import { dealFailure } from '../../deals/failures';
import { endOfMonth } from '../../deals/fields';
import { withPeopleOf } from '../../deals/people';
import type { DealAccess } from '../../sharing/api';

export type DraftDeal = Partial<Deal>;
type Load = { dealId: string | null; partialId: string | null };

/** How long typing pauses before a new deal's draft is autosaved. */
const PARTIAL_AUTOSAVE_MS = 800;

export const blankDeal = (): DraftDeal => ({ analysis_date: endOfMonth(), currency: 'USD', country: 'US', sub_properties: [] });

/**
 * The deal being entered and its saving: a new deal is autosaved as a partial from its first change; a
 * saved deal is autosaved on blur (If-Match on its revision) and versioned by Save.
 */
export function useDealForm({ dealId: initialId, partialId: initialPartial }: Load, onMessage: (text: DialogText) => void) {
  const [deal, setDeal] = useState<DraftDeal>(blankDeal);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [dealId, setDealId] = useState(initialId);
  const [partialId, setPartialId] = useState(initialPartial);
  const [saving, setSaving] = useState(false);
  /** What the caller may do with the saved deal; null for a new deal (theirs) or an answer without it. */
  const [access, setAccess] = useState<DealAccess | null>(null);
  const current = useRef<DraftDeal>(deal);
  const synced = useRef<DraftDeal>(deal);
  const revision = useRef<string | null>(null);
  const partialTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const partialRef = useRef(initialPartial);
  const savedAsDeal = useRef(initialId !== null);
  const [dirty, setDirty] = useState(false);
  // Writes run one after another: a save clicked while a blur autosave is in flight must use the
  // revision that autosave produced, or it would conflict with our own write.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const serial = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(task, task);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  const accept = useCallback((next: DraftDeal, rev: string | null) => {
    current.current = next;
    synced.current = next;
    revision.current = rev;
    setDeal(next);
    setDirty(false);
  }, []);

  /** `quiet`: the form stays on screen while the deal is read again (after a restore). */
  const load = useCallback(
    async (id: string | null, quiet = false) => {
      if (!quiet) setState('loading');
      try {
        if (id) {
          const loaded = await dealsApi.retrieve(id);
          accept(loaded.deal, loaded.revision);
          setAccess(loaded.access);
        } else if (initialPartial) {
          const draft = await dealsApi.retrievePartial(initialPartial);
          // A draft opened from New deal's offer arrives on a form already on screen: its changes update that draft.
          if (partialTimer.current) clearTimeout(partialTimer.current);
          partialRef.current = initialPartial;
          setPartialId(initialPartial);
          accept({ ...blankDeal(), ...(draft ?? {}) }, null);
        } else {
          // New deal opened over a draft on screen starts afresh: its changes must not overwrite that draft.
          if (partialTimer.current) clearTimeout(partialTimer.current);
          partialRef.current = null;
          setPartialId(null);
          accept(blankDeal(), null);
        }
        setState('ready');
      } catch (error) {
        if (!quiet) setState('failed');
        onMessage(dealFailure('load', error));
      }
    },
    [initialPartial, accept, onMessage],
  );

  // After creating the deal the URL names it; the form already holds it, so it is not read again.
  const held = useRef<string | null>(null);
  useEffect(() => {
    if (initialId !== null && initialId === held.current) return;
    held.current = initialId;
    void load(initialId);
  }, [initialId, load]);

  const autosavePartial = useCallback(() => {
    if (partialTimer.current) clearTimeout(partialTimer.current);
    partialTimer.current = setTimeout(() => {
      const write = serial(async () => {
        const id = partialRef.current;
        if (savedAsDeal.current) return null;
        if (id) await dealsApi.updatePartial(id, current.current);
        return id ?? dealsApi.createPartial(current.current);
      });
      write.then(
        (saved) => {
          if (!saved) return;
          partialRef.current = saved;
          setPartialId(saved);
        },
        () => undefined, // a draft that failed to autosave is retried on the next change
      );
    }, PARTIAL_AUTOSAVE_MS);
  }, [serial]);
  useEffect(() => () => void (partialTimer.current && clearTimeout(partialTimer.current)), []);

  const change = useCallback(
    (next: DraftDeal) => {
      current.current = next;
      setDeal(next);
      setDirty(!deepEqual(next, synced.current));
      if (!dealId) autosavePartial();
    },
    [dealId, autosavePartial],
  );

  const applySaved = (saved: SavedDeal, fallback: DraftDeal) => {
    // Later edits made while the call was running stay in the form.
    const editedMeanwhile = current.current !== fallback;
    const answered = saved.deal && withPeopleOf(saved.deal, fallback);
    const next = answered && !editedMeanwhile ? answered : current.current;
    synced.current = answered ?? fallback;
    revision.current = saved.revision;
    current.current = next;
    setDeal(next);
    setDirty(!deepEqual(next, synced.current));
  };

  /** Autosave on blur, for saved deals only; nothing is sent when nothing changed. */
  const blur = useCallback(
    () =>
      serial(async () => {
        const snapshot = current.current;
        if (!dealId || deepEqual(snapshot, synced.current)) return;
        try {
          applySaved(await dealsApi.update(dealId, snapshot, revision.current, true), snapshot);
        } catch (error) {
          onMessage(dealFailure('save', error));
        }
      }),
    [dealId, onMessage, serial],
  );

  /** The explicit save: creates the deal (deleting its partial) or updates it, making a version. */
  const save = useCallback(async (): Promise<string | null> => {
    setSaving(true);
    if (partialTimer.current) clearTimeout(partialTimer.current);
    return serial(async () => {
      const snapshot = current.current;
      try {
        const saved = dealId
          ? await dealsApi.update(dealId, snapshot, revision.current)
          : await dealsApi.create(snapshot, partialRef.current ?? undefined);
        if (!dealId) {
          savedAsDeal.current = true;
          held.current = saved.id;
          setDealId(saved.id);
          partialRef.current = null;
          setPartialId(null);
        }
        applySaved(saved, snapshot);
        return saved.id;
      } catch (error) {
        onMessage(dealFailure('save', error));
        return null;
      } finally {
        setSaving(false);
      }
    });
  }, [dealId, onMessage, serial]);

  return {
    deal,
    access,
    state,
    dealId,
    partialId,
    dirty,
    saving,
    change,
    blur,
    save,
    reload: () => load(dealId, true),
    revision: () => revision.current,
  };
}
