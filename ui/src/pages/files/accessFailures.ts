import type { DialogText } from '@dealbook/domain/identity/messages';
import { readFailure } from '../../deals/failures';

/** The spec's titles. */
export const accessTitles = {
  exists: 'Error: Email Address Already Exists',
  bulk: 'Error: Unable to Update Permissions',
  save: 'Error: Cannot Set Permissions',
  fileType: 'Error',
  deny: 'Unable to Deny Access',
};

const texts = {
  exists: 'This address has already been invited to this resource.',
  bulk: 'The permissions could not be updated. Please open a support ticket through Help, with a screenshot of this page.',
  save: 'The permissions could not be saved. Please try again.',
  fileType: 'Only Text and CSV file are supported.',
  deny: 'The request could not be denied. Please try again.',
};

export const fileTypeRefused: DialogText = { title: accessTitles.fileType, message: texts.fileType };

/** A refused single invite: an address the server finds invalid only flags the field; the rest opens a dialog. */
export function inviteFailure(error: unknown): { field: true } | { dialog: DialogText } {
  const { status, code, title, message } = readFailure(error);
  if (code === 'INVALID_EMAIL') return { field: true };
  if (status === 409) return { dialog: { title: accessTitles.exists, message: message ?? texts.exists } };
  if (status !== undefined && status < 500 && message) return { dialog: { title: title ?? accessTitles.save, message } };
  return { dialog: { title: accessTitles.save, message: texts.save } };
}

/** A refused restriction or removal: the server's words under its title, or the spec's. */
export function saveFailure(error: unknown): DialogText {
  const { status, title, message } = readFailure(error);
  if (status !== undefined && status < 500 && message) return { title: title ?? accessTitles.save, message };
  return { title: accessTitles.save, message: texts.save };
}

/** A failed bulk invite: always the spec's advice. */
export const bulkFailure = (): DialogText => ({ title: accessTitles.bulk, message: texts.bulk });

/** A refused deny (409 NO_PENDING_REQUEST when the request was answered meanwhile): the server's words, or the contract's title. */
export function denyFailure(error: unknown): DialogText {
  const { status, title, message } = readFailure(error);
  if (status !== undefined && status < 500 && message) return { title: title ?? accessTitles.deny, message };
  return { title: accessTitles.deny, message: texts.deny };
}
