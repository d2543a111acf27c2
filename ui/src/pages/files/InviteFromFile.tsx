import { useRef, useState } from 'react';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { fileAccessApi } from '../../deals/file-access-api';
import { emailPasses } from '../../sharing/emailCheck';
import { fileTypeRefused } from './accessFailures';
import { addressesIn, isCsv, isTextOrCsv } from './inviteFile';

type Status = 'checking' | 'valid' | 'invalid' | 'member' | 'unchecked';
type Row = { email: string; status: Status };
type Props = {
  members: string[];
  busy: boolean;
  /** Sends the addresses; resolves with how many the server added. */
  onInvite: (emails: string[]) => Promise<{ added: number }>;
  onRefused: (text: DialogText) => void;
};

const labels: Record<Status, { label: string; color: 'success' | 'error' | 'default' }> = {
  checking: { label: 'Checking…', color: 'default' },
  valid: { label: 'Valid', color: 'success' },
  invalid: { label: 'Invalid', color: 'error' },
  member: { label: 'Already has access', color: 'default' },
  unchecked: { label: 'Could not be checked', color: 'error' },
};

const check = async (email: string): Promise<Status> => {
  const result = await fileAccessApi.checkEmail(email).catch(() => null);
  return result === null ? 'unchecked' : emailPasses(result) ? 'valid' : 'invalid';
};

/** A text or CSV file of addresses, each checked; only the valid new ones are invited, in bulk. */
export function InviteFromFile({ members, busy, onInvite, onRefused }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [added, setAdded] = useState<number | null>(null);
  const valid = rows.filter((row) => row.status === 'valid').map((row) => row.email);
  const checking = rows.some((row) => row.status === 'checking');

  const read = async (file: File | undefined) => {
    if (!file) return;
    if (!isTextOrCsv(file)) return onRefused(fileTypeRefused);
    setAdded(null);
    const known = new Set(members.map((m) => m.toLowerCase()));
    const found: Row[] = addressesIn(await file.text(), isCsv(file)).map((email) => ({
      email,
      status: known.has(email.toLowerCase()) ? 'member' : 'checking',
    }));
    setRows(found);
    // Four checks at a time.
    const queue = found.filter((r) => r.status === 'checking');
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        const { email } = row;
        const status = await check(email);
        setRows((current) => current.map((r) => (r.email === email ? { ...r, status } : r)));
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
  };
  const submit = async () => {
    const answer = await onInvite(valid).catch(() => null);
    if (!answer) return;
    setAdded(answer.added);
    setRows([]);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        Invite from a file
      </Typography>
      <Typography variant="body2" color="text.secondary">
        A CSV with an email column (First Name, last_name, email, company) or a text file with one address per line.
      </Typography>
      <Box>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={busy || checking}>
          Choose a file
        </Button>
      </Box>
      <input
        ref={input}
        type="file"
        hidden
        accept=".csv,.txt,text/csv,text/plain"
        aria-label="Invite from a file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void read(file);
        }}
      />
      {added !== null && (
        <Alert severity="success" role="status">
          Added {added}
        </Alert>
      )}
      {rows.length > 0 && (
        <>
          <List aria-label="Addresses in the file" dense disablePadding sx={{ maxHeight: 260, overflowY: 'auto' }}>
            {rows.map((row) => (
              <ListItem key={row.email} divider sx={{ px: 0, gap: 1 }}>
                <ListItemText primary={row.email} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} sx={{ minWidth: 0 }} />
                <Chip size="small" variant="outlined" color={labels[row.status].color} label={labels[row.status].label} />
              </ListItem>
            ))}
          </List>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setRows([])}>Clear</Button>
            <Button variant="contained" disabled={busy || checking || valid.length === 0} onClick={() => void submit()}>
              Invite {valid.length} {valid.length === 1 ? 'person' : 'people'}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
