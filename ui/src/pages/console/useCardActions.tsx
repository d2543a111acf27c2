import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { dealsApi } from '../../deals/api';
import type { ConsoleItem } from '../../deals/console';
import { dealFailure, type DealAction } from '../../deals/failures';
import { sharingApi } from '../../sharing/api';
import { useToast } from '../shared/toast';
import { VersionsDialog } from '../deal/VersionsDialog';
import { ConfirmDialog, type Confirmation } from './ConfirmDialog';
import type { CardAction } from './DealCardView';
import { RenameDialog } from './RenameDialog';

export const entryUrl = (item: Pick<ConsoleItem, 'kind' | 'id'>) =>
  item.kind === 'invitation'
    ? `/app/matches/${encodeURIComponent(item.id)}/review`
    : item.kind === 'draft'
      ? `/app/deals/project?current_deal_view=creating&partial_id=${encodeURIComponent(item.id)}`
      : `/app/deals/project?current_deal=${encodeURIComponent(item.id)}&current_deal_view=editing`;

type Attempt = { action: DealAction; call: () => Promise<unknown>; done: string };
type Archiving = { item: ConsoleItem; archived: boolean };

/**
 * The console cards' actions with their dialogs: rename, replicate, delete, recover, restore a version,
 * and a collab card's duplicate and archive.
 */
export function useCardActions(reload: () => Promise<void>) {
  const navigate = useNavigate();
  const notify = useToast();
  const [message, setMessage] = useState<DialogText | null>(null);
  const [renaming, setRenaming] = useState<ConsoleItem | null>(null);
  const [question, setQuestion] = useState<Confirmation | null>(null);
  const [versionsOf, setVersionsOf] = useState<string | null>(null);

  const attempt = useMutation({
    mutationFn: ({ call }: Attempt) => call(),
    onSuccess: (_, { done }) => {
      notify(done);
      return reload();
    },
    onError: (error, { action }) => setMessage(dealFailure(action, error)),
  });
  const archiving = useMutation({
    mutationFn: ({ item, archived }: Archiving) => sharingApi.archive(item.id, archived),
    onSuccess: (_, { item, archived }) => {
      notify(`'${item.name}' ${archived ? 'archived' : 'unarchived'}`);
      return reload();
    },
    // A failed archive of a collab card is logged only
    onError: (error) => console.warn('The collab card could not be archived', error),
  });
  const send = (action: DealAction, call: () => Promise<unknown>, done: string) => attempt.mutate({ action, call, done });

  const run = (action: CardAction, item: ConsoleItem) => {
    if (action === 'open') navigate(entryUrl(item));
    else if (action === 'rename') setRenaming(item);
    else if (action === 'versions') setVersionsOf(item.id);
    else if (action === 'replicate') send('replicate', () => dealsApi.replicate(item.id), `'${item.name}' replicated`);
    else if (action === 'recover') send('recover', () => dealsApi.recover(item.id), `'${item.name}' recovered`);
    else if (action === 'duplicate') send('duplicate', () => sharingApi.duplicate(item.id), `'${item.name}' duplicated into My Projects`);
    else if (action === 'archive' || action === 'unarchive') archiving.mutate({ item, archived: action === 'archive' });
    else if (action === 'delete') {
      const draft = item.kind === 'draft';
      setQuestion({
        title: draft ? 'Delete this draft?' : 'Delete this deal?',
        message: draft
          ? `The autosaved draft '${item.name}' will be removed.`
          : `'${item.name}' moves to the Deleted tab, from which you can recover it. Its history is kept.`,
        confirm: 'Delete',
        onConfirm: () =>
          send('delete', () => (draft ? dealsApi.deletePartial(item.id) : dealsApi.remove(item.id)), `'${item.name}' deleted`),
      });
    }
  };

  const closeVersions = useCallback(() => setVersionsOf(null), []);
  const dialogs = (
    <>
      <RenameDialog
        name={renaming?.name ?? null}
        onClose={() => setRenaming(null)}
        onRename={(name) => {
          const id = renaming!.id;
          setRenaming(null);
          send('rename', () => dealsApi.rename(id, name), 'Deal renamed');
        }}
      />
      <ConfirmDialog question={question} onClose={() => setQuestion(null)} />
      <VersionsDialog dealId={versionsOf} onClose={closeVersions} onMessage={setMessage} />
    </>
  );
  return { run, dialogs, message, closeMessage: () => setMessage(null) };
}
