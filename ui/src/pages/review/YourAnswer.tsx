import { Alert, Box, Stack, Typography } from '@mui/material';
import { feedbackReasons, reasonWeight } from '@dealbook/domain/catalog/sourcing';
import { invitationStatusLabels, isDecided, type InvitationReview } from '../../deals/invitations-api';

const verdicts = {
  accepted: { severity: 'success', text: 'You accepted this deal. You can still archive it.' },
  declined: { severity: 'info', text: 'You declined this deal.' },
  archived: { severity: 'info', text: 'You archived this deal.' },
} as const;

/** A decided invitation's status, and the reasons and comment of a decline. */
export function YourAnswer({ review }: { review: Pick<InvitationReview, 'status' | 'feedback' | 'comment'> }) {
  if (!isDecided(review.status)) return null;
  const verdict = verdicts[review.status as keyof typeof verdicts];
  const rated = (review.feedback ?? []).filter((f) => f.rating > 0);
  const labelOf = (name: string, label?: string) => label ?? feedbackReasons.find((r) => r.name === name)?.label ?? name;
  return (
    <Alert
      severity={verdict.severity}
      component="section"
      aria-label="Your answer"
      sx={{ '& .MuiAlert-message': { minWidth: 0, flexGrow: 1 } }}
    >
      <Typography sx={{ fontWeight: 600 }}>
        Status: {invitationStatusLabels[review.status]}. {verdict.text}
      </Typography>
      {rated.length > 0 && (
        <Stack component="ul" spacing={0.5} aria-label="Your reasons" sx={{ m: 0, mt: 1, p: 0, listStyle: 'none' }}>
          {rated.map((f) => (
            <Stack
              component="li"
              key={f.name}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0, sm: 1 }}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Typography variant="body2" sx={{ minWidth: { sm: '16em' } }}>
                {labelOf(f.name, f.label)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {reasonWeight(f.rating)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
      {review.comment && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            Your comment: {review.comment}
          </Typography>
        </Box>
      )}
    </Alert>
  );
}
