import { Button, Typography } from '@mui/material';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import { LinkBase, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { ProjectionButtons } from './ProjectionButtons';
import { LagField, LastErrorField, StateField } from './ProjectionFields';
import type { ProjectionDetail } from './types';

// As on the list: lag and state are what an operator watches, so the page keeps itself fresh.
const REFRESH_MS = 5000;

/** How many events the projection could not apply, and the way to them: the dead letters filtered to it. */
const DeadLettersField = (_props: { label?: string }) => {
  const record = useRecordContext<ProjectionDetail>();
  const createPath = useCreatePath();
  if (!record) return null;
  const filter = encodeURIComponent(JSON.stringify({ projection: record.id }));
  const to = `${createPath({ resource: 'dead-letters', type: 'list' })}?filter=${filter}`;
  return (
    <Typography component="span" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <span aria-label="Dead letter count">{record.dead_letters}</span>
      <Button size="small" component={LinkBase} to={to} startIcon={<ReportProblemIcon />}>
        {`Dead letters of ${record.id}`}
      </Button>
    </Typography>
  );
};

const ProjectionTitle = () => <span>{`Projection ${useRecordContext<ProjectionDetail>()?.id ?? ''}`}</span>;

/** One read model: where it is in the log, what stopped it, and (for admins) retry and rebuild. `id` for a test. */
export const ProjectionShow = ({ id }: { id?: string }) => (
  <Show
    id={id}
    title={<ProjectionTitle />}
    queryOptions={{ refetchInterval: REFRESH_MS }}
    actions={
      <TopToolbar>
        <ProjectionButtons />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="id" label="Projection" />
      <NumberField source="version" label="Version" />
      <StateField label="State" />
      <TextField source="checkpoint" label="Checkpoint (log position applied)" />
      <TextField source="head" label="Head of the log" />
      <LagField label="Lag (entries behind)" />
      <LastErrorField label="Last error" />
      <DeadLettersField label="Dead letters" />
    </SimpleShowLayout>
  </Show>
);
