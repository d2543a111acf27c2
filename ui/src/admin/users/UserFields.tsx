import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { accountStatus, fullName, userTypeLabels, type UserRecord } from './types';

/** `label` is read by react-admin's layouts (SimpleShowLayout) to title the field. */
type FieldProps = { label?: string };

export const NameField = (_props: FieldProps) => {
  const record = useRecordContext<UserRecord>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {fullName(record) || '—'}
    </Typography>
  );
};

export const TypeField = (_props: FieldProps) => {
  const record = useRecordContext<UserRecord>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {userTypeLabels[record.type] ?? record.type}
    </Typography>
  );
};

export const StatusField = (_props: FieldProps) => {
  const record = useRecordContext<UserRecord>();
  if (!record) return null;
  const status = accountStatus(record);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      <Chip size="small" label={status.label} color={status.color} variant="outlined" />
      {record.admin && <Chip size="small" label="Admin" color="secondary" />}
    </Stack>
  );
};
