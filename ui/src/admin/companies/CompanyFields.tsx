import { Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useCreatePath, useRecordContext } from 'react-admin';
import { headquarters, type CompanyRecord } from './types';

/** `label` is read by react-admin's layouts (SimpleShowLayout) to title the field. */
type FieldProps = { label?: string };

export const CompanyStatusField = (_props: FieldProps) => {
  const record = useRecordContext<CompanyRecord>();
  if (!record) return null;
  return record.company_ghost ? (
    <Chip size="small" label="Ghost" variant="outlined" color="warning" />
  ) : (
    <Chip size="small" label="Confirmed" color="success" />
  );
};

export const HeadquartersField = (_props: FieldProps) => {
  const record = useRecordContext<CompanyRecord>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" color={headquarters(record) ? 'text.primary' : 'text.secondary'}>
      {headquarters(record) || 'not given'}
    </Typography>
  );
};

/** The people whose profiles name the company: who an admin would ask before confirming it. */
export const MembersField = (_props: FieldProps) => {
  const record = useRecordContext<CompanyRecord>();
  const createPath = useCreatePath();
  if (!record) return null;
  const members = record.members ?? [];
  if (!members.length) return <Typography variant="body2">Nobody names this company on their profile.</Typography>;
  return (
    <Stack spacing={0.5}>
      {members.map((m) => (
        <Link key={m.id} component={RouterLink} to={createPath({ resource: 'users', id: m.id, type: 'show' })} variant="body2">
          {[`${m.first_name} ${m.last_name}`.trim(), m.email].filter(Boolean).join(' · ')}
        </Link>
      ))}
    </Stack>
  );
};
