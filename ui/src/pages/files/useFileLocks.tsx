import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { accountApi, accountKeys } from '../../account/api';
import { readFailure } from '../../deals/failures';
import { filesApi, filesKeys, type AttachmentView } from '../../deals/files-api';
import { MessageDialog } from '../shared/MessageDialog';
import { useToast } from '../shared/toast';
import { inAppRequest, type Requester } from './accessRequest';
import { downloadFailure, fileFailure } from './failures';
import type { LockActions } from './FileLock';
import { saveFile } from './saveFile';
import { downloadNameOf } from '@dealbook/domain/files/names';

/** The company the requester speaks for, from their profile; none when it cannot be read. */
async function entityOf(read: () => Promise<{ company: { name: string; legal_entity_dba: string } | null }>) {
  const profile = await read().catch(() => null);
  return profile?.company?.name || profile?.company?.legal_entity_dba || '';
}

/** Downloads through the app and requests for locked files (contract "In-app locks"), with their dialog. */
export function useFileLocks(dealId: string, requester: Requester | undefined) {
  const client = useQueryClient();
  const notify = useToast();
  const key = filesKeys.list(dealId, 'attachment');
  const [failure, setFailure] = useState<DialogText | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: key });

  const request = useMutation({
    mutationFn: async ({ file, who }: { file: AttachmentView; who: Requester }) => {
      const entity = await entityOf(() => client.fetchQuery({ queryKey: accountKeys.profile, queryFn: accountApi.profile }));
      return filesApi.requestAccess(dealId, inAppRequest(who, file.id, entity));
    },
    onSuccess: (_, { file }) => {
      client.setQueryData<AttachmentView[]>(key, (list) => list?.map((f) => (f.id === file.id ? { ...f, requested: true } : f)));
      notify('Access requested');
    },
    onError: (error) => {
      setFailure(fileFailure('request', error));
      // Already pending, or already granted: the list says which now.
      if (readFailure(error).status === 409) refresh();
    },
  });
  const download = useMutation({
    mutationFn: (file: AttachmentView) => filesApi.download(file),
    onSuccess: (blob, file) => saveFile(blob, downloadNameOf(file.file_name, file.content_type)),
    onError: (error) => {
      setFailure(downloadFailure(error));
      // Locked since the list was read: show the lock and the request.
      if (readFailure(error).code === 'RESTRICTED_ACCESS') refresh();
    },
  });

  const lock: LockActions = {
    onDownload: (file) => download.mutate(file),
    downloading: download.isPending ? (download.variables?.id ?? null) : null,
    onRequest: requester ? (file) => request.mutate({ file, who: requester }) : undefined,
    requesting: request.isPending ? (request.variables?.file.id ?? null) : null,
  };
  return { lock, dialog: <MessageDialog text={failure} onClose={() => setFailure(null)} /> };
}
