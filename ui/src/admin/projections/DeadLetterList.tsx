import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import { DataTable, DateField, List, SelectInput, SimpleList, useGetList } from 'react-admin';
import type { DeadLetter, ProjectionStatus } from './types';

/** Choices are the projections the runner reports, so a filter never names one that does not exist. */
const ProjectionInput = (props: { source: string; label: string; alwaysOn: boolean }) => {
  const { data = [], isPending } = useGetList<ProjectionStatus>('projections', { pagination: { page: 1, perPage: 100 } });
  return <SelectInput {...props} choices={data.map((p) => ({ id: p.id, name: p.id }))} isPending={isPending} />;
};

const filters = [<ProjectionInput key="projection" source="projection" label="Projection" alwaysOn />];

const DeadLettersEmpty = () => (
  <Stack spacing={1} sx={{ alignItems: 'center', py: 8, px: 2, textAlign: 'center', width: '100%' }}>
    <ReportProblemIcon color="disabled" sx={{ fontSize: 56 }} />
    <Typography variant="h6">No dead letters</Typography>
    <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480 }}>
      When a projection cannot apply an event it stops there, and the event appears here with the error, so an admin can fix the cause and
      retry the projection from its checkpoint.
    </Typography>
  </Stack>
);

/** The events that stopped a projection, newest first (the server's order: no column sorts). */
export const DeadLetterList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List title="Dead letters" filters={filters} perPage={25} empty={<DeadLettersEmpty />} exporter={false}>
      {isSmall ? (
        <SimpleList<DeadLetter>
          primaryText={(record) => `${record.projection} · ${record.event_type}`}
          secondaryText={(record) => record.error}
          tertiaryText={(record) => `#${record.position}`}
          rowClick={false}
        />
      ) : (
        <DataTable<DeadLetter> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="projection" disableSort />
          <DataTable.Col source="position" label="Global position" disableSort />
          <DataTable.Col source="event_type" label="Event type" disableSort />
          <DataTable.Col source="stream_id" label="Stream" disableSort />
          <DataTable.Col source="error" disableSort />
          <DataTable.Col source="at" label="At" disableSort>
            <DateField source="at" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
