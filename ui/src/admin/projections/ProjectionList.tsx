import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import StorageIcon from '@mui/icons-material/Storage';
import { DataTable, List, RecordContextProvider, SimpleList } from 'react-admin';
import { ProjectionButtons } from './ProjectionButtons';
import { LagField, LastErrorField, StateField } from './ProjectionFields';
import type { ProjectionStatus } from './types';

// Lag is what operators watch, so the list keeps itself fresh.
const REFRESH_MS = 5000;

const ProjectionEmpty = () => (
  <Stack spacing={1} sx={{ alignItems: 'center', py: 8, px: 2, textAlign: 'center', width: '100%' }}>
    <StorageIcon color="disabled" sx={{ fontSize: 56 }} />
    <Typography variant="h6">No projections reported</Typography>
    <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480 }}>
      Each read model the projection runner maintains will appear here with its state, checkpoint, the head of the event log and how far
      behind it is.
    </Typography>
  </Stack>
);

export const ProjectionList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Projections"
      perPage={50}
      exporter={false}
      actions={false}
      empty={<ProjectionEmpty />}
      queryOptions={{ refetchInterval: REFRESH_MS }}
    >
      {isSmall ? (
        <SimpleList<ProjectionStatus>
          primaryText={(record) => `${record.id} v${record.version}`}
          secondaryText={(record) => `${record.state} · lag ${record.lag} · checkpoint ${record.checkpoint}`}
          tertiaryText={(record) => record.last_error ?? ''}
          rightIcon={(record) => (
            <RecordContextProvider value={record}>
              <ProjectionButtons />
            </RecordContextProvider>
          )}
          // A function keeps the row a button, so the row's own buttons act without opening the page.
          rowClick={() => 'show'}
        />
      ) : (
        // The server lists projections in its own order; none of the columns sorts.
        <DataTable<ProjectionStatus> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="id" label="Projection" disableSort />
          <DataTable.Col source="version" disableSort />
          <DataTable.Col source="state" disableSort>
            <StateField />
          </DataTable.Col>
          <DataTable.Col source="checkpoint" disableSort />
          <DataTable.Col source="head" disableSort />
          <DataTable.Col source="lag" disableSort>
            <LagField />
          </DataTable.Col>
          <DataTable.Col source="last_error" label="Last error" disableSort>
            <LastErrorField />
          </DataTable.Col>
          <DataTable.Col label="" disableSort>
            <ProjectionButtons />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
