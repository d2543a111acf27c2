import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { publicFilesApi } from '../../deals/public-files-api';
import { AuthCard } from '../shared/AuthCard';
import { MessageDialog } from '../shared/MessageDialog';
import { PublicLayout } from '../shared/PublicLayout';
import { attachmentPaths, home, requestFailure, viewPath } from './failures';

type Params = { resourceType: string; dealId: string; attachmentKey: string; email: string };

function AccessRequest({ resourceType, dealId, attachmentKey, email }: Params) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<DialogText | null>(null);
  const [dialog, setDialog] = useState<DialogText | null>(null);
  const sent = useRef(false);
  const back = viewPath(dealId, resourceType, attachmentKey);

  useEffect(() => {
    // Once per visit: React's strict mode runs effects twice, and a second request would be 'already pending'.
    if (sent.current) return;
    sent.current = true;
    publicFilesApi.request(dealId, attachmentKey, email).then(
      () => void navigate(attachmentPaths.requestSubmitted, { replace: true, state: { back } }),
      (error: unknown) => {
        const text = requestFailure(error, 'access');
        setFailure(text);
        setDialog(text);
      },
    );
  }, [dealId, attachmentKey, email, navigate, back]);

  return (
    <AuthCard title="Request access">
      {failure ? (
        <Stack spacing={2}>
          <Alert severity="warning">
            <Typography sx={{ fontWeight: 600 }}>{failure.title}</Typography>
            {failure.message}
          </Alert>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={back} variant="contained">
              Open the link
            </Button>
            <Button component={RouterLink} to={home.to}>
              {home.label}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-label="Sending the request" />
          <Typography sx={{ overflowWrap: 'anywhere' }}>Asking the deal’s owner for access for {email}…</Typography>
        </Stack>
      )}
      <MessageDialog text={dialog} onClose={() => setDialog(null)} />
    </AuthCard>
  );
}

/** /attachments/access/{resource_type}/{deal_id}/{attachment_key}/{email}/requested: asks for access for that address at once. */
export function AccessRequestPage() {
  const { resourceType = 'link', dealId = '', attachmentKey = '', email = '' } = useParams();
  return (
    <PublicLayout>
      <AccessRequest
        key={`${dealId}/${attachmentKey}/${email}`}
        resourceType={resourceType}
        dealId={dealId}
        attachmentKey={attachmentKey}
        email={email}
      />
    </PublicLayout>
  );
}
AccessRequestPage.path = attachmentPaths.access;
