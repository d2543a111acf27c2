import {
  authorize,
  authorizeDealCommand,
  dealAccessOf,
  dealDecider,
  dealErrors,
  dealOfVersion,
  dealStream,
  draftDecider,
  draftStream,
  fold,
  type Actor,
  type Capability,
  type Decider,
  type Deal,
  type DealCommand,
  type DealEvent,
  type DealState,
  type DraftCommand,
  type DraftEvent,
  type DraftState,
} from '@dealbook/domain';
import { handleCommand, toDomain, type CommandContext, type CommandResult } from '../handle';
import { loadStream } from '../load-stream';
import type { DealsDeps } from './deps';

type Store = Pick<DealsDeps, 'store' | 'types' | 'snapshots'>;

/** The access policy's answer for a deal read from its stream: throws unless `actor` may do `capability`. */
export function assertCan(state: DealState, actor: Actor, capability: Capability): void {
  authorize(dealAccessOf(state, actor), capability);
}

/**
 * The deal decider behind the If-Match check, asked of the state the handler read (after the access
 * policy, so a deal the actor may not see is a 404 before any revision is compared). A concurrent append
 * makes the handler read again, so the loser of a race sees the winner's revision and gets the spec's 409.
 */
function guarded(ifMatch: number | undefined): Decider<DealCommand, DealEvent, DealState> {
  return {
    ...dealDecider,
    decide(command, state) {
      if (ifMatch !== undefined && ifMatch !== state.eventCount - 1) throw dealErrors.savingConflict();
      return dealDecider.decide(command, state);
    },
  };
}

/**
 * `actor`: the signed-in person with their roles (`actorOf(request)`); the command's actorId is theirs.
 * The deal decider keeps snapshots: every explicit save appends to the stream (see snapshots.ts).
 */
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
    snapshots: deps.snapshots,
    streamId: dealStream(dealId),
    decider: guarded(ifMatch),
    authorize: (state) => authorizeDealCommand(command, state, actor),
    command,
    context,
  });

/** `mustExist` refuses to save a partial that was never created (an update). */
function guardedDraft(mustExist: boolean): Decider<DraftCommand, DraftEvent, DraftState> {
  return {
    ...draftDecider,
    decide(command, state) {
      if (mustExist && state.status === 'none') throw dealErrors.draftNotFound();
      return draftDecider.decide(command, state);
    },
  };
}

/** A partial is its author's alone: anyone else is answered as if there were none, retries included. */
const assertDraftOwner = (actorId: string) => (state: DraftState) => {
  if (state.owner !== null && state.owner !== actorId) throw dealErrors.draftNotFound();
};

export const runDraft = (deps: Store, partialId: string, command: DraftCommand, context: CommandContext, mustExist = true) =>
  handleCommand({
    store: deps.store,
    types: deps.types,
    streamId: draftStream(partialId),
    decider: guardedDraft(mustExist),
    authorize: assertDraftOwner(command.data.actorId),
    command,
    context,
  });

/** The deal's state, from its kept state and the events after it when there is one (see snapshots.ts). */
export async function readDeal(deps: Store, dealId: string): Promise<DealState> {
  const { store, types, snapshots } = deps;
  const loaded = await loadStream({ store, types, snapshots, streamId: dealStream(dealId), decider: dealDecider });
  return loaded.state;
}

/**
 * The data of version `version` of a deal read as `state`: the stream's events up to the one that made it,
 * folded (the state keeps no old version's data). Null when the state has no such version. A version, once
 * made, is the same prefix of the stream for good, so what is read here holds for any later state.
 */
export async function readVersionData(deps: Store, dealId: string, state: DealState, version: number): Promise<Deal | null> {
  const eventIndex = Number.isInteger(version) ? state.versions[version - 1] : undefined;
  if (eventIndex === undefined) return null;
  const recorded = await deps.store.readStream(dealStream(dealId), { maxCount: eventIndex + 1 });
  return dealOfVersion(
    recorded.map((e) => toDomain<DealEvent>(deps.types, e)),
    eventIndex,
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
