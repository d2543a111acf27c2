import type { DialogText } from '@dealbook/domain/identity/messages';
import { fileMessages } from '@dealbook/domain/files/messages';
import { readFailure } from '../../deals/failures';

export type FileAction = 'upload' | 'rename' | 'delete' | 'download' | 'request';

const titles: Record<FileAction, string> = {
  upload: fileMessages.uploadFailed,
  rename: fileMessages.renameFailed,
  delete: fileMessages.deleteFailed,
  download: 'Download Failed',
  request: 'Unable to Request Access',
};

const fallback: Record<FileAction, string> = {
  upload: 'The file could not be uploaded. Please try again.',
  rename: 'The file could not be renamed. Please try again.',
  delete: 'The file could not be deleted. Please try again.',
  download: 'The file could not be downloaded. Please try again.',
  request: 'Access could not be requested. Please try again.',
};

/** The dialog a refused file call opens: the server's title and message, or the spec's title and a plain sentence. */
export function fileFailure(action: FileAction, error: unknown, kind: 'image' | 'attachment' = 'attachment'): DialogText {
  const { status, message, title } = readFailure(error);
  // A proxy's own 413 carries no body of ours: the spec's text then.
  if (status === 413 && action === 'upload') {
    return { title: titles.upload, message: kind === 'image' ? fileMessages.imageTooLarge : fileMessages.attachmentTooLarge };
  }
  if (status !== undefined && status >= 400 && status < 500 && message) return { title: title ?? titles[action], message };
  // No status: the request never reached the server (its message says so).
  if (status === undefined && message) return { title: titles[action], message };
  return { title: titles[action], message: fallback[action] };
}

/** A refused download: a locked file's 403 RESTRICTED_ACCESS under the contract's title, the rest as other file calls. */
export function downloadFailure(error: unknown): DialogText {
  const { status, code, title, message } = readFailure(error);
  if (status === 403 && code === 'RESTRICTED_ACCESS')
    return { title: title ?? 'Restricted Access', message: message ?? 'This file is private: ask the deal’s owner for access.' };
  return fileFailure('download', error);
}
