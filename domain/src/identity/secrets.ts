import { z } from 'zod';
import type { Decider, DomainEvent } from '../shared';

/**
 * A secret a command drew at random (a mailed link's token), kept sealed on a stream named after the
 * command, so that a retried request finds the secret its first attempt drew instead of drawing
 * another. The secret is never derived from the command: anything a client sends (its Idempotency-Key
 * above all) may be sent by somebody else too, and a token that is a function of it can be minted twice.
 */
export const secretDrawnSchema = z.object({ sealed: z.string().min(1) });

export type SecretDrawn = DomainEvent<'SecretDrawn', z.infer<typeof secretDrawnSchema>>;
export type SecretEvent = SecretDrawn;

/** `sealed`: the new secret, drawn by the handler; kept only when the stream has none yet. */
export interface KeepSecret {
  type: 'KeepSecret';
  data: { sealed: string };
}

export interface SecretState {
  sealed: string | null;
}

export const secretDecider: Decider<KeepSecret, SecretEvent, SecretState> = {
  decide: (command, state) => (state.sealed ? [] : [{ type: 'SecretDrawn', data: { sealed: command.data.sealed } }]),
  evolve: (state, event) => (state.sealed ? state : { sealed: event.data.sealed }),
  initialState: { sealed: null },
};

export const secretEventTypes = { SecretDrawn: { schema: secretDrawnSchema, version: 1 } };

/** `id`: a hash of the command, the secret's purpose and its subject (secrets.ts in the command service). */
export const secretStream = (id: string): string => `secret-${id}`;
