import type { FileView } from '../../deals/files-api';

/** A stored file of deal d1 as the server lists it. */
export const stored = (id: string, file_name: string, overrides: Partial<FileView> = {}): FileView => ({
  id,
  kind: 'attachment',
  file_name,
  name: file_name,
  content_type: 'application/pdf',
  size: 1_258_291,
  uploaded_at: '2026-03-01T12:00:00.000Z',
  uploaded_by: 'me',
  link: `/api/app/deals/secure/d1/attachments/${id}/download`,
  ...overrides,
});

/** A file the user picks, of `size` bytes (its content is not read). */
export const picked = (name: string, size: number, type = 'application/pdf') => {
  const file = new File(['%PDF-1.7'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
