import { Button } from '@mui/material';
import {
  DateField,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  LinkBase,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import { ActivityChanges } from './ActivityChanges';
import { IdField } from './ActivitySummary';
import { TimelineButtons } from './ActivityTimelines';
import { activityListSearch } from './links';
import type { Activity } from './types';

/** The position as a plain number: `00000000000000000042` and `42` both read 42. */
const globalPosition = (record: Activity) => String(record.position).replace(/^0+(?=\d)/, '');

const SameStreamButton = () => {
  const record = useRecordContext<Activity>();
  const createPath = useCreatePath();
  if (!record) return null;
  const to = `${createPath({ resource: 'activity', type: 'list' })}${activityListSearch({ stream_id: record.stream_id })}`;
  return (
    <Button size="small" component={LinkBase} to={to}>
      Same stream
    </Button>
  );
};

/** The links an auditor follows a trail by: the line's deal, its actor, its stream. */
const ActivityShowActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
    <TimelineButtons />
    <SameStreamButton />
  </TopToolbar>
);

/** `id` for a test; react-admin's route gives it otherwise. */
export const ActivityShow = ({ id }: { id?: string }) => (
  <Show id={id} actions={<ActivityShowActions />}>
    <SimpleShowLayout>
      <TextField source="summary" />
      <TextField source="type" label="Event type" />
      <DateField source="occurred_at" label="When" showTime />
      <TextField source="actor_email" label="Actor" emptyText="system" />
      <IdField source="actor_id" label="Actor id" />
      <IdField source="deal_id" label="Deal id" />
      <IdField source="stream_id" label="Stream" />
      <IdField source="event_id" label="Event id" />
      <FunctionField<Activity> source="position" label="Global position" render={globalPosition} />
      <IdField source="correlation_id" label="Correlation id" />
    </SimpleShowLayout>
    <ActivityChanges />
  </Show>
);
