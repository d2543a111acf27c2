import { Chip, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { roleOf } from '../../providers/authProvider';
import { accountStatus, fullName, roleLabel, userTypeLabels, type UserRecord } from './types';

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
  return <Chip size="small" label={status.label} color={status.color} variant="outlined" />;
};

/**
 * The platform role beyond the account's own use: admin or auditor, else `emptyText`. The account type above it
 * says whether the person makes deals or provides capital, so this never calls a capital provider a dealmaker.
 */
export const RolesField = ({ emptyText = '—' }: FieldProps & { emptyText?: string }) => {
  const record = useRecordContext<UserRecord>();
  if (!record) return null;
  const role = roleOf(record);
  if (role === 'dealmaker') {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  return <Chip size="small" label={roleLabel(role)} color={role === 'admin' ? 'secondary' : 'warning'} />;
};
