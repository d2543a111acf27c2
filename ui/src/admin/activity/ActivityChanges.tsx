import { Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { describeChange } from '../../deals/summary';
import { ChangeList } from '../../pages/deal/ChangeList';
import type { Activity } from './types';

/** A deal save's or restore's changes as the entry screen words them: the field's label, before → after. */
export const ActivityChanges = () => {
  const record = useRecordContext<Activity>();
  if (!record?.changes.length) return null;
  const lines = record.changes.map(({ path, from, to }) => describeChange({ path, from, to }));
  return (
    <Stack component="section" aria-labelledby="activity-changes-title" spacing={1} sx={{ px: 2, pb: 2 }}>
      <Typography id="activity-changes-title" variant="h6" component="h2">
        Changes ({lines.length})
      </Typography>
      <ChangeList lines={lines} fromLabel="Before" toLabel="After" />
    </Stack>
  );
};
