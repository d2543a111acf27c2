import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { fileAccessApi, fileAccessKeys, listOf, withList, type AccessList, type DataRoomAccess } from '../../deals/file-access-api';
import { readFailure } from '../../deals/failures';
import { useToast } from '../shared/toast';
import { bulkFailure, denyFailure, inviteFailure, saveFailure } from './accessFailures';

/** The data room's and the files' lists, read once for the section and the dialog; only for those who manage files. */
export const useAccessLists = (dealId: string, enabled: boolean) =>
  useQuery({ queryKey: fileAccessKeys.all(dealId), queryFn: () => fileAccessApi.retrieve(dealId), enabled });

/** One list (`target`: the data room or a file) and its changes; each answer replaces the list in the cache. */
export function useAccess(dealId: string, target: string) {
  const client = useQueryClient();
  const notify = useToast();
  const query = useAccessLists(dealId, true);
  const [failure, setFailure] = useState<DialogText | null>(null);
  const [badEmail, setBadEmail] = useState(false);
  const store = (list: AccessList) =>
    client.setQueryData<DataRoomAccess>(fileAccessKeys.all(dealId), (all) => (all ? withList(all, list) : all));

  const restrict = useMutation({
    mutationFn: (restricted: boolean) => fileAccessApi.restrict(dealId, target, restricted),
    onSuccess: store,
    onError: (error) => setFailure(saveFailure(error)),
  });
  const invite = useMutation({
    mutationFn: (email: string) => fileAccessApi.invite(dealId, target, email),
    onSuccess: (list, email) => {
      store(list);
      notify(`${email} may open it`);
    },
    onError: (error) => {
      const found = inviteFailure(error);
      if ('field' in found) setBadEmail(true);
      else setFailure(found.dialog);
    },
  });
  const inviteMany = useMutation({
    mutationFn: (emails: string[]) => fileAccessApi.inviteMany(dealId, target, emails),
    onSuccess: store,
    onError: () => setFailure(bulkFailure()),
  });
  const remove = useMutation({
    mutationFn: (email: string) => fileAccessApi.remove(dealId, target, email),
    onSuccess: (list, email) => {
      store(list);
      notify(`${email} removed`);
    },
    onError: (error) => setFailure(saveFailure(error)),
  });
  const deny = useMutation({
    mutationFn: ({ email, reason }: { email: string; reason: string }) => fileAccessApi.deny(dealId, target, email, reason),
    onSuccess: (list, { email }) => {
      store(list);
      notify(`${email} denied`);
    },
    onError: (error) => {
      setFailure(denyFailure(error));
      // The request was answered elsewhere meanwhile: show the list as it is now.
      if (readFailure(error).status === 409) void client.invalidateQueries({ queryKey: fileAccessKeys.all(dealId) });
    },
  });

  return {
    query,
    list: listOf(query.data, target),
    restrict,
    invite,
    inviteMany,
    remove,
    deny,
    failure,
    setFailureText: setFailure,
    clearFailure: () => setFailure(null),
    badEmail,
    setBadEmail,
  };
}
