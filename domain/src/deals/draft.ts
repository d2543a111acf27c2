import { assertNever, type Decider } from '../shared';
import type { DraftCommand } from './commands';
import { deepEqual } from './diff';
import { dealErrors } from './errors';
import type { DraftEvent } from './events';

/**
 * The autosaved partial of a new deal (stream draft-<partial_id>): created on the first change, saved
 * again on each later one, deleted when the deal is created from it (or discarded). A deleted draft stays
 * deleted: its id is not reused.
 */
export interface DraftState {
  status: 'none' | 'saved' | 'deleted';
  owner: string | null;
  deal: Record<string, unknown>;
  updatedAt: string | null;
  /** The deal created from the draft. */
  dealId: string | null;
}

export const initialDraftState: DraftState = { status: 'none', owner: null, deal: {}, updatedAt: null, dealId: null };

export function evolveDraft(state: DraftState, event: DraftEvent): DraftState {
  switch (event.type) {
    case 'DraftSaved':
      return { ...state, status: 'saved', owner: state.owner ?? event.data.by, deal: event.data.deal, updatedAt: event.data.at };
    case 'DraftDeleted':
      return { ...state, status: 'deleted', dealId: event.data.dealId, updatedAt: event.data.at };
    default:
      return assertNever(event);
  }
}

export function decideDraft(command: DraftCommand, state: DraftState): DraftEvent[] {
  const { now, actorId } = command.data;
  // A draft is its author's alone; to anyone else it does not exist.
  if (state.owner !== null && state.owner !== actorId) throw dealErrors.draftNotFound();
  switch (command.type) {
    case 'SaveDraft':
      if (state.status === 'deleted') throw dealErrors.draftDeleted();
      if (state.status === 'saved' && deepEqual(state.deal, command.data.deal)) return [];
      return [{ type: 'DraftSaved', data: { deal: command.data.deal, at: now, by: actorId } }];
    case 'DeleteDraft':
      if (state.status === 'none') throw dealErrors.draftNotFound();
      if (state.status === 'deleted') return [];
      return [{ type: 'DraftDeleted', data: { dealId: command.data.dealId, at: now, by: actorId } }];
    default:
      return assertNever(command);
  }
}

export const draftDecider: Decider<DraftCommand, DraftEvent, DraftState> = {
  decide: decideDraft,
  evolve: evolveDraft,
  initialState: initialDraftState,
};
