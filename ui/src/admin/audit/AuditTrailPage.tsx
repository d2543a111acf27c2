import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useMutation } from '@tanstack/react-query';
import { Title, useDataProvider, type HttpError } from 'react-admin';
import type { DealbookDataProvider } from '../../providers/dataProvider';
import { AuditVerdictAlert } from './AuditVerdictAlert';
import type { AuditRange, AuditVerdict } from './types';

const isPosition = (value: string) => value === '' || /^\d{1,30}$/.test(value);

const isHead = (value: string) => value === '' || /^[0-9a-f]{64}$/.test(value);

/** Why the range cannot be sent, per field, or nothing when it can. */
function rangeErrors(after: string, to: string, head: string): { after?: string; to?: string; head?: string } {
  if (!isPosition(after)) return { after: 'A global position: digits only' };
  if (!isPosition(to)) return { to: 'A global position: digits only' };
  if (after && to && BigInt(to) <= BigInt(after)) return { to: 'Must be after the "After position"' };
  if (!isHead(head)) return { head: 'A head as a verification showed it: 64 characters, 0-9 and a-f' };
  return {};
}

/**
 * Verifies the tamper evidence of the event log for admins and auditors: on the embedded stores
 * every event carries a sha256 link over the previous one, so a changed or removed event breaks the chain
 * from there on; on KurrentDB the log is checked against its seals (the server says which). A head recorded
 * from an earlier verification shows whether events were removed from the end since.
 */
export const AuditTrailPage = () => {
  const dataProvider = useDataProvider<DealbookDataProvider>();
  const [after, setAfter] = useState('');
  const [to, setTo] = useState('');
  const [head, setHead] = useState('');
  const [asked, setAsked] = useState<AuditRange>({});
  const errors = rangeErrors(after, to, head);
  const { mutate, data, error, isPending } = useMutation<AuditVerdict, HttpError, AuditRange>({
    mutationFn: (range) => dataProvider.verifyAuditTrail(range),
  });
  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (errors.after || errors.to || errors.head) return;
    const range = { after: after || undefined, to: to || undefined, ...(head ? { head } : {}) };
    setAsked(range);
    mutate(range);
  };
  return (
    <Box sx={{ mt: { xs: 1, sm: 2 }, mb: 2, maxWidth: 760 }}>
      <Title title="Audit trail" />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h1">
              Verify the event log
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Each event of the log carries a sha256 link over the event before it (on KurrentDB, each seal over the events since the seal
              before it). Verifying recomputes the links and names the first one that does not match: where an event was changed, or one
              before it removed. Leave the positions empty to check the whole log; it reads every event of the range, about a second per
              100,000 events. Paste a head kept from an earlier verification to check that nothing was removed from the end since.
            </Typography>
            <Stack component="form" onSubmit={verify} noValidate spacing={2} aria-label="Range">
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label="After position"
                  value={after}
                  onChange={(e) => setAfter(e.target.value.trim())}
                  error={!!errors.after}
                  helperText={errors.after ?? 'Optional: start after this event'}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
                <TextField
                  label="Up to position"
                  value={to}
                  onChange={(e) => setTo(e.target.value.trim())}
                  error={!!errors.to}
                  helperText={errors.to ?? 'Optional: stop at this event'}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </Stack>
              <TextField
                label="Recorded head"
                value={head}
                onChange={(e) => setHead(e.target.value.trim().toLowerCase())}
                error={!!errors.head}
                helperText={errors.head ?? 'Optional: a head kept from an earlier check'}
                slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', sx: { fontFamily: 'monospace' } } }}
                fullWidth
              />
              <Box>
                <Button type="submit" variant="contained" startIcon={<VerifiedUserIcon />} disabled={isPending}>
                  Verify
                </Button>
              </Box>
            </Stack>
            {isPending && (
              <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
                <CircularProgress size={20} aria-hidden />
                <Typography>Verifying…</Typography>
              </Stack>
            )}
            {data && <AuditVerdictAlert verdict={data} recorded={asked.head} />}
            {error && <Alert severity="warning">The check could not run: {error.message || 'the server did not answer.'}</Alert>}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};

AuditTrailPage.path = '/audit';
AuditTrailPage.icon = VerifiedUserIcon;
