import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Pagination,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { dealMessages } from '@dealbook/domain/deals/messages';
import { CHANGE_PREVIEW_PAGE_SIZE } from '@dealbook/domain/catalog/constants';
import { diffDeal } from '@dealbook/domain/deals/diff';
import { withoutSystemFields } from '@dealbook/domain/deals/fields';
import { formatDateTime } from '@dealbook/domain/shared/dates';
import { dealKeys, dealsApi, type SavedDeal, type VersionRow } from '../../deals/api';
import { dealFailure } from '../../deals/failures';
import { describeChange, summarizeChanges } from '../../deals/summary';
import { ChangeList } from './ChangeList';

type Props = {
  dealId: string | null;
  onClose: () => void;
  /** A failure or the restore's confirmation, for the caller's message dialog. */
  onMessage: (text: DialogText) => void;
  onRestored?: (saved: SavedDeal) => void;
  /** False for a reader (an auditor, a collaborator without Edit): the versions and their differences, no restore. */
  canRestore?: boolean;
};

const versionSummary = (v: VersionRow, current: object | undefined) => {
  const restored = v.restored_from ? `Restored version ${v.restored_from}. ` : '';
  return v.changes.length ? restored + summarizeChanges(v.changes, [v.deal_data, current]) : restored || 'Created';
};

/** The versions of a deal, 5 per page; one chosen shows what restoring it would change, and restores it. */
export function VersionsDialog({ dealId, onClose, onMessage, onRestored, canRestore = true }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<VersionRow | null>(null);
  const [page, setPage] = useState(1);
  const [shownFor, setShownFor] = useState(dealId);
  if (shownFor !== dealId) {
    setShownFor(dealId);
    setChosen(null);
    setPage(1);
  }

  // The deal's saves do not go through react-query: each opening reads the versions afresh (gcTime 0).
  const id = dealId ?? '';
  const list = useQuery({ queryKey: dealKeys.versions(id), queryFn: dealId ? () => dealsApi.versions(id) : skipToken, gcTime: 0 });
  const deal = useQuery({ queryKey: dealKeys.retrieve(id), queryFn: dealId ? () => dealsApi.retrieve(id) : skipToken, gcTime: 0 });
  const current = deal.data ?? null;
  const failure = list.error ?? deal.error;
  const ready = list.data !== undefined && current !== null;
  const versions = ready ? list.data : null;

  // Nothing to choose from, or nothing read: the dialog gives way to the message.
  const giveWay = useMemo(
    () => (failure ? dealFailure('versions', failure) : versions && versions.length <= 1 ? dealMessages.nothingToRestore : null),
    [failure, versions],
  );
  useEffect(() => {
    if (!giveWay) return;
    onClose();
    onMessage(giveWay);
  }, [giveWay, onClose, onMessage]);

  const preview = useMemo(() => {
    if (!chosen || !current) return [];
    const sources = [current.deal, chosen.deal_data];
    return diffDeal(withoutSystemFields(current.deal), withoutSystemFields(chosen.deal_data)).map((change) =>
      describeChange(change, sources),
    );
  }, [chosen, current]);

  const restore = useMutation({
    mutationFn: (version: VersionRow) => dealsApi.restore(id, version.deal_version, current?.revision ?? null),
    onSuccess: (saved) => {
      // Only marked stale: the deal's reads on screen are this dialog's own, which close with it.
      void queryClient.invalidateQueries({ queryKey: dealKeys.deal(id), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: dealKeys.console });
      onClose();
      onMessage(dealMessages.restored);
      onRestored?.(saved);
    },
    onError: (error) => onMessage(dealFailure('restore', error)),
  });

  const newest = versions?.[0]?.deal_version;
  // Autosaves on blur change the saved deal without a version: the newest version then is not the deal as it stands.
  const newestNote = current?.pending ? ' (latest version; changes autosaved since)' : ' (current)';
  const pages = versions ? Math.ceil(versions.length / CHANGE_PREVIEW_PAGE_SIZE) : 1;
  const shown = versions?.slice((page - 1) * CHANGE_PREVIEW_PAGE_SIZE, page * CHANGE_PREVIEW_PAGE_SIZE) ?? [];

  return (
    <Dialog open={dealId !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="versions-title">
      <DialogTitle id="versions-title">
        {chosen ? `${canRestore ? 'Restore version' : 'Version'} ${chosen.deal_version}` : 'Versions'}
      </DialogTitle>
      <DialogContent dividers>
        {!versions && <CircularProgress aria-label="Loading versions" />}
        {versions && !chosen && (
          <Stack spacing={1}>
            <Typography color="text.secondary">Choose a version to see how it differs from the saved deal.</Typography>
            {current?.pending && newest !== undefined && (
              <Alert severity="info">
                The saved deal has changes autosaved since version {newest}; they become version {newest + 1} at the next Save.
              </Alert>
            )}
            <List aria-label="Versions" disablePadding>
              {shown.map((v) => (
                <ListItemButton key={v.deal_version} divider disabled={v.deal_version === newest} onClick={() => setChosen(v)}>
                  <ListItemText
                    primary={`Version ${v.deal_version}${v.deal_version === newest ? newestNote : ''} · ${v.author_name || v.author || 'unknown'} · ${formatDateTime(v.updated_at)}`}
                    secondary={versionSummary(v, current?.deal)}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              ))}
            </List>
            {pages > 1 && <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} sx={{ alignSelf: 'center' }} />}
          </Stack>
        )}
        {chosen && (
          <Stack spacing={2}>
            <Typography color="text.secondary">
              Saved by {chosen.author_name || chosen.author || 'unknown'} on {formatDateTime(chosen.updated_at)}.{' '}
              {canRestore
                ? 'Restoring it changes the saved deal as follows; the current state stays in history as a version of its own.'
                : 'The saved deal differs from it as follows.'}
            </Typography>
            <ChangeList lines={preview} fromLabel="Now" toLabel={`Version ${chosen.deal_version}`} />
            {preview.length === 0 && <Alert severity="info">This version holds the same data as the saved deal.</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {chosen ? <Button onClick={() => setChosen(null)}>Back to versions</Button> : <Button onClick={onClose}>Close</Button>}
        {chosen && canRestore && (
          <Button variant="contained" onClick={() => restore.mutate(chosen)} disabled={restore.isPending}>
            Overwrite Saved Deal with this Version
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
