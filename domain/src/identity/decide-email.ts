import { assertNever, type Decider } from '../shared';
import type { EmailReservationCommand } from './commands';
import { identityErrors } from './errors';
import type { EmailReservationEvent } from './events';
import { evolveEmailReservation, initialEmailReservationState, type EmailReservationState } from './state';

/**
 * One account per email. The handler appends with 'no_stream' expected, so of two concurrent sign-ups
 * the store lets one through; the other reads again and lands here with the email already reserved.
 * The same user reserving again is a retried sign-up and appends nothing.
 */
export function decideEmailReservation(command: EmailReservationCommand, state: EmailReservationState): EmailReservationEvent[] {
  switch (command.type) {
    case 'ReserveEmail':
      if (state.reservedBy === command.data.userId) return [];
      if (state.reservedBy !== null) throw identityErrors.emailAlreadyRegistered();
      return [{ type: 'EmailReserved', data: { userId: command.data.userId, at: command.data.now } }];
    default:
      return assertNever(command.type);
  }
}

export const emailReservationDecider: Decider<EmailReservationCommand, EmailReservationEvent, EmailReservationState> = {
  decide: decideEmailReservation,
  evolve: evolveEmailReservation,
  initialState: initialEmailReservationState,
};
