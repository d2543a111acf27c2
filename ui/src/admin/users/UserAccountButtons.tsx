import { useState } from 'react';
import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import DeleteForeverIcon from '@mui/icons-material/DeleteForeverOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInboxOutlined';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, type HttpError } from 'react-admin';
import type { DealbookDataProvider } from '../../providers/dataProvider';
import type { UserRecord } from './types';

type AccountCommand = 'deactivate' | 'reactivate' | 'activation' | 'erase';

const commands: Record<AccountCommand, { method: 'PUT' | 'POST'; done: (email: string) => string }> = {
  deactivate: { method: 'PUT', done: (email) => `${email} is deactivated` },
  reactivate: { method: 'PUT', done: (email) => `${email} is reactivated` },
  activation: { method: 'POST', done: (email) => `A new activation link is on its way to ${email}` },
  erase: { method: 'POST', done: (email) => `The personal data of ${email} is erased` },
};

/** What each confirm says: deactivating can be undone, erasing cannot. */
const confirms = {
  deactivate: {
    title: (email: string) => `Deactivate ${email}?`,
    content: 'Their sessions end and they cannot sign in until an admin reactivates the account.',
    confirm: 'Deactivate',
  },
  erase: {
    title: (email: string) => `Erase the personal data of ${email}?`,
    content:
      'Their name, email address and telephone number are destroyed everywhere the platform keeps them, in the history too; ' +
      'mail to them is forgotten and the account is closed for good. Their deals and what others did stay. This cannot be undone.',
    confirm: 'Erase for good',
  },
} as const;

/** Closing, reopening and re-inviting an account are admins' writes: auditors never see these buttons. */
export const useCanManageAccounts = () => useCanAccess({ resource: 'users', action: 'deactivate' }).canAccess === true;

/**
 * An admin's account controls: deactivate (after a confirm) or reactivate, mail a new activation link
 * to an account that has not been activated, and erase the person's data (after a confirm that says it
 * cannot be undone; R12). The server refuses an admin's own account (OWN_ACCOUNT) and a link for
 * an active one (ALREADY_ACTIVE); its message is shown as it comes. An erased account has no controls left.
 */
export const UserAccountButtons = () => {
  const record = useRecordContext<UserRecord>();
  const canManage = useCanManageAccounts();
  const dataProvider = useDataProvider<DealbookDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState<keyof typeof confirms | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: ({ user, command }: { user: UserRecord; command: AccountCommand }) =>
      dataProvider.command(`/api/admin/users/${encodeURIComponent(user.id)}/${command}`, undefined, commands[command].method),
    onSuccess: (_result, { user, command }) => {
      notify(commands[command].done(user.email), { type: 'success' });
      refresh();
    },
    onError: (error: HttpError) => notify(error.message || 'The account could not be changed.', { type: 'error' }),
  });
  if (!record || !canManage || record.erased) return null;
  const run = (command: AccountCommand) => mutate({ user: record, command });
  const asked = confirming ? confirms[confirming] : null;
  return (
    <>
      {!record.active && (
        <Button size="small" startIcon={<ForwardToInboxIcon />} onClick={() => run('activation')} disabled={isPending}>
          Resend activation link
        </Button>
      )}
      {record.deactivated ? (
        <Button size="small" startIcon={<LockOpenIcon />} onClick={() => run('reactivate')} disabled={isPending}>
          Reactivate account
        </Button>
      ) : (
        <Button size="small" color="error" startIcon={<BlockIcon />} onClick={() => setConfirming('deactivate')} disabled={isPending}>
          Deactivate account
        </Button>
      )}
      <Button size="small" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setConfirming('erase')} disabled={isPending}>
        Erase personal data
      </Button>
      <Confirm
        isOpen={asked !== null}
        title={asked?.title(record.email) ?? ''}
        content={asked?.content ?? ''}
        confirm={asked?.confirm ?? ''}
        confirmColor={confirming === 'erase' ? 'warning' : 'primary'}
        onConfirm={() => {
          setConfirming(null);
          if (confirming) run(confirming);
        }}
        onClose={() => setConfirming(null)}
      />
    </>
  );
};
