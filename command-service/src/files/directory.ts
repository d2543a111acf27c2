import type { DocumentStore } from '@dealbook/infra/document-store/port';

/**
 * Which deal a file belongs to, for the one route that names a file alone (`POST /api/app/deals/
 * attachments/{attachment_id}/email`). The `console_deals` read model keeps each deal's live
 * files; `settle` waits until it has caught up with the store.
 */
export interface FileDirectory {
  dealOf(fileId: string): Promise<string | null>;
}

export function fileDirectoryFromDocuments(documents: Pick<DocumentStore, 'find'>, settle?: () => Promise<unknown>): FileDirectory {
  return {
    async dealOf(fileId) {
      await settle?.();
      const [deal] = await documents.find('console_deals', { files: fileId }, { limit: 1 });
      return deal?._id ?? null;
    },
  };
}
