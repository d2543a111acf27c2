import { useState, type MouseEvent } from 'react';
import { Button, Stack } from '@mui/material';
import ReplayIcon from '@mui/icons-material/ReplayOutlined';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, type HttpError } from 'react-admin';
import type { DealbookDataProvider } from '../../providers/dataProvider';
import type { ProjectionRequest, ProjectionStatus } from './types';

const requestPath = (name: string, request: ProjectionRequest) => `/api/admin/projections/${encodeURIComponent(name)}/${request}`;

const requested: Record<ProjectionRequest, string> = { retry: 'Retry requested', rebuild: 'Rebuild requested' };

/**
 * An admin's requests to the projection process: retry a stopped projection from its checkpoint, or rebuild
 * one from the start of the log. The process acts on them as they arrive; the list, refreshed, shows the state.
 */
export const ProjectionButtons = () => {
  const record = useRecordContext<ProjectionStatus>();
  const { canAccess } = useCanAccess({ resource: 'projections', action: 'rebuild' });
  const dataProvider = useDataProvider<DealbookDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: ({ name, request }: { name: string; request: ProjectionRequest }) =>
      dataProvider.command(requestPath(name, request), undefined, 'POST'),
    onSuccess: (_result, { request }) => {
      notify(requested[request], { type: 'success' });
      refresh();
    },
    onError: (error: HttpError) => notify(error.message || 'The projection process could not be asked.', { type: 'error' }),
  });
  if (!record || !canAccess) return null;
  const ask = (request: ProjectionRequest) => mutate({ name: record.id, request });
  // Inside a row: a click acts on the projection without selecting the row.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Stack direction="row" spacing={1} onClick={stop} sx={{ justifyContent: 'flex-end' }}>
      {record.state === 'stopped' && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<ReplayIcon />}
          onClick={() => ask('retry')}
          disabled={isPending}
          aria-label={`Retry ${record.id}`}
        >
          Retry
        </Button>
      )}
      <Button
        size="small"
        startIcon={<BuildIcon />}
        onClick={() => setConfirming(true)}
        disabled={isPending || record.state === 'rebuilding'}
        aria-label={`Rebuild ${record.id}`}
      >
        Rebuild
      </Button>
      <Confirm
        isOpen={confirming}
        title={`Rebuild ${record.id}?`}
        content="The projection empties its read model and applies the whole event log again. Its screens show partial data until it catches up."
        confirm="Rebuild"
        onConfirm={() => {
          setConfirming(false);
          ask('rebuild');
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
