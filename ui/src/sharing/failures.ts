import type { DialogText } from '@dealbook/domain/identity/messages';
import { sharingMessages } from '@dealbook/domain/deals/sharing-messages';
import { readFailure } from '../deals/failures';
import type { Invitee, ShareResult } from './api';

// ours: the spec names the titles only; the server's message (its reason) is shown whenever it sends one
const shareFallback = 'The deal could not be shared just now. Please try again in a moment.';
const permissionsFallback = 'The permissions could not be saved just now. Please try again in a moment.';

/** A 4xx from our API carries a reason meant for people; a 5xx or a network failure does not. */
const reasonOf = (error: unknown) => {
  const { status, message, code, title } = readFailure(error);
  return { status, code, title, reason: status !== undefined && status >= 400 && status < 500 ? message : undefined };
};

/**
 * A refused email (the server's 422, or a 400 from the schema) only flags the field; every other
 * refusal opens 'Sorry...' with the server's reason.
 */
export function shareFailure(error: unknown): { field: 'email' } | { dialog: DialogText } {
  const { status, code, title, reason } = reasonOf(error);
  if ((status === 400 || status === 422) && code === 'INVALID_EMAIL') return { field: 'email' };
  return { dialog: { title: title ?? sharingMessages.shareFailed, message: reason ?? shareFallback } };
}

export function permissionsFailure(error: unknown): DialogText {
  const { title, reason } = reasonOf(error);
  return { title: title ?? sharingMessages.permissionsFailed, message: reason ?? permissionsFallback };
}

/** The confirmation of the requirements: 'Deal Shared', an email was sent. */
export function sharedMessage(invitee: Invitee, result: ShareResult, dealName: string): DialogText {
  const who = `${invitee.first_name} ${invitee.last_name}`.trim();
  const opened = result.account_created
    ? ` ${invitee.first_name} had no account yet, so one was opened for them and they were also sent an email to activate it.`
    : '';
  return { title: 'Deal Shared', message: `An email was sent to ${who} (${result.email}) with a link to ${dealName}.${opened}` };
}
