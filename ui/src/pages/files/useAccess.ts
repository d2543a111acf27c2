import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { fileAccessApi, fileAccessKeys, listOf, withList, type AccessList, type DataRoomAccess } from '../../deals/file-access-api';
import { useToast } from '../shared/toast';
import { bulkFailure, inviteFailure, saveFailure } from './accessFailures';

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

  return {
    query,
    list: listOf(query.data, target),
    restrict,
    invite,
    inviteMany,
    remove,
    failure,
    setFailureText: setFailure,
    clearFailure: () => setFailure(null),
    badEmail,
    setBadEmail,
  };
}
