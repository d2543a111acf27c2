import { Link as RouterLink } from 'react-router';
import { Button, Stack } from '@mui/material';
import { DateField, Show, SimpleShowLayout, TextField, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import type { Activity } from './types';

/** Links to the list narrowed to the same stream or actor: how an auditor follows a trail. */
const RelatedActivityButtons = () => {
  const record = useRecordContext<Activity>();
  const createPath = useCreatePath();
  if (!record) return null;
  const listWith = (filter: Record<string, string>) =>
    `${createPath({ resource: 'activity', type: 'list' })}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button size="small" component={RouterLink} to={listWith({ stream_id: record.stream_id })}>
        Same stream
      </Button>
      {record.actor_id && (
        <Button size="small" component={RouterLink} to={listWith({ actor_id: record.actor_id })}>
          Same actor
        </Button>
      )}
    </Stack>
  );
};

export const ActivityShow = () => (
  <Show
    actions={
      <TopToolbar>
        <RelatedActivityButtons />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="summary" />
      <TextField source="type" label="Event type" />
      <DateField source="occurred_at" label="When" showTime />
      <TextField source="actor_email" label="Actor" emptyText="system" />
      <TextField source="actor_id" label="Actor id" emptyText="none" />
      <TextField source="stream_id" label="Stream" />
      <TextField source="position" label="Log position" />
      <TextField source="id" label="Event id" />
    </SimpleShowLayout>
  </Show>
);
