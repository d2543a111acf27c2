import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, AlertTitle, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { dealMessages } from '@dealbook/domain/deals/messages';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { matchingMessages } from '@dealbook/domain/matching/messages';
import { readFailure } from '../../deals/failures';
import { invitationKeys, invitationsApi, type DeclineAnswer, type DeclinePreview } from '../../deals/invitations-api';
import { DeclineReasons } from '../review/DeclineReasons';
import { MessageDialog } from '../shared/MessageDialog';
import { PublicLayout } from '../shared/PublicLayout';

const home = { label: 'Back to Dealbook', to: '/' };

const signIn = { label: 'Sign in', to: '/login' };

/**
 * 'Error: Declining Deal' with the server's reason. A link already answered is no fault to report:
 * the provider is told so and offered to sign in and see the answer; anything else gets the support advice.
 */
export function declineFailure(error: unknown): DialogText {
  const { status, message, title, code } = readFailure(error);
  const failed = title ?? matchingMessages.tokenDeclineFailed;
  if (code === 'DECLINE_TOKEN_USED') return { title: failed, message: message ?? matchingMessages.tokenUsed, buttons: [signIn, home] };
  const reason = status !== undefined && status < 500 && message ? message : 'The deal could not be declined.';
  return { title: failed, message: `${reason} ${dealMessages.oops.message}` };
}

const Frame = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined" sx={{ maxWidth: 640, mx: 'auto' }}>
    <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const dealLine = (p: DeclinePreview) => {
  const sponsor = [p.sponsor_name, p.sponsor_company].filter(Boolean).join(' of ');
  return `${p.project_name || 'A deal'}${sponsor ? `, offered by ${sponsor}` : ''}`;
};

function Decline({ token }: { token: string }) {
  const preview = useQuery({ queryKey: invitationKeys.preview(token), queryFn: () => invitationsApi.preview(token) });
  const [dialog, setDialog] = useState<DialogText | null>(null);
  const decline = useMutation({
    mutationFn: (answer: DeclineAnswer) => invitationsApi.declineByToken(token, answer),
    onSuccess: (result) =>
      setDialog({
        title: result?.title ?? matchingMessages.tokenDeclined,
        message: 'Thank you: your reasons are recorded and the sponsor is informed.',
        buttons: [home],
      }),
    onError: (error) => setDialog(declineFailure(error)),
  });

  if (preview.isError) {
    const failure = declineFailure(preview.error);
    return (
      <Frame title="Decline a deal">
        <Alert severity="error">
          <AlertTitle>{failure.title}</AlertTitle>
          {failure.message}
        </Alert>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={signIn.to} variant="contained">
            {signIn.label}
          </Button>
          <Button component={RouterLink} to={home.to}>
            {home.label}
          </Button>
        </Stack>
      </Frame>
    );
  }
  if (!preview.data) return <CircularProgress aria-label="Loading the deal" />;
  return (
    <Frame title="Decline a deal">
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{dealLine(preview.data)}</Typography>
      {decline.isSuccess ? (
        <Box sx={{ mt: 2 }}>
          <Typography sx={{ mb: 2 }}>You declined this deal. Thank you for your reasons.</Typography>
          <Button component={RouterLink} to={home.to} variant="contained">
            {home.label}
          </Button>
        </Box>
      ) : (
        <Box sx={{ mt: 2 }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Tell the sponsor why this deal is not for you. No sign-in is needed.
          </Typography>
          <DeclineReasons onSubmit={(answer) => decline.mutate(answer)} busy={decline.isPending} submitLabel="Decline the deal" />
        </Box>
      )}
      <MessageDialog text={dialog} onClose={() => setDialog(null)} />
    </Frame>
  );
}

/** /decline/:token: a capital provider declines a deal from the mailed link, with the reasons, without signing in. */
export function DeclinePage() {
  const { token = '' } = useParams();
  return (
    <PublicLayout>
      <Decline token={token} />
    </PublicLayout>
  );
}
DeclinePage.path = '/decline/:token';
