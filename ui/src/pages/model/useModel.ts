import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dealKeys, dealsApi } from '../../deals/api';
import { filesKeys } from '../../deals/files-api';
import { buildFailure } from './failures';
import { inProgress, modelApi, modelKeys, type BuildQueued, type ModelBuild, type ModelStatus } from './model-api';

/** The queued build's upload status is asked every 3 s until it is uploaded or has failed. */
export const MODEL_POLL_MS = 3000;

/** What the panel shows: the locked offer, the build button, a build under way, a failed build, or the models built. */
export type ModelPhase = 'locked' | 'ready' | 'progress' | 'failed' | 'uploaded';

const queuedItem = ({ build_id, status, deal_version }: BuildQueued): ModelBuild => ({
  id: build_id,
  build_id,
  deal_version,
  status,
  file_name: null,
  size: null,
  requested_at: new Date().toISOString(),
  built_at: null,
  message: null,
  download: null,
});

function phaseOf(status: ModelStatus, current: ModelBuild | null, uploaded: ModelBuild[]): ModelPhase {
  if (inProgress(current?.status) || (inProgress(status.status) && !current)) return 'progress';
  if (current?.status === 'failed') return 'failed';
  if (uploaded.length > 0) return 'uploaded';
  return status.unlocked || status.can_build ? 'ready' : 'locked';
}

/**
 * The deal's model for the caller: its status, the builds made, whether they may act (edit the deal), the deal's
 * newest saved version, and the build under way polled every `pollMs` until it settles.
 */
export function useModel(dealId: string, pollMs = MODEL_POLL_MS) {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: modelKeys.status(dealId),
    queryFn: () => modelApi.status(dealId),
    // A build said to be under way without its item: ask the status again until the item is there.
    refetchInterval: (query) => (inProgress(query.state.data?.status) && !query.state.data?.latest ? pollMs : false),
  });
  const track = useQuery({ queryKey: modelKeys.track(dealId), queryFn: () => modelApi.track(dealId) });
  const deal = useQuery({ queryKey: dealKeys.retrieve(dealId), queryFn: () => dealsApi.retrieve(dealId) });
  // The server's gate for unlocking and building: the owner and the collaborators who may edit.
  const canAct = deal.data?.access?.can.manage_files === true;
  const versions = useQuery({ queryKey: dealKeys.versions(dealId), queryFn: () => dealsApi.versions(dealId), enabled: canAct });

  const latest = status.data?.latest ?? track.data?.[0] ?? null;
  const pendingId = latest && inProgress(latest.status) ? latest.id : null;
  const upload = useQuery({
    queryKey: modelKeys.upload(dealId, pendingId),
    queryFn: () => modelApi.uploadStatus(dealId, pendingId!),
    enabled: pendingId !== null,
    refetchInterval: (query) => (inProgress(query.state.data?.status ?? 'queued') ? pollMs : false),
  });
  const current = upload.data && upload.data.id === latest?.id ? upload.data : latest;

  // Once the build settles, the status, the list and the data room's attachments (the workbook is one) catch up.
  const settled = current && !inProgress(current.status) && pendingId !== null ? current.status : null;
  useEffect(() => {
    if (!settled) return;
    void queryClient.invalidateQueries({ queryKey: modelKeys.status(dealId) });
    void queryClient.invalidateQueries({ queryKey: modelKeys.track(dealId) });
    void queryClient.invalidateQueries({ queryKey: filesKeys.list(dealId, 'attachment') });
  }, [settled, dealId, queryClient]);

  const [refused, setRefused] = useState<ReturnType<typeof buildFailure> | null>(null);
  const build = useMutation({
    mutationFn: () => modelApi.build(dealId),
    onMutate: () => setRefused(null),
    onSuccess: (queued) => {
      // Shown as under way at once; the server's answers replace it.
      queryClient.setQueryData<ModelStatus>(
        modelKeys.status(dealId),
        (s) => s && { ...s, status: queued.status, latest: queuedItem(queued) },
      );
      void queryClient.invalidateQueries({ queryKey: modelKeys.all(dealId) });
    },
    onError: (error) => {
      setRefused(buildFailure(error));
      void queryClient.invalidateQueries({ queryKey: modelKeys.status(dealId) });
    },
  });

  const uploaded = (track.data ?? []).filter((item) => item.status === 'uploaded');
  return {
    status,
    canAct,
    current,
    uploaded,
    phase: status.data ? phaseOf(status.data, current, uploaded) : null,
    newestVersion: versions.data?.[0]?.deal_version ?? null,
    build: () => build.mutate(),
    building: build.isPending,
    refused,
  };
}

export type ModelView = ReturnType<typeof useModel>;
