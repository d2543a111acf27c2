import {
  emailReservationDecider,
  emailStream,
  tokenDecider,
  tokenStream,
  userDecider,
  userStream,
  type EmailReservationCommand,
  type TokenCommand,
  type TokenState,
  type UserCommand,
  type UserState,
  type EmailReservationState,
  type Decider,
  type DomainEvent,
} from '@dealbook/domain';
import { emailHash } from '@dealbook/infra/security/emails';
import { handleCommand, type CommandContext } from '../handle';
import { loadStream } from '../load-stream';
import type { IdentityDeps } from './deps';

type Store = Pick<IdentityDeps, 'store' | 'types' | 'snapshots'>;

/**
 * One request can write to several streams (reservation, token, user). Each write is its own command,
 * with an id derived from the request's, so a retried request (same Idempotency-Key) appends nothing
 * twice anywhere, and event ids, derived from command ids, stay unique across the store.
 */
export function step(context: CommandContext, name: string, actorId: string | null = context.actorId): CommandContext {
  return { ...context, commandId: `${context.commandId}:${name}`, causationId: context.commandId, actorId };
}

/** The user decider keeps snapshots: every sign-in appends to the stream (see snapshots.ts). */
export const runUser = (deps: Store, userId: string, command: UserCommand, context: CommandContext) =>
  handleCommand({
    store: deps.store,
    types: deps.types,
    snapshots: deps.snapshots,
    streamId: userStream(userId),
    decider: userDecider,
    command,
    context,
  });

export const runEmail = (deps: Store, email: string, command: EmailReservationCommand, context: CommandContext) =>
  handleCommand({
    store: deps.store,
    types: deps.types,
    streamId: emailStream(emailHash(email)),
    decider: emailReservationDecider,
    command,
    context,
  });

export const runToken = (deps: Store, tokenHash: string, command: TokenCommand, context: CommandContext) =>
  handleCommand({ store: deps.store, types: deps.types, streamId: tokenStream(tokenHash), decider: tokenDecider, command, context });

async function read<C, E extends DomainEvent, S>(deps: Store, streamId: string, decider: Decider<C, E, S>): Promise<S> {
  return (await loadStream({ store: deps.store, types: deps.types, snapshots: deps.snapshots, streamId, decider })).state;
}

export const readUser = (deps: Store, userId: string): Promise<UserState> => read(deps, userStream(userId), userDecider);

export const readToken = (deps: Store, tokenHash: string): Promise<TokenState> => read(deps, tokenStream(tokenHash), tokenDecider);

export const readReservation = (deps: Store, email: string): Promise<EmailReservationState> =>
  read(deps, emailStream(emailHash(email)), emailReservationDecider);

/** The account an email belongs to, from its reservation stream (the write side's own index). */
export async function userIdForEmail(deps: Store, email: string): Promise<string | null> {
  return (await readReservation(deps, email)).reservedBy;
}
