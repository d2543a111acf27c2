import { z } from 'zod';
import type { DomainEvent } from '../shared';

/**
 * Stream dataroom-<dealId>: who opened, downloaded, viewed or had mailed each file and the data room (the
 * access analytics data rooms are bought for). Facts of a read, decided by no one, so they are kept off the
 * deal's own stream: reading a file never moves the deal's revision or conflicts with an edit.
 */
export const dataroomStream = (dealId: string): string => `dataroom-${dealId}`;

const use = {
  target: z.string().min(1),
  file_name: z.string(),
  email: z.string().max(320).nullable(),
  user_id: z.string().nullable(),
  via: z.enum(['app', 'link']),
  at: z.iso.datetime({ offset: true }),
};
export const fileUseSchema = z.object(use);
/** A file mailed to `email` (on mobile): the reactor attaches the blob `sha256`. */
export const fileMailedSchema = z.object({
  ...use,
  email: z.email(),
  content_type: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  project_name: z.string(),
});

/**
 * The download links of a restricted file or data room, mailed to the permissioned address a visitor
 * typed instead of shown to them: typing an address proves nothing, reading its mail does. Each link is
 * sealed for the mail worker (infra/src/security/seal.ts), which alone opens it.
 */
export const fileLinkMailedSchema = z.object({
  ...use,
  email: z.email(),
  project_name: z.string(),
  links: z.array(z.object({ file_name: z.string(), sealed_link: z.string() })).max(500),
  expires_at: z.iso.datetime({ offset: true }),
});

type Use = z.infer<typeof fileUseSchema>;
export type FileLinkOpened = DomainEvent<'FileLinkOpened', Use>;
export type FileDownloaded = DomainEvent<'FileDownloaded', Use>;
export type FileViewed = DomainEvent<'FileViewed', Use>;
export type FileMailed = DomainEvent<'FileMailed', z.infer<typeof fileMailedSchema>>;
export type FileLinkMailed = DomainEvent<'FileLinkMailed', z.infer<typeof fileLinkMailedSchema>>;
export type FileUseEvent = FileLinkOpened | FileDownloaded | FileViewed | FileMailed | FileLinkMailed;

export const fileUseEventTypes = {
  FileLinkOpened: { schema: fileUseSchema, version: 1 },
  FileDownloaded: { schema: fileUseSchema, version: 1 },
  FileViewed: { schema: fileUseSchema, version: 1 },
  FileMailed: { schema: fileMailedSchema, version: 1 },
  FileLinkMailed: { schema: fileLinkMailedSchema, version: 1 },
} as const;

/** How the owner's activity list names each kind. */
export const fileUseActions = {
  FileLinkOpened: 'opened',
  FileDownloaded: 'downloaded',
  FileViewed: 'viewed',
  FileMailed: 'mailed',
  FileLinkMailed: 'mailed',
} as const;
