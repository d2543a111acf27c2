import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { skipToken, useQuery } from '@tanstack/react-query';
import { parsePath } from '@dealbook/domain/deals/path';
import { dealKeys, dealsApi, type FieldChangeRow } from '../../deals/api';
import { formatValue } from '../../deals/labels';
import { formatDateTime } from '@dealbook/domain/shared/dates';

export type FieldRef = { path: string; label: string };

const lastKey = (path: string) => {
  const segments = parsePath(path).segments;
  const last = segments[segments.length - 1];
  return last && 'key' in last ? last.key : '';
};

const newestFirst = (changes: FieldChangeRow[]) => [...changes].reverse();

/** Every change of one field, newest first: when, who, from what to what. */
export function FieldHistoryDialog({ dealId, field, onClose }: { dealId: string | null; field: FieldRef | null; onClose: () => void }) {
  const path = field?.path ?? '';
  // The deal's saves do not go through react-query: each opening reads the history afresh (gcTime 0).
  const history = useQuery({
    queryKey: dealKeys.fieldHistory(dealId ?? '', path),
    queryFn: dealId && field ? () => dealsApi.fieldHistory(dealId, path) : skipToken,
    select: newestFirst,
    gcTime: 0,
  });
  const changes = history.data;
  const key = field ? lastKey(field.path) : '';
  return (
    <Dialog open={field !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="field-history-title">
      <DialogTitle id="field-history-title">History of {field?.label}</DialogTitle>
      <DialogContent dividers>
        {history.isPending && <CircularProgress aria-label="Loading history" />}
        {history.isError && <Alert severity="error">The history of this field could not be loaded.</Alert>}
        {changes?.length === 0 && <Alert severity="info">This field has not changed since the deal was saved.</Alert>}
        {changes && changes.length > 0 && (
          <List dense aria-label="Field changes">
            {changes.map((change, i) => (
              <ListItem key={`${change.at}-${i}`} divider disableGutters>
                <ListItemText
                  primary={`${formatValue(key, change.from)} → ${formatValue(key, change.to)}`}
                  secondary={`${formatDateTime(change.at)} · ${change.by_name || change.by || 'unknown'}`}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere', fontWeight: 600 } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
