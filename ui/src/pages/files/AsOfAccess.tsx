import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DATAROOM, fileAccessApi, fileAccessKeys, type AccessList, type PastAccess } from '../../deals/file-access-api';
import { readFailure } from '../../deals/failures';
import { AccessPeople } from './AccessPeople';
import { happenedAt } from './labels';

type ControlProps = {
  /** The time shown (ISO), or null while the live list is. */
  shown: string | null;
  onShow: (isoTime: string) => void;
  onNow: () => void;
};

/** A moment picked in the browser's time zone (`datetime-local`), as an ISO time; null when empty or invalid. */
export const isoOf = (local: string): string | null => {
  const time = new Date(local);
  return local && !Number.isNaN(time.getTime()) ? time.toISOString() : null;
};

/** "As of…": pick a past moment and Show it, or go back to Now. */
export function AsOfControl({ shown, onShow, onNow }: ControlProps) {
  const [local, setLocal] = useState('');
  const iso = isoOf(local);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (iso) onShow(iso);
  };
  return (
    <Stack
      component="form"
      onSubmit={submit}
      noValidate
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <TextField
        size="small"
        type="datetime-local"
        label="As of…"
        value={local}
        onChange={(event) => setLocal(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 13rem' }}
      />
      <Button type="submit" variant="outlined" disabled={!iso}>
        Show
      </Button>
      {shown && <Button onClick={onNow}>Now</Button>}
    </Stack>
  );
}

/** The target's list in the answer, or null when the file did not exist then. */
const pastListOf = (all: PastAccess, target: string): AccessList | null =>
  target === DATAROOM ? all : (all.files.find((f) => f.id === target) ?? null);

/** Read-only: who could open the data room or a file at `asOf`. */
export function PastAccessView({ dealId, target, asOf }: { dealId: string; target: string; asOf: string }) {
  const query = useQuery({ queryKey: fileAccessKeys.asOf(dealId, asOf), queryFn: () => fileAccessApi.retrieveAsOf(dealId, asOf) });
  const heading = (
    <Typography variant="subtitle1" component="h3">
      As of {happenedAt(asOf)}
    </Typography>
  );
  if (query.isPending) return <CircularProgress aria-label="Loading the access list at that time" size={28} />;
  if (query.isError) {
    const { status, code } = readFailure(query.error);
    const notYet = status === 404 && code === 'DEAL_NOT_YET';
    return (
      <Stack spacing={1}>
        {heading}
        <Alert severity={notYet ? 'info' : 'error'}>
          {notYet ? 'The deal did not exist yet at that time.' : 'The access list at that time could not be loaded.'}
        </Alert>
      </Stack>
    );
  }
  const list = pastListOf(query.data, target);
  if (!list)
    return (
      <Stack spacing={1}>
        {heading}
        <Alert severity="info">This file had not been uploaded yet.</Alert>
      </Stack>
    );
  return (
    <Stack spacing={1.5}>
      {heading}
      <Typography>
        {list.restricted_access
          ? 'Restricted: only the people below could open it.'
          : 'Open: everyone the deal was shared with could open it.'}
      </Typography>
      <AccessPeople people={list.permissioned_users} />
      <Typography variant="body2" color="text.secondary">
        The deal&apos;s owner and its editors could always open it.
      </Typography>
    </Stack>
  );
}
