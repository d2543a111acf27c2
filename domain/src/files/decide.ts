import { assertNever } from '../shared';
import { fileErrors } from './errors';
import type { FileEvent } from './events';
import { sanitizeFileName } from './names';
import type { Files } from './state';

interface Command<Type extends string, Data> {
  type: Type;
  data: Data & { now: string; actorId: string };
}

/** The handler stored the blob and decided its type from its content. */
export type RecordUpload = Command<
  'RecordUpload',
  { fileId: string; kind: 'image' | 'attachment'; fileName: string; contentType: string; size: number; sha256: string }
>;
export type RenameFile = Command<'RenameFile', { fileId: string; fileName: string }>;
export type DeleteFile = Command<'DeleteFile', { fileId: string }>;
export type FileCommand = RecordUpload | RenameFile | DeleteFile;

/** Upload, rename, delete: names kept safe; an unknown file is refused; a retry records nothing twice. */
export function decideFiles(command: FileCommand, files: Files): FileEvent[] {
  const stamp = { at: command.data.now, by: command.data.actorId };
  switch (command.type) {
    case 'RecordUpload': {
      const d = command.data;
      if (files.some((f) => f.file_id === d.fileId)) return [];
      const fileName = sanitizeFileName(d.fileName);
      if (!fileName) throw fileErrors.badName();
      if (d.size <= 0) throw fileErrors.emptyFile();
      const data = {
        file_id: d.fileId,
        kind: d.kind,
        file_name: fileName,
        content_type: d.contentType,
        size: d.size,
        sha256: d.sha256,
        ...stamp,
      };
      return [{ type: 'FileUploaded', data }];
    }
    case 'RenameFile': {
      const file = files.find((f) => f.file_id === command.data.fileId);
      if (!file) throw fileErrors.fileNotFound();
      const to = keepExtension(sanitizeFileName(command.data.fileName), file.file_name);
      if (!to) throw fileErrors.badName();
      return to === file.file_name ? [] : [{ type: 'FileRenamed', data: { file_id: file.file_id, from: file.file_name, to, ...stamp } }];
    }
    case 'DeleteFile': {
      const file = files.find((f) => f.file_id === command.data.fileId);
      if (!file) return [];
      return [{ type: 'FileDeleted', data: { file_id: file.file_id, file_name: file.file_name, ...stamp } }];
    }
    default:
      return assertNever(command);
  }
}

/** A rename without an extension keeps the file's own ('Budget' for 'budget.xlsx' is 'Budget.xlsx'). */
function keepExtension(name: string, current: string): string {
  if (!name || /\.[A-Za-z0-9]{1,8}$/.test(name)) return name;
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(current)?.[0] ?? '';
  return name + ext;
}
