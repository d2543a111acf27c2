import { dealMessages } from '@dealbook/domain/deals/messages';
import { fileAccessMessages } from '@dealbook/domain/files/decide-access';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { readFailure } from '../../deals/failures';

/** The public attachment pages' paths. */
export const attachmentPaths = {
  view: '/attachments/deal/:dealId/:resourceType/:attachmentKey',
  access: '/attachments/access/:resourceType/:dealId/:attachmentKey/:email/requested',
  downloadComplete: '/attachments/download/complete',
  requestSubmitted: '/attachments/request/submitted',
} as const;

const enc = encodeURIComponent;
export const viewPath = (dealId: string, resourceType: string, key: string) =>
  `/attachments/deal/${enc(dealId)}/${enc(resourceType)}/${enc(key)}`;

/** The page that asks for access to `key` for `email` at once. */
export const requestPath = (resourceType: string, dealId: string, key: string, email: string) =>
  `/attachments/access/${enc(resourceType)}/${enc(dealId)}/${enc(key)}/${enc(email)}/requested`;

export const restrictedTitle = 'Restricted Access';
export const home = { label: 'Back to Dealbook', to: '/' };

/** A plausible address: the server has the last word (any error other than 405 means it is not valid). */
export const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/**
 * What a failed access request says (the requirements error catalogues): a 409 with the server's title and
 * message ('Access Request Already Pending', 'Error: Email Address Already Exists'); anything else the
 * generic 'Oops! Something is not right.' with the support advice.
 */
export function requestFailure(error: unknown, page: 'view' | 'access'): DialogText {
  const { status, message, code, title } = readFailure(error);
  if (status !== 409) return { title: dealMessages.oops.title, message: dealMessages.oops.message };
  const fallbackTitle =
    code === 'EMAIL_ALREADY_INVITED' || (page === 'view' && code !== 'REQUEST_PENDING')
      ? fileAccessMessages.exists
      : fileAccessMessages.pending;
  const fallbackMessage = code === 'EMAIL_ALREADY_INVITED' ? fileAccessMessages.existsBody : fileAccessMessages.pendingBody;
  return { title: title ?? fallbackTitle, message: message ?? fallbackMessage };
}

/** What a failed "Email me this file" says (a 405 opens 'Restricted Access' instead). */
export function mailFailure(error: unknown): string {
  const { status, message } = readFailure(error);
  if (status === 429) return 'Too many requests: try again in a minute.';
  if (status !== undefined && status < 500 && message) return message;
  return 'The email could not be sent. Please try again later.';
}
