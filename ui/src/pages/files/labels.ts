import type { FileView } from '../../deals/files-api';
import { formatDate, formatDateTime } from '@dealbook/domain/shared/dates';

const extension = (name: string) => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** A friendly word for a file's type; old binary Office files (`x-cfb`) are told apart by their extension. */
export function fileType(file: Pick<FileView, 'content_type' | 'file_name'>): string {
  const type = file.content_type.toLowerCase();
  const ext = extension(file.file_name);
  if (type.includes('pdf')) return 'PDF';
  if (type.startsWith('image/')) return 'Image';
  if (type.startsWith('text/csv')) return 'CSV';
  if (type.startsWith('text/')) return 'Text';
  if (type.includes('spreadsheet') || type.includes('excel') || ext === 'xls' || ext === 'xlsx') return 'Excel';
  if (type.includes('wordprocessing') || type.includes('msword') || ext === 'doc' || ext === 'docx') return 'Word';
  if (type.includes('presentation') || type.includes('powerpoint') || ext === 'ppt' || ext === 'pptx') return 'PowerPoint';
  return 'File';
}

/** 1,234 bytes read as 1.2 KB, 3,500,000 as 3.3 MB (binary, like the limits). */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(bytes / 1024, 0.1).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const uploadedOn = (iso: string) => (Number.isNaN(Date.parse(iso)) ? '' : formatDate(iso));

/** A moment with its time of day, in the browser's zone: 'Mar 1, 2026, 10:00:00 AM'. */
export const happenedAt = (iso: string) => (Number.isNaN(Date.parse(iso)) ? '' : formatDateTime(iso));
