import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { filesApi, filesKeys, type FileKind, type FileView } from '../../deals/files-api';
import { ConfirmDialog, type Confirmation } from '../console/ConfirmDialog';
import { MessageDialog } from '../shared/MessageDialog';
import { useToast } from '../shared/toast';
import { fileFailure } from './failures';
import { RenameFileDialog } from './RenameFileDialog';

/** Rename (attachments) and delete (after a confirm) of a section's files, with their dialogs. */
export function useFileActions(dealId: string, kind: FileKind) {
  const client = useQueryClient();
  const notify = useToast();
  const key = filesKeys.list(dealId, kind);
  const [question, setQuestion] = useState<Confirmation | null>(null);
  const [renaming, setRenaming] = useState<FileView | null>(null);
  const [failure, setFailure] = useState<DialogText | null>(null);

  const rename = useMutation({
    mutationFn: ({ file, name }: { file: FileView; name: string }) => filesApi.rename(dealId, file.id, name),
    onSuccess: (renamed) => {
      client.setQueryData<FileView[]>(key, (list = []) => list.map((f) => (f.id === renamed.id ? renamed : f)));
      setRenaming(null);
      notify(`Renamed to ${renamed.file_name}`);
    },
    onError: (error) => setFailure(fileFailure('rename', error)),
  });
  const remove = useMutation({
    mutationFn: (file: FileView) => filesApi.remove(dealId, file.id),
    onSuccess: (_, file) => {
      client.setQueryData<FileView[]>(key, (list = []) => list.filter((f) => f.id !== file.id));
      notify(`${file.file_name} deleted`);
    },
    onError: (error) => setFailure(fileFailure('delete', error)),
  });

  const askDelete = (file: FileView) =>
    setQuestion({
      title: kind === 'image' ? 'Delete this image?' : 'Delete this attachment?',
      message: `'${file.file_name}' will be removed from this deal for everyone it is shared with.`,
      confirm: 'Delete',
      onConfirm: () => remove.mutate(file),
    });

  const dialogs = (
    <>
      <ConfirmDialog question={question} onClose={() => setQuestion(null)} />
      <RenameFileDialog
        file={renaming}
        busy={rename.isPending}
        onClose={() => setRenaming(null)}
        onRename={(name) => renaming && rename.mutate({ file: renaming, name })}
      />
      <MessageDialog text={failure} onClose={() => setFailure(null)} />
    </>
  );
  return { askDelete, askRename: setRenaming, busy: remove.isPending || rename.isPending, dialogs };
}
