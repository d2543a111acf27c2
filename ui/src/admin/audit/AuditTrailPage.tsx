import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useMutation } from '@tanstack/react-query';
import { Title, useDataProvider, type HttpError } from 'react-admin';
import type { DealbookDataProvider } from '../../providers/dataProvider';
import { AuditVerdictAlert } from './AuditVerdictAlert';
import type { AuditRange, AuditVerdict } from './types';

const isPosition = (value: string) => value === '' || /^\d{1,30}$/.test(value);

/** Why the range cannot be sent, per field, or nothing when it can. */
function rangeErrors(after: string, to: string): { after?: string; to?: string } {
  if (!isPosition(after)) return { after: 'A global position: digits only' };
  if (!isPosition(to)) return { to: 'A global position: digits only' };
  if (after && to && BigInt(to) <= BigInt(after)) return { to: 'Must be after the "After position"' };
  return {};
}

/**
 * Verifies the tamper-evident chain of the event log (issue 17) for admins and auditors: every event carries
 * a sha256 link over the previous one, so a changed or removed event breaks the chain from there on.
 */
export const AuditTrailPage = () => {
  const dataProvider = useDataProvider<DealbookDataProvider>();
  const [after, setAfter] = useState('');
  const [to, setTo] = useState('');
  const errors = rangeErrors(after, to);
  const { mutate, data, error, isPending } = useMutation<AuditVerdict, HttpError, AuditRange>({
    mutationFn: (range) => dataProvider.verifyAuditTrail(range),
  });
  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!errors.after && !errors.to) mutate({ after: after || undefined, to: to || undefined });
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
              Each event of the log carries a sha256 link over the event before it. Verifying recomputes the links and names the first one
              that does not match: where an event was changed, or one before it removed. Leave the positions empty to check the whole log;
              it reads every event of the range, about a second per 100,000 events.
            </Typography>
            <Stack component="form" onSubmit={verify} noValidate direction={{ xs: 'column', sm: 'row' }} spacing={2} aria-label="Range">
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
              <Box sx={{ pt: { sm: 1 } }}>
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
            {data && <AuditVerdictAlert verdict={data} />}
            {error && <Alert severity="warning">The check could not run: {error.message || 'the server did not answer.'}</Alert>}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};

AuditTrailPage.path = '/audit';
AuditTrailPage.icon = VerifiedUserIcon;
