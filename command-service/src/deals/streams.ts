import {
  authorize,
  authorizeDealCommand,
  dealAccessOf,
  dealDecider,
  dealErrors,
  dealStream,
  draftDecider,
  draftStream,
  fold,
  type Actor,
  type Capability,
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

/** The access policy's answer for a deal read from its stream: throws unless `actor` may do `capability`. */
export function assertCan(state: DealState, actor: Actor, capability: Capability): void {
  authorize(dealAccessOf(state, actor), capability);
}

/**
 * The deal decider behind the access policy and the If-Match check, both asked of the state the handler
 * read: a deal the actor may not see is a 404 before any revision is compared, and a stale revision is
 * the spec's 409. A concurrent append makes the handler read again, so the loser of a race sees the
 * winner's revision and gets the 409 too.
 */
function guarded(actor: Actor, ifMatch: number | undefined): Decider<DealCommand, DealEvent, DealState> {
  return {
    ...dealDecider,
    decide(command, state) {
      authorizeDealCommand(command, state, actor);
      if (ifMatch !== undefined && ifMatch !== state.eventCount - 1) throw dealErrors.savingConflict();
      return dealDecider.decide(command, state);
    },
  };
}

/** `actor`: the signed-in person with their roles (`actorOf(request)`); the command's actorId is theirs. */
export const runDeal = (
  deps: Store,
  dealId: string,
  command: DealCommand,
  context: CommandContext,
  actor: Actor,
  ifMatch?: number,
): Promise<CommandResult<DealState>> =>
  handleCommand({
    store: deps.store,
    types: deps.types,
    streamId: dealStream(dealId),
    decider: guarded(actor, ifMatch),
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
