import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, FilterButton, List, SimpleList, TextField, TopToolbar } from 'react-admin';
import { ActivityEmpty } from './ActivityEmpty';
import { ActivityExportButtons } from './ActivityExportButtons';
import { activityFilters } from './ActivityFilters';
import { ActivitySidebar } from './ActivitySidebar';
import { TimelineIconLinks } from './ActivityTimelines';
import type { Activity } from './types';

const formatWhen = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
};

const ActivityActions = () => (
  <TopToolbar>
    <FilterButton />
    <ActivityExportButtons />
  </TopToolbar>
);

export const ActivityList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Activity"
      filters={activityFilters}
      sort={{ field: 'position', order: 'DESC' }}
      perPage={25}
      empty={<ActivityEmpty />}
      actions={<ActivityActions />}
      aside={<ActivitySidebar />}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList<Activity>
          primaryText={(record) => record.summary || record.type}
          secondaryText={(record) => `${record.type} · ${record.actor_email ?? 'system'}`}
          tertiaryText={(record) => formatWhen(record.occurred_at)}
          rowClick="show"
        />
      ) : (
        // Only position, time and type are sortable on the server. Emails and ids have no spaces: they wrap anywhere, or widen the
        // page. The stream id, long and seldom read, is on the line's page (and its 'Same stream' link).
        <DataTable<Activity>
          rowClick="show"
          bulkActionButtons={false}
          sx={{
            '& td.column-actor_email, & td.column-type, & td.column-summary': { overflowWrap: 'anywhere' },
            '& td.column-actor_email': { minWidth: 150 },
            '& td.column-type': { minWidth: 150 },
            '& td.column-summary': { minWidth: 200 },
          }}
        >
          <DataTable.Col source="position" label="#" />
          <DataTable.Col source="occurred_at" label="When">
            <DateField source="occurred_at" showTime />
          </DataTable.Col>
          <DataTable.Col source="actor_email" label="Actor" disableSort>
            <TextField source="actor_email" emptyText="system" />
          </DataTable.Col>
          <DataTable.Col source="type" />
          <DataTable.Col source="summary" disableSort />
          <DataTable.Col label="Timelines" disableSort>
            <TimelineIconLinks />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
