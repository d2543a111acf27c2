import {
  dealDecider,
  dealErrors,
  dealStream,
  draftDecider,
  draftStream,
  fold,
  type Decider,
  type DealCommand,
  type DealEvent,
  type DealState,
  type DraftCommand,
  type DraftEvent,
  type DraftState,
} from '@dealbook/domain';
import { handleCommand, toDomain, type CommandContext, type CommandResult } from '../handle';
import type { DealsDeps } from './deps';

type Store = Pick<DealsDeps, 'store' | 'types'>;

/** Only the owner sees a deal for now (collaborators come with sharing); to anyone else it does not exist. */
export function assertVisible(state: DealState, actorId: string): void {
  if (state.status === 'none' || state.deal.user_id !== actorId) throw dealErrors.dealNotFound();
}

/**
 * The deal decider behind the access check and the If-Match check, both made on the state the handler
 * read: someone else's deal is a 404 before any revision is compared, and a stale revision is the
 * spec's 409. A concurrent append makes the handler read again, so the loser of a race sees the
 * winner's revision and gets the 409 too.
 */
function guarded(actorId: string, ifMatch: number | undefined): Decider<DealCommand, DealEvent, DealState> {
  return {
    ...dealDecider,
    decide(command, state) {
      if (command.type !== 'CreateDeal' && command.type !== 'ReplicateDeal') assertVisible(state, actorId);
      if (ifMatch !== undefined && ifMatch !== state.eventCount - 1) throw dealErrors.savingConflict();
      return dealDecider.decide(command, state);
    },
  };
}

export const runDeal = (
  deps: Store,
  dealId: string,
  command: DealCommand,
  context: CommandContext,
  ifMatch?: number,
): Promise<CommandResult<DealState>> =>
  handleCommand({
    store: deps.store,
    types: deps.types,
    streamId: dealStream(dealId),
    decider: guarded(command.data.actorId, ifMatch),
    command,
    context,
  });

/** A partial is its author's alone; `mustExist` refuses to save one that was never created (an update). */
function guardedDraft(actorId: string, mustExist: boolean): Decider<DraftCommand, DraftEvent, DraftState> {
  return {
    ...draftDecider,
    decide(command, state) {
      if (mustExist && state.status === 'none') throw dealErrors.draftNotFound();
      if (state.owner !== null && state.owner !== actorId) throw dealErrors.draftNotFound();
      return draftDecider.decide(command, state);
    },
  };
}

export const runDraft = (deps: Store, partialId: string, command: DraftCommand, context: CommandContext, mustExist = true) =>
  handleCommand({
    store: deps.store,
    types: deps.types,
    streamId: draftStream(partialId),
    decider: guardedDraft(command.data.actorId, mustExist),
    command,
    context,
  });

export async function readDeal(deps: Store, dealId: string): Promise<DealState> {
  const recorded = await deps.store.readStream(dealStream(dealId));
  return fold(
    dealDecider,
    recorded.map((e) => toDomain<DealEvent>(deps.types, e)),
  );
}

export async function readDraft(deps: Store, partialId: string): Promise<DraftState> {
  const recorded = await deps.store.readStream(draftStream(partialId));
  return fold(
    draftDecider,
    recorded.map((e) => toDomain<DraftEvent>(deps.types, e)),
  );
}

export type { CommandResult };
