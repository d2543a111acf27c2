import { z } from 'zod';
import type { FileEntry } from './state';

/** A file as the screens read it; `link` downloads it (the query service streams it to whoever may see the deal). */
export const fileOut = z.object({
  id: z.string(),
  kind: z.enum(['image', 'attachment']),
  file_name: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number(),
  uploaded_at: z.string(),
  uploaded_by: z.string(),
  link: z.string(),
});
export type FileView = z.infer<typeof fileOut>;

export const fileView = (dealId: string, f: FileEntry): FileView => ({
  id: f.file_id,
  kind: f.kind,
  file_name: f.file_name,
  name: f.file_name,
  content_type: f.content_type,
  size: f.size,
  uploaded_at: f.uploaded_at,
  uploaded_by: f.uploaded_by,
  link: `/api/app/deals/secure/${encodeURIComponent(dealId)}/attachments/${encodeURIComponent(f.file_id)}/download`,
});
