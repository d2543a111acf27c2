import { assertNever } from '../shared';
import type { FileEvent } from './events';

/** One of the deal's files as it stands. */
export interface FileEntry {
  file_id: string;
  kind: 'image' | 'attachment';
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
  uploaded_at: string;
  uploaded_by: string;
}

/** The deal's live files, oldest first. */
export type Files = FileEntry[];

export function evolveFiles(files: Files, event: FileEvent): Files {
  const d = event.data;
  switch (event.type) {
    case 'FileUploaded': {
      const { file_id, kind, file_name, content_type, size, sha256, at, by } = event.data;
      return [...files, { file_id, kind, file_name, content_type, size, sha256, uploaded_at: at, uploaded_by: by }];
    }
    case 'FileRenamed':
      return files.map((f) => (f.file_id === d.file_id ? { ...f, file_name: event.data.to } : f));
    case 'FileDeleted':
      return files.filter((f) => f.file_id !== d.file_id);
    default:
      return assertNever(event);
  }
}
