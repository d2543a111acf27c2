import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, FilterButton, List, SimpleList, TopToolbar } from 'react-admin';
import { ActivityEmpty } from './ActivityEmpty';
import { ActivityExportButtons } from './ActivityExportButtons';
import { activityFilters } from './ActivityFilters';
import { ActivitySidebar } from './ActivitySidebar';
import { ActivitySummaryField, ActorField, SummaryText, TypeAndStreamField } from './ActivitySummary';
import { TimelineIconLinks } from './ActivityTimelines';
import type { Activity } from './types';
import { formatDateTime } from '@dealbook/domain/shared/dates';

const formatWhen = (iso: string) => formatDateTime(iso);

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
          primaryText={(record) => <SummaryText text={record.summary || record.type} copy={false} />}
          secondaryText={(record) => `${record.type} · ${record.actor_email ?? 'system'}`}
          tertiaryText={(record) => formatWhen(record.occurred_at)}
          rowClick="show"
        />
      ) : (
        // Only position, time and type are sortable on the server. Emails and types have no spaces: they wrap at their '@', dots
        // and capitals. Ids (the stream's, under the type, those in a summary) are shortened, each with its full value in a
        // tooltip and a copy button: at 1,366 px, beside the saved queries, the table fits the page.
        <DataTable<Activity>
          rowClick="show"
          bulkActionButtons={false}
          sx={{
            '& td.column-summary': { overflowWrap: 'anywhere', minWidth: 200 },
            '& td.column-actor_email, & td.column-type': { minWidth: 110 },
          }}
        >
          <DataTable.Col source="position" label="#" />
          <DataTable.Col source="occurred_at" label="When">
            <DateField source="occurred_at" showTime />
          </DataTable.Col>
          <DataTable.Col source="actor_email" label="Actor" disableSort>
            <ActorField />
          </DataTable.Col>
          <DataTable.Col source="type" label="Type · stream">
            <TypeAndStreamField />
          </DataTable.Col>
          <DataTable.Col source="summary" disableSort>
            <ActivitySummaryField />
          </DataTable.Col>
          <DataTable.Col label="Timelines" disableSort>
            <TimelineIconLinks />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
