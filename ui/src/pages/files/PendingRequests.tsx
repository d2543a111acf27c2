import { useId, useState } from 'react';
import { Badge, Button, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { MessageDialog } from '../shared/MessageDialog';
import { DenyDialog } from './DenyDialog';
import { uploadedOn } from './labels';
import { usePendingRequests, type PendingRequest } from './usePendingRequests';

/** The anchor a request's mail may point at. */
export const REQUESTS_ANCHOR = 'access-requests';

/**
 * Who asked to open the data room or a file and waits for an answer, on the files page itself (the request's
 * mail sends the owner here), with Grant and Deny. Nothing is shown while nobody waits.
 */
export function PendingRequests({ dealId }: { dealId: string }) {
  const titleId = useId();
  const pending = usePendingRequests(dealId, true);
  const [denying, setDenying] = useState<PendingRequest | null>(null);
  const { requests, busy } = pending;
  const dialogs = (
    <>
      <DenyDialog
        email={denying?.email ?? null}
        busy={pending.deny.isPending}
        onClose={() => setDenying(null)}
        onDeny={(reason) => denying && pending.deny.mutate({ request: denying, reason }, { onSettled: () => setDenying(null) })}
      />
      <MessageDialog text={pending.failure} onClose={pending.clearFailure} />
    </>
  );
  if (requests.length === 0) return dialogs;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} id={REQUESTS_ANCHOR} sx={{ borderColor: 'warning.main' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" id={titleId}>
            Access requests
          </Typography>
          <Badge
            badgeContent={requests.length}
            color="warning"
            aria-hidden
            sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {requests.length === 1 ? 'One person waits' : `${requests.length} people wait`} for an answer. Granting mails them the link;
          denying mails them your reason.
        </Typography>
        <List aria-label="Access requests" disablePadding>
          {requests.map((request) => (
            <ListItem key={`${request.target} ${request.email}`} divider sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                primary={request.email}
                secondary={`${request.what} · asked on ${uploadedOn(request.created_at)}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                sx={{ flex: '1 1 14rem', minWidth: 0 }}
              />
              <Stack direction="row" spacing={0.5}>
                <Button
                  size="small"
                  variant="contained"
                  disabled={busy}
                  onClick={() => pending.grant.mutate(request)}
                  aria-label={`Grant ${request.email} ${request.what}`}
                >
                  Grant
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={busy}
                  onClick={() => setDenying(request)}
                  aria-label={`Deny ${request.email} ${request.what}`}
                >
                  Deny
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      </CardContent>
      {dialogs}
    </Card>
  );
}
