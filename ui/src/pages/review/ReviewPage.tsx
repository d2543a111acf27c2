import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { Alert, Box, Button, Chip, CircularProgress, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { matchingMessages } from '@dealbook/domain/matching/messages';
import { readFailure } from '../../deals/failures';
import { invitationStatusLabels } from '../../deals/invitations-api';
import { AppLayout } from '../shared/AppLayout';
import { MessageDialog } from '../shared/MessageDialog';
import { DeclineReasons } from './DeclineReasons';
import { MatchReasons } from './MatchReasons';
import { OfferedDeal } from './OfferedDeal';
import { useReview, type Choice } from './useReview';
import { YourAnswer } from './YourAnswer';

const buttons: Record<Choice, { label: string; variant: 'contained' | 'outlined'; color?: 'error' }> = {
  accepted: { label: 'Accept', variant: 'contained' },
  declined: { label: 'Decline', variant: 'outlined', color: 'error' },
  archived: { label: 'Archive', variant: 'outlined' },
};

const backToConsole = (
  <Button component={RouterLink} to="/app/console">
    Back to console
  </Button>
);

/** `readOnly`: an auditor reads the review and answers nothing, nor marks it viewed. */
function Review({ id, readOnly }: { id: string; readOnly: boolean }) {
  const review = useReview(id, readOnly);
  const { data, error, isError } = review.query;
  if (!data) {
    if (!isError) return <CircularProgress aria-label="Loading the deal" />;
    const notOffered = readFailure(error).status === 404;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity={notOffered ? 'info' : 'error'}>
          {notOffered ? matchingMessages.notInvited : 'This deal could not be loaded. Please try again in a moment.'}
        </Alert>
        {backToConsole}
      </Stack>
    );
  }
  const sponsor = [data.sponsor?.name, data.sponsor?.company].filter(Boolean).join(', ');
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            Invitation
          </Typography>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
            {data.deal.project_name || 'Untitled project'}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              Sponsor: {sponsor || '—'}
            </Typography>
            <Chip
              size="small"
              label={invitationStatusLabels[data.status] ?? data.status}
              aria-label={`Status: ${invitationStatusLabels[data.status]}`}
            />
          </Stack>
        </Box>
        {backToConsole}
      </Stack>
      {readOnly && <Alert severity="info">You are signed in as an auditor: you can read this invitation but not answer it.</Alert>}
      <YourAnswer review={data} />
      {review.choices.length > 0 && (
        <Stack role="group" direction="row" spacing={1} useFlexGap aria-label="Your answer to the invitation" sx={{ flexWrap: 'wrap' }}>
          {review.choices.map((choice) => (
            <Button
              key={choice}
              variant={buttons[choice].variant}
              color={buttons[choice].color}
              disabled={review.busy}
              onClick={() => review.choose(choice)}
            >
              {buttons[choice].label}
            </Button>
          ))}
        </Stack>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2 }}>
        <OfferedDeal review={data} />
        <MatchReasons match={data.match} />
      </Box>
      <Dialog
        open={review.declining}
        onClose={review.busy ? undefined : review.stopDeclining}
        fullWidth
        maxWidth="sm"
        aria-labelledby="decline-title"
      >
        <DialogTitle id="decline-title">Why are you declining this deal?</DialogTitle>
        <DialogContent>
          <DeclineReasons onSubmit={review.decline} busy={review.busy} onCancel={review.stopDeclining} />
        </DialogContent>
      </Dialog>
      <MessageDialog text={review.message} onClose={review.closeMessage} />
    </Stack>
  );
}

/** /app/matches/:id/review: a capital provider reviews a deal offered to them and accepts, declines or archives it. */
export function ReviewPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  return <AppLayout here={pathname}>{(user) => <Review id={id} readOnly={user.auditor} />}</AppLayout>;
}

ReviewPage.path = '/app/matches/:id/review';
