import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { filesApi, filesKeys, isAbort, refusal, type FileKind, type FileView } from '../../deals/files-api';
import { useToast } from '../shared/toast';
import { fileFailure } from './failures';

export type Uploading = { fileName: string; percent: number };

/**
 * One upload at a time for a section: checked on the client first (size, empty), then sent with its
 * progress; cancel aborts it. The server's answer joins the list; a refusal opens its message, unless `intercept`
 * shows it another way (it answers true then).
 */
export function useUpload(dealId: string, kind: FileKind, intercept?: (error: unknown) => boolean) {
  const client = useQueryClient();
  const notify = useToast();
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [failure, setFailure] = useState<DialogText | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops an upload still under way.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (file: File, fileName?: string): Promise<boolean> => {
    const refused = refusal(kind, file);
    if (refused) {
      setFailure(refused);
      return false;
    }
    const abort = new AbortController();
    controller.current = abort;
    const shown = fileName?.trim() || file.name;
    setUploading({ fileName: shown, percent: 0 });
    try {
      const uploaded = await filesApi.upload(dealId, kind, file, {
        fileName,
        signal: abort.signal,
        onProgress: (loaded, total) =>
          setUploading({ fileName: shown, percent: total > 0 ? Math.min(100, Math.round((loaded * 100) / total)) : 0 }),
      });
      client.setQueryData<FileView[]>(filesKeys.list(dealId, kind), (list = []) => [...list.filter((f) => f.id !== uploaded.id), uploaded]);
      notify(`${uploaded.file_name} uploaded`);
      return true;
    } catch (error) {
      if (isAbort(error)) notify('Upload cancelled', 'info');
      else if (!intercept?.(error)) setFailure(fileFailure('upload', error, kind));
      return false;
    } finally {
      if (controller.current === abort) controller.current = null;
      setUploading(null);
    }
  };

  return {
    start,
    uploading,
    cancel: () => controller.current?.abort(),
    failure,
    clearFailure: () => setFailure(null),
  };
}
