import type { DialogText } from '@dealbook/domain/identity/messages';
import { fileMessages } from '@dealbook/domain/files/messages';
import { readFailure } from '../../deals/failures';

export type FileAction = 'upload' | 'rename' | 'delete';

const titles: Record<FileAction, string> = {
  upload: fileMessages.uploadFailed,
  rename: fileMessages.renameFailed,
  delete: fileMessages.deleteFailed,
};

const fallback: Record<FileAction, string> = {
  upload: 'The file could not be uploaded. Please try again.',
  rename: 'The file could not be renamed. Please try again.',
  delete: 'The file could not be deleted. Please try again.',
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
