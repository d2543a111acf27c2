import { Alert, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { sourcingApi, sourcingKeys, type DivisionRef } from '../../account/sourcing-api';
import { DivisionEditor } from './DivisionEditor';

type Props = {
  id: string;
  siblings: readonly DivisionRef[];
  readOnly: boolean;
  onChangedChange: (changed: boolean) => void;
};

/**
 * Loads a division afresh each time it is opened, then edits it. The editor starts from what was loaded and
 * keeps its working copy: a later read (a window refocus, say) never overwrites the user's edits.
 */
export function DivisionPanel({ id, siblings, readOnly, onChangedChange }: Props) {
  const query = useQuery({
    queryKey: sourcingKeys.division(id),
    queryFn: () => sourcingApi.division(id),
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (query.isError) return <Alert severity="error">{query.error.message || 'This division could not be loaded.'}</Alert>;
  if (!query.data || query.isFetching) return <CircularProgress aria-label="Loading division" />;
  return <DivisionEditor key={id} division={query.data} siblings={siblings} readOnly={readOnly} onChangedChange={onChangedChange} />;
}
