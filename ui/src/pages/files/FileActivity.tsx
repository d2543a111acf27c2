import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert, Card, CardContent, CircularProgress, MenuItem, Pagination, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DATAROOM, fileAccessApi, fileAccessKeys } from '../../deals/file-access-api';
import { filesApi, filesKeys } from '../../deals/files-api';
import { pageSlice } from '../../sharing/collaborators';
import { ActivityList } from './ActivityList';
import { newestFirst } from './activityLabels';
import { ACTIVITY_ANCHOR, ACTIVITY_PARAM } from './paths';

export const ACTIVITY_PAGE_SIZE = 10;

/** The file shown, kept in the address (`?activity=<file id|dataroom>`) so a file's access dialog can link to it. */
function useFilter() {
  const [params, setParams] = useSearchParams();
  const filter = params.get(ACTIVITY_PARAM) ?? '';
  const choose = (next: string) =>
    setParams(
      (current) => {
        const fresh = new URLSearchParams(current);
        if (next) fresh.set(ACTIVITY_PARAM, next);
        else fresh.delete(ACTIVITY_PARAM);
        return fresh;
      },
      { replace: true, preventScrollReset: true },
    );
  return [filter, choose] as const;
}

/** Arriving from a dialog's "Who opened it" link (the section's anchor): bring the section into view. */
function useScrolledTo(filter: string) {
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${ACTIVITY_ANCHOR}`) ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [hash, filter]);
  return ref;
}

/**
 * "Who opened what": every open through a link, download, view and mail of the deal's files, newest first, for
 * those who manage the files and for admins and auditors (the server answers the others 403).
 */
export function FileActivity({ dealId }: { dealId: string }) {
  const titleId = useId();
  const [filter, setFilter] = useFilter();
  const ref = useScrolledTo(filter);
  // The page counts within one filter: another file starts at its first page.
  const [paging, setPaging] = useState({ filter, page: 1 });
  const page = paging.filter === filter ? paging.page : 1;
  const target = filter || undefined;
  const query = useQuery({ queryKey: fileAccessKeys.activity(dealId, target), queryFn: () => fileAccessApi.activity(dealId, target) });
  const files = useQuery({ queryKey: filesKeys.list(dealId, 'attachment'), queryFn: () => filesApi.attachments(dealId) }).data ?? [];
  const items = newestFirst(query.data?.items ?? []);
  const shown = pageSlice(items, page, ACTIVITY_PAGE_SIZE);
  // A file no longer listed (deleted) may still be linked to: keep it choosable.
  const unknown = filter !== '' && filter !== DATAROOM && !files.some((f) => f.id === filter);

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} id={ACTIVITY_ANCHOR} ref={ref}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6" component="h2" id={titleId}>
            Who opened what
          </Typography>
          <TextField
            select
            size="small"
            label="File"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ minWidth: { sm: 240 }, maxWidth: { sm: 360 } }}
          >
            <MenuItem value="">All files</MenuItem>
            <MenuItem value={DATAROOM}>Data room</MenuItem>
            {files.map((file) => (
              <MenuItem key={file.id} value={file.id} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
                {file.file_name}
              </MenuItem>
            ))}
            {unknown && <MenuItem value={filter}>{items[0]?.file_name ?? 'A file no longer listed'}</MenuItem>}
          </TextField>
        </Stack>
        {query.isPending ? (
          <CircularProgress aria-label="Loading the file activity" size={28} />
        ) : query.isError ? (
          <Alert severity="error">Who opened these files could not be loaded.</Alert>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            Nobody has opened these files yet.
          </Typography>
        ) : (
          <Stack spacing={1.5}>
            <ActivityList items={shown.items} />
            {shown.pages > 1 && (
              <Pagination
                count={shown.pages}
                page={shown.page}
                onChange={(_, next) => setPaging({ filter, page: next })}
                size="small"
                sx={{ alignSelf: 'center' }}
                aria-label="Pages of file activity"
              />
            )}
            {query.data.total > items.length && (
              <Typography variant="body2" color="text.secondary">
                The newest {items.length} of {query.data.total} are shown.
              </Typography>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
