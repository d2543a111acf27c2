import { assertNever, type Decider, type DomainError } from '../shared';
import type { TokenCommand } from './commands';
import { identityErrors } from './errors';
import type { TokenEvent } from './events';
import { tokenExpiresAt, type TokenPurpose } from './limits';
import { evolveToken, initialTokenState, type TokenState } from './state';

/**
 * A mailed link's token: single use, expiring, known only by its hash. Spending it comes first, before
 * the user stream is touched: should the process stop between the two appends, the link is spent and
 * the person asks for another, rather than a link staying usable twice.
 */
export function decideToken(command: TokenCommand, state: TokenState): TokenEvent[] {
  const { now } = command.data;
  switch (command.type) {
    case 'IssueToken':
      if (state.status !== 'none') throw identityErrors.tokenAlreadyIssued();
      return [
        {
          type: 'TokenIssued',
          data: { userId: command.data.userId, purpose: command.data.purpose, expiresAt: tokenExpiresAt(command.data.purpose, now) },
        },
      ];
    case 'UseToken': {
      const error = checkToken(state, command.data.purpose, now);
      if (error) throw error;
      return [{ type: 'TokenUsed', data: { at: now } }];
    }
    default:
      return assertNever(command);
  }
}

/**
 * Why a token cannot be used for `purpose` at `now`, or null when it can (also answers the token check
 * the pages make before showing their form). Unknown, used, expired and wrong-purpose tokens all get
 * the same answer.
 */
export function checkToken(state: TokenState, purpose: TokenPurpose, now: string): DomainError | null {
  const live =
    state.status === 'issued' && state.purpose === purpose && state.expiresAt !== null && Date.parse(now) < Date.parse(state.expiresAt);
  return live ? null : identityErrors.invalidToken(purpose);
}

export const tokenDecider: Decider<TokenCommand, TokenEvent, TokenState> = {
  decide: decideToken,
  evolve: evolveToken,
  initialState: initialTokenState,
};
