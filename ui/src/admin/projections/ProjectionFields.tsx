import { Chip, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { ProjectionState, ProjectionStatus } from './types';

/** `label` is read by react-admin's layouts (SimpleShowLayout) to title the field. */
type FieldProps = { label?: string };

const stateColor: Record<ProjectionState, 'success' | 'error' | 'warning' | 'info'> = {
  starting: 'info',
  running: 'success',
  reconnecting: 'warning',
  rebuilding: 'warning',
  stopped: 'error',
};

export const StateField = (_props: FieldProps) => {
  const record = useRecordContext<ProjectionStatus>();
  if (!record) return null;
  return <Chip size="small" label={record.state} color={stateColor[record.state] ?? 'default'} variant="outlined" />;
};

/** Lag = head − checkpoint: how many log entries the read model has not applied yet. */
export const LagField = (_props: FieldProps) => {
  const record = useRecordContext<ProjectionStatus>();
  if (!record) return null;
  const behind = String(record.lag) !== '0';
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: behind ? 700 : 400, color: behind ? 'warning.dark' : 'text.primary' }}
    >
      {String(record.lag)}
    </Typography>
  );
};

export const LastErrorField = (_props: FieldProps) => {
  const record = useRecordContext<ProjectionStatus>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ color: record.last_error ? 'error.main' : 'text.secondary' }}>
      {record.last_error ?? 'none'}
    </Typography>
  );
};
