import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { DATAROOM, fileAccessApi, fileAccessKeys, withList, type AccessList, type DataRoomAccess } from '../../deals/file-access-api';
import { readFailure } from '../../deals/failures';
import { useToast } from '../shared/toast';
import { denyFailure, inviteFailure } from './accessFailures';
import { useAccessLists } from './useAccess';

/** One request waiting for an answer: who, for what (`target`: the data room or a file id) and since when. */
export type PendingRequest = { target: string; what: string; email: string; created_at: string };

/** Every request waiting on the data room and on each file, oldest first (the longest wait answered first). */
export function pendingOf(all: DataRoomAccess | undefined): PendingRequest[] {
  if (!all) return [];
  const of = (list: AccessList, what: string) =>
    list.requested_access.map((r) => ({ target: list.id, what, email: r.email, created_at: r.created_at }));
  return [...of(all, 'Data room'), ...all.files.flatMap((f) => of(f, f.file_name))].sort((a, b) =>
    a.created_at.localeCompare(b.created_at),
  );
}

/** The pending requests of a deal's files and their answers; each answer replaces its list in the shared cache. */
export function usePendingRequests(dealId: string, enabled: boolean) {
  const client = useQueryClient();
  const notify = useToast();
  const query = useAccessLists(dealId, enabled);
  const [failure, setFailure] = useState<DialogText | null>(null);
  const store = (list: AccessList) =>
    client.setQueryData<DataRoomAccess>(fileAccessKeys.all(dealId), (all) => (all ? withList(all, list) : all));
  const refresh = (error: unknown) => {
    // Answered elsewhere meanwhile: show the requests as they are now.
    if (readFailure(error).status === 409) void client.invalidateQueries({ queryKey: fileAccessKeys.all(dealId) });
  };
  const named = (request: PendingRequest) => (request.target === DATAROOM ? 'the data room' : request.what);

  const grant = useMutation({
    mutationFn: (request: PendingRequest) => fileAccessApi.invite(dealId, request.target, request.email),
    onSuccess: (list, request) => {
      store(list);
      notify(`${request.email} may open ${named(request)}`);
    },
    onError: (error) => {
      const found = inviteFailure(error);
      setFailure('dialog' in found ? found.dialog : { title: 'Error', message: 'This address is not valid.' });
      refresh(error);
    },
  });
  const deny = useMutation({
    mutationFn: ({ request, reason }: { request: PendingRequest; reason: string }) =>
      fileAccessApi.deny(dealId, request.target, request.email, reason),
    onSuccess: (list, { request }) => {
      store(list);
      notify(`${request.email} denied`);
    },
    onError: (error) => {
      setFailure(denyFailure(error));
      refresh(error);
    },
  });

  return {
    requests: pendingOf(query.data),
    grant,
    deny,
    busy: grant.isPending || deny.isPending,
    failure,
    clearFailure: () => setFailure(null),
  };
}
