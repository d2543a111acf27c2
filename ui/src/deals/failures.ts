import type { DialogText } from '@dealbook/domain/identity/messages';
import { dealMessages as m, PREMIUM_NOTE } from '@dealbook/domain/deals/messages';

export type DealAction = 'save' | 'replicate' | 'duplicate' | 'delete' | 'restore' | 'rename' | 'versions' | 'load' | 'recover';

/** What the UI knows of a failed call: the httpClient's ApiError, or anything thrown on the way. */
export const readFailure = (error: unknown) => {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    message?: unknown;
    code?: unknown;
    title?: unknown;
  };
  return {
    status: typeof e.status === 'number' ? e.status : undefined,
    message: typeof e.message === 'string' && e.message !== '' ? e.message : undefined,
    code: typeof e.code === 'string' ? e.code : undefined,
    title: typeof e.title === 'string' ? e.title : undefined,
  };
};

const titles: Partial<Record<DealAction, string>> = {
  replicate: 'Error: Cannot Replicate Deal',
  duplicate: 'Error: Cannot Duplicate Deal',
  delete: 'Error: Cannot Delete Deal',
  restore: 'Error: Unable to Restore Deal',
  rename: m.renameFailed.title,
  save: 'Error: Cannot Save Deal',
};

/** The error catalogue of the requirements: which dialog a failed call opens, with the server's message where it has one. */
export function dealFailure(action: DealAction, error: unknown): DialogText {
  const { status, message, code, title } = readFailure(error);
  const serverMessage = status !== undefined && status < 500 ? message : undefined;
  if (action === 'versions' && status === 404) return m.nothingToRestore;
  if (status === 409 && (action === 'save' || action === 'restore')) {
    return { title: m.savingConflict.title, message: serverMessage ?? m.savingConflict.message };
  }
  if (status === 403 && code === 'REVISION_LIMIT' && action === 'save') {
    return { title: m.revisionLimit.title, message: `${serverMessage ?? ''} ${PREMIUM_NOTE}`.trim(), buttons: m.revisionLimit.buttons };
  }
  if (status === 403 && (action === 'replicate' || action === 'delete' || action === 'restore')) {
    const limited = code === undefined || /LIMIT/.test(code);
    return {
      title: titles[action],
      message: limited ? `${serverMessage ?? ''} ${PREMIUM_NOTE}`.trim() : (serverMessage ?? m.oops.message),
      ...(limited ? { buttons: m.replicateLimit.buttons } : {}),
    };
  }
  if (status === 401 && titles[action]) return { title: titles[action], message: serverMessage ?? m.oops.message };
  if (action === 'rename' && status !== undefined && status < 500)
    return { title: m.renameFailed.title, message: serverMessage ?? m.renameFailed.message };
  if (status !== undefined && status >= 400 && status < 500 && serverMessage && status !== 404) {
    return { title: title ?? titles[action] ?? m.oops.title, message: serverMessage };
  }
  return m.oops;
}
