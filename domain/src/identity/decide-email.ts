import { assertNever, type Decider } from '../shared';
import type { EmailReservationCommand } from './commands';
import { identityErrors } from './errors';
import type { EmailReservationEvent } from './events';
import { evolveEmailReservation, initialEmailReservationState, type EmailReservationState } from './state';

/**
 * One account per email. The handler appends with 'no_stream' expected, so of two concurrent sign-ups
 * the store lets one through; the other reads again and lands here with the email already reserved.
 * The same user reserving again is a retried sign-up and appends nothing. Erasing the account releases
 * the address, so that a 409 never tells anyone it once had an account, and its owner may sign up again.
 */
export function decideEmailReservation(command: EmailReservationCommand, state: EmailReservationState): EmailReservationEvent[] {
  switch (command.type) {
    case 'ReserveEmail':
      if (state.reservedBy === command.data.userId) return [];
      if (state.reservedBy !== null) throw identityErrors.emailAlreadyRegistered();
      return [{ type: 'EmailReserved', data: { userId: command.data.userId, at: command.data.now } }];
    case 'ReleaseEmail':
      // Only the account holding the address frees it; a retried release, or one after a new sign-up, frees nothing.
      if (state.reservedBy !== command.data.userId) return [];
      return [{ type: 'EmailReleased', data: { userId: command.data.userId, at: command.data.now } }];
    default:
      return assertNever(command);
  }
}

export const emailReservationDecider: Decider<EmailReservationCommand, EmailReservationEvent, EmailReservationState> = {
  decide: decideEmailReservation,
  evolve: evolveEmailReservation,
  initialState: initialEmailReservationState,
};
